import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import {
  createAppSyncEmulator,
  loadAppSyncSchema,
  type AuthorizerHandler,
  type GraphqlHandler,
} from './appsync-emulator.ts';
import { LOCAL_USER_POOL_ID, startCognito, type LocalCognito } from './cognito.ts';
import { OPERATORS_GROUP } from '../../functions/src/domains/ops/operators-group.ts';
import { UnreadableStoreError, writeFileAtomicSync } from './cognito-store.ts';
import { createDemoAccount, DEFAULT_DEMO, seedDemoWork, type DemoCredentials } from './demo.ts';
import { createDevLambda, type LambdaHandler } from './dev-lambda.ts';
import { createDevPayments, localPaymentsEnv } from './dev-payments.ts';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_TABLE_NAME,
  startDurableTransactionsProxy,
  startDynamoDb,
  type LocalDynamoDb,
} from './dynamodb.ts';
import { ALLOWED_SCOPES, createHostedLogin } from './hosted-login/hosted-login.ts';
import { localAppOrigins, localClients, loginHost } from './hosted-login/clients.ts';
import { freePort } from './ports.ts';
import {
  createRequestHandler,
  type EdgeFunction,
  type FunctionUrlHandler,
  type Middleware,
} from './server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The import job Lambda's name locally; in the cloud CloudFormation names it. */
const LOCAL_IMPORT_FUNCTION_NAME = 'ripple-local-import-job';
const WEB_DIR = join(ROOT, 'web');

export interface LocalStackOptions {
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default `.data`. Unused for DynamoDB when inMemory. */
  dataDir?: string;
  /** DynamoDB `-inMemory`; cognito-local data in a temporary folder removed on stop. */
  inMemory?: boolean;
  /** Demo user and organisation, with sample work (demo.ts), created on first start; or false for none. */
  seed?: DemoCredentials | false;
  /** Serve the SPA through Vite's dev server with hot reload. */
  dev?: boolean;
  /** Lifetime of ID and access tokens. Default 60. */
  tokenValidityMinutes?: number;
  /** Log cognito-local's requests. */
  verbose?: boolean;
  /**
   * The local stand-in for the payment provider (dev-payments.ts), unless the environment configures a provider.
   * Off by default so the API tests see an unconfigured provider.
   */
  localPayments?: boolean;
}

export interface LocalStack {
  url: string;
  port: number;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  /** The link-token signing key (private JWK as JSON), for tests that mint beneficiary tokens. */
  linkTokenPrivateJwk: string;
  /** Where emails are written instead of being sent (one file per message). */
  outboxDir: string;
  /** The hosted login's origin (`http://login.localhost:<port>`) and its app client per brand. */
  hostedLogin: { origin: string; clientIds: Record<string, string> };
  /** True when this start created the demo organisation. */
  seeded: boolean;
  stop(): Promise<void>;
}

/** An expected start-up failure: the CLI prints the message on one line and exits 1. */
export class LocalStackError extends Error {}

interface StackState {
  userPoolId: string;
  userPoolClientId: string;
  /** The hosted login's app client per brand folder but `default`, whose client is userPoolClientId. */
  brandClientIds?: Record<string, string>;
  seeded?: boolean;
  /** The report summaries of records stored before they were kept have been written (docs/deploy.md). */
  reportSummaries?: boolean;
  /** Organisations created before the operators' list (GSI1 `ORGS`) have been put on it (docs/deploy.md). */
  organisationList?: boolean;
  /** Members of the operators group made before operator records existed have theirs (docs/deploy.md). */
  operatorRecords?: boolean;
  /** Questionnaires in use before answered questions were tracked have their list (docs/deploy.md). */
  answeredQuestions?: boolean;
}

/**
 * The local form of the one-line migration (docs/deploy.md, "Operators"): every member of the operators group of
 * a data folder from before operator records gets one, as `npm run ops -- operator add` would write it.
 */
async function recordExistingOperators(
  cognito: Pick<LocalCognito, 'call'>,
  userPoolId: string,
): Promise<void> {
  const { operatorsRepository } = await import('../../functions/src/domains/ops/operators.repository.ts');
  const { Users = [] } = (await cognito.call('ListUsersInGroup', {
    UserPoolId: userPoolId,
    GroupName: OPERATORS_GROUP,
  })) as { Users?: { Attributes?: { Name?: string; Value?: string }[] }[] };
  for (const { Attributes = [] } of Users) {
    const attribute = (name: string) => Attributes.find(({ Name }) => Name === name)?.Value;
    const userId = attribute('sub');
    const email = attribute('email');
    if (userId && email) await operatorsRepository.add({ userId, email, addedAt: new Date().toISOString() });
  }
}

function checkJava(): void {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) {
    throw new LocalStackError(
      'Java not found: install a JRE 17+, e.g. `sudo apt-get install default-jre-headless`',
    );
  }
}

function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    const probe = join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch {
    throw new LocalStackError(`Data folder not writable: ${dir} (set DATA_DIR to a folder you can write)`);
  }
}

/** Cognito app client ids are 26 lower-case letters and digits. */
function newClientId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(26)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

async function newLinkTokenKey(): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return JSON.stringify({ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256' });
}

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new LocalStackError(`${file} is unreadable (${(error as Error).message}): restore or delete it`);
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((done, fail) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.removeListener('listening', onListening);
      fail(error);
    };
    const onListening = () => {
      server.removeListener('error', onError);
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen({ port, host, exclusive: true });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    if (!server.listening) return done();
    server.close(() => done());
    server.closeAllConnections();
  });
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const inMemory = options.inMemory ?? false;
  const tokenValidityMinutes = options.tokenValidityMinutes ?? 60;
  checkJava();

  const dataDir = resolve(options.dataDir ?? '.data');
  const cognitoDir = inMemory ? mkdtempSync(join(tmpdir(), 'ripple-cognito-')) : join(dataDir, 'cognito');
  // Emails the API would send (remote-record notifications) land here as files instead.
  const outboxDir = inMemory ? mkdtempSync(join(tmpdir(), 'ripple-outbox-')) : join(dataDir, 'outbox');
  // Spreadsheet imports' uploads: the stand-in for the imports bucket.
  const importDir = inMemory ? mkdtempSync(join(tmpdir(), 'ripple-imports-')) : join(dataDir, 'imports');
  const cleanups: (() => Promise<void> | void)[] = [];
  if (inMemory) {
    cleanups.push(() => rmSync(cognitoDir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(outboxDir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(importDir, { recursive: true, force: true }));
  }
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('while stopping:', error);
      }
    }
  };

  try {
    if (!inMemory) prepareDataDir(dataDir);

    // Listen first: a port in use is reported before the JVM starts. Requests wait until the stack is ready.
    let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' });
      res.end('Ripple is starting\n');
    };
    const servers = [createServer((req, res) => handle(req, res))];
    cleanups.push(() => Promise.all(servers.map(closeServer)).then(() => undefined));
    let port: number;
    try {
      port = await listen(servers[0]!, options.port ?? 3000, '127.0.0.1');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' || code === 'EACCES') {
        throw new LocalStackError(`Port ${options.port ?? 3000} is in use: stop what uses it or set PORT`);
      }
      throw error;
    }
    // Browsers may resolve *.localhost to ::1; listen there too when the machine has IPv6 loopback.
    const v6 = createServer((req, res) => handle(req, res));
    try {
      await listen(v6, port, '::1');
      servers.push(v6);
    } catch {
      // No IPv6 loopback (or taken): IPv4 is enough.
    }
    const url = `http://127.0.0.1:${port}`;

    const stateFile = join(dataDir, 'stack.json');
    const keyFile = join(dataDir, 'link-token-key.json');
    const state: StackState = (!inMemory && readJson<StackState>(stateFile)) || {
      userPoolId: LOCAL_USER_POOL_ID,
      userPoolClientId: newClientId(),
    };
    // The handlers this process hosts load the key once, as a Lambda container does: a second in-memory stack in
    // the same process (the benchmarks start several) keeps the key they already hold.
    let linkTokenPrivateJwk = inMemory
      ? process.env.LINK_TOKEN_PRIVATE_JWK
      : existsSync(keyFile)
        ? readFileSync(keyFile, 'utf8')
        : undefined;
    if (!linkTokenPrivateJwk) {
      linkTokenPrivateJwk = await newLinkTokenKey();
      if (!inMemory) writeFileAtomicSync(keyFile, linkTokenPrivateJwk, 0o600);
    }
    const saveState = () => {
      // Atomic: a crash while it is written must not leave a file the next start cannot read.
      if (!inMemory) writeFileAtomicSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
    };
    // One app client per brand, as in the cloud; a brand added since the last start gets its client now.
    const { knownBrands } = await import('../../functions/edge/build-edge-code.ts');
    state.brandClientIds ??= {};
    for (const brand of knownBrands()) {
      if (brand !== 'default') state.brandClientIds[brand] ??= newClientId();
    }
    const hostedLoginClientIds: Record<string, string> = {
      default: state.userPoolClientId,
      ...state.brandClientIds,
    };
    saveState();

    // The handlers' environment (docs/runtime-contracts.md). Set before they are imported; the SDK reads the
    // per-service endpoint variables itself.
    const dynamoPort = await freePort();
    // Persistent data: the handlers reach DynamoDB Local through a proxy that makes transactions durable.
    const apiDynamoPort = inMemory ? dynamoPort : await freePort();
    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE_NAME,
      USER_POOL_ID: state.userPoolId,
      LINK_TOKEN_PRIVATE_JWK: linkTokenPrivateJwk,
      AWS_REGION: LOCAL_REGION,
      AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${apiDynamoPort}`,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${url}/cognito`,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      // Never look for instance credentials on the network.
      AWS_EC2_METADATA_DISABLED: 'true',
      // The machines run Node 20 (ARCHITECTURE §7); the Lambdas run Node 22, so the SDK's notice is noise here.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      OUTBOX_DIR: outboxDir,
      IMPORT_DIR: importDir,
      // The job Lambda, invoked as in the cloud through Lambda's API, which this server emulates (dev-lambda.ts).
      IMPORT_FUNCTION_NAME: LOCAL_IMPORT_FUNCTION_NAME,
      AWS_ENDPOINT_URL_LAMBDA: url,
      // Links in emails open the app as a person would, on the default brand.
      SITE_URL: `http://app.localhost:${port}`,
    });
    const payments =
      options.localPayments &&
      !process.env.BILLING_API_KEY &&
      !process.env.BILLING_SECRET_ARN &&
      !process.env.PATRON_PAYMENT_LINKS
        ? createDevPayments()
        : undefined;
    if (payments)
      Object.assign(
        process.env,
        localPaymentsEnv(url, `http://app.localhost:${port}`, process.env.BILLING_WEBHOOK_SECRET),
      );
    delete process.env.AWS_SESSION_TOKEN;
    delete process.env.AWS_PROFILE;
    process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';

    // Imported while the JVM starts; that is most of the cold start.
    const graphqlHandler = import('../../functions/src/graphql/handler.ts').then(
      (m) => m.handler as GraphqlHandler,
    );
    const authorizerHandler = import('../../functions/src/authorizer/handler.ts').then(
      (m) => m.handler as unknown as AuthorizerHandler,
    );
    graphqlHandler.catch(() => undefined);
    authorizerHandler.catch(() => undefined);

    const [dynamo, cognito] = await Promise.all([
      startDynamoDb({ inMemory, dbPath: join(dataDir, 'dynamodb'), port: dynamoPort }).then(
        async (db: LocalDynamoDb) => {
          cleanups.push(() => db.stop());
          if (!inMemory) {
            const proxy = await startDurableTransactionsProxy(db.endpoint, apiDynamoPort);
            cleanups.push(() => proxy.close());
          }
          return db;
        },
      ),
      startCognito({
        dataDir: cognitoDir,
        userPoolId: state.userPoolId,
        clientId: state.userPoolClientId,
        moreClientIds: Object.values(state.brandClientIds),
        tokenValidityMinutes,
        outboxDir,
        verbose: options.verbose,
        // As the cloud pool's relying party is its managed-login domain: passkeys are made and used on the
        // hosted login's pages.
        passkeys: { rpId: 'login.localhost', origin: `http://${loginHost(port)}` },
      }).catch((error: unknown) => {
        throw error instanceof UnreadableStoreError ? new LocalStackError(error.message) : error;
      }),
    ]);
    void dynamo;
    // The billing handler verifies staff ID tokens itself (it is no AppSync field): cognito-local's issuer and JWKS.
    Object.assign(process.env, {
      USER_POOL_CLIENT_ID: Object.values(hostedLoginClientIds).join(','),
      STAFF_TOKEN_ISSUER: cognito.issuer,
      STAFF_TOKEN_JWKS_URL: `${url}/cognito/${state.userPoolId}/.well-known/jwks.json`,
    });

    const schema = loadAppSyncSchema([join(ROOT, 'infra/appsync/aws.graphql'), join(ROOT, 'schema.graphql')]);
    const emulator = createAppSyncEmulator(schema, {
      cognito: {
        issuer: cognito.issuer,
        clientId: cognito.clientId,
        clientIds: Object.values(hostedLoginClientIds),
        publicJwk: cognito.publicJwk,
      },
      graphqlHandler: () => graphqlHandler,
      authorizerHandler: () => authorizerHandler,
    });
    const { loadEdgeHandler } = await import('../../functions/edge/build-edge-code.ts');
    const edge = loadEdgeHandler() as unknown as EdgeFunction;

    const hostedLoginOrigin = `http://${loginHost(port)}`;
    const hostedLogin = createHostedLogin({
      clients: localClients(hostedLoginClientIds, port),
      cognito,
      brandsDir: join(WEB_DIR, 'src', 'brands'),
      knownBrands: knownBrands(),
      userPoolId: state.userPoolId,
      // The cloud pool's trigger itself, imported once the handlers' environment (SITE_URL) is set above.
      preAuthentication: (await import('../../functions/src/pre-authentication/handler.ts')).handler,
    });

    let vite: Middleware | undefined;
    if (options.dev) {
      const { createServer: createViteServer } = await import('vite');
      const devServer = await createViteServer({
        root: WEB_DIR,
        configFile: join(WEB_DIR, 'vite.config.ts'),
        appType: 'spa',
        server: { middlewareMode: true, hmr: { server: servers[0]! } },
      });
      cleanups.push(() => devServer.close());
      vite = devServer.middlewares as unknown as Middleware;
    }

    const lambda = createDevLambda({
      region: LOCAL_REGION,
      functions: {
        // As the construct deploys it (infra/lib/constructs/imports.ts): 15 minutes, 1024 MB.
        [LOCAL_IMPORT_FUNCTION_NAME]: {
          handler: () =>
            import('../../functions/src/imports/handler.ts').then(
              (m) => m.handler as unknown as LambdaHandler,
            ),
          timeoutMs: 15 * 60_000,
          memoryMB: 1024,
        },
      },
    });
    // Before the table stops (cleanups run last first): a job under way finishes its step, for a while.
    cleanups.push(() =>
      Promise.race([lambda.idle(), new Promise<void>((done) => setTimeout(done, 5_000).unref())]),
    );

    handle = createRequestHandler({
      edge,
      cognito,
      emulator,
      spaConfig: {
        region: LOCAL_REGION,
        userPoolId: state.userPoolId,
        userPoolClientId: state.userPoolClientId,
        hostedLogin: {
          origin: hostedLoginOrigin,
          clientIds: hostedLoginClientIds,
          scopes: [...ALLOWED_SCOPES],
          appOrigins: localAppOrigins(hostedLoginClientIds, port),
        },
      },
      hostedLogin: { host: loginHost(port), handle: hostedLogin },
      // WEB_DIST lets parallel checkouts of the suite serve their own build.
      webDist: process.env.WEB_DIST ?? join(WEB_DIR, 'dist'),
      outboxDir,
      importDir,
      lambda,
      exportHandler: () =>
        import('../../functions/src/export/handler.ts').then(
          (m) => m.handler as unknown as FunctionUrlHandler,
        ),
      billingHandler: () =>
        import('../../functions/src/billing/handler.ts').then(
          (m) => m.handler as unknown as FunctionUrlHandler,
        ),
      vite,
      webSrc: join(WEB_DIR, 'src'),
      ...(payments ? { payments } : {}),
    });

    if (!inMemory && !state.reportSummaries) {
      const { backfillReportSummaries } =
        await import('../../functions/src/domains/records/report-summary-backfill.ts');
      await backfillReportSummaries();
      state.reportSummaries = true;
      saveState();
    }

    if (!inMemory && !state.organisationList) {
      const { backfillOrganisationList } =
        await import('../../functions/src/domains/ops/organisation-list-backfill.ts');
      await backfillOrganisationList();
      state.organisationList = true;
      saveState();
    }

    if (!inMemory && !state.answeredQuestions) {
      const { backfillAnsweredQuestions } =
        await import('../../functions/src/domains/questionnaires/answered-questions-backfill.ts');
      const { skipped } = await backfillAnsweredQuestions();
      // A questionnaire whose records kept being made meanwhile is tried again on the next start.
      state.answeredQuestions = skipped.length === 0;
      saveState();
    }

    if (!inMemory && !state.operatorRecords) {
      await recordExistingOperators(cognito, state.userPoolId);
      state.operatorRecords = true;
      saveState();
    }

    let seeded = false;
    if (options.seed && (inMemory || !state.seeded)) {
      const demo = { ...DEFAULT_DEMO, ...options.seed };
      seeded = await createDemoAccount(url, demo, state.userPoolId);
      if (seeded) await seedDemoWork(url, state.userPoolClientId, demo);
      state.seeded = true;
      saveState();
    }

    return {
      url,
      port,
      userPoolId: state.userPoolId,
      userPoolClientId: state.userPoolClientId,
      issuer: cognito.issuer,
      linkTokenPrivateJwk,
      outboxDir,
      hostedLogin: { origin: hostedLoginOrigin, clientIds: hostedLoginClientIds },
      seeded,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
