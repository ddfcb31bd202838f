import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { isConditionCheckFailed } from 'dynamodb-toolbox';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { signerFor } from './aws-signer.ts';
import { createDynamoDbWire, dynamoDbEndpoint } from './dynamodb-wire.ts';
import { answering } from './sdk-test-stub.ts';

const REGION = 'eu-west-2';
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session-token' };

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
/**
 * What the fake DynamoDB answers next: a status and a body, `reset` to drop the connection before answering, or
 * `cut` to drop it halfway through the answer.
 */
type Answer = { status: number; body: unknown } | 'reset' | 'cut';

const received: Received[] = [];
let answers: Answer[] = [];
let server: Server;
let endpoint: URL;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.shift() ?? { status: 200, body: {} };
      if (answer === 'reset') {
        req.socket.destroy();
        return;
      }
      if (answer === 'cut') {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'content-length': '100' });
        res.write('{"Item":', () => req.socket.destroy());
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  answers = [];
  vi.stubEnv('AWS_ACCESS_KEY_ID', CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', CREDENTIALS.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', CREDENTIALS.sessionToken);
  // No wait between attempts (the back-off draws its jitter from Math.random).
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const wire = () => createDynamoDbWire({ region: () => REGION, endpoint: () => endpoint });
const GET = { TableName: 't', Key: { pk: { S: 'ORG#1' }, sk: { S: 'ORG' } }, ConsistentRead: true };

/** The request the SDK's own DynamoDB client signs for `input`, caught before it would be sent. */
const sdkRequest = async (input: typeof GET) => {
  const handler = answering({});
  const client = new DynamoDBClient({
    region: REGION,
    endpoint: endpoint.origin,
    credentials: CREDENTIALS,
    maxAttempts: 1,
    requestHandler: handler,
  });
  await client.send(new GetItemCommand(input));
  const [request] = handler.handle.mock.calls[0] as unknown as [
    { headers: Record<string, string>; body: Uint8Array | string; path: string; method: string },
  ];
  const body = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
  return { ...request, body };
};

/** `x-amz-date` (20261127T171500Z) as the Date it names. */
const dateOf = (amzDate: string) =>
  new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

describe('createDynamoDbWire', () => {
  it('signs a request exactly as the SDK signs it for DynamoDB (service, region, session token, no checksum)', async () => {
    // Prepare
    const sdk = await sdkRequest(GET);
    const { authorization, ...headers } = sdk.headers;
    // Act
    const signed = await signerFor('dynamodb', REGION).sign(
      {
        method: sdk.method,
        protocol: 'http:',
        hostname: endpoint.hostname,
        port: Number(endpoint.port),
        path: sdk.path,
        query: {},
        headers,
        body: sdk.body,
      },
      { signingDate: dateOf(headers['x-amz-date']!) },
    );
    // Assess
    expect(signed.headers.authorization).toBe(authorization);
  });

  it('sends the SDK’s operation, body and content type, signed over its headers with the session token', async () => {
    // Prepare
    answers = [{ status: 200, body: { Item: { pk: { S: 'ORG#1' } } } }];
    const sdk = await sdkRequest(GET);
    // Act
    const output = await wire()<{ Item: unknown }>('GetItem', GET);
    // Assess
    expect(output).toEqual({ Item: { pk: { S: 'ORG#1' } } });
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/');
    expect(JSON.parse(request!.body)).toEqual(JSON.parse(sdk.body));
    expect(request?.headers['x-amz-target']).toBe(sdk.headers['x-amz-target']);
    expect(request?.headers['content-type']).toBe(sdk.headers['content-type']);
    expect(request?.headers['x-amz-security-token']).toBe(CREDENTIALS.sessionToken);
    expect(request?.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${CREDENTIALS.accessKeyId}/\\d{8}/${REGION}/dynamodb/aws4_request, ` +
          'SignedHeaders=content-length;content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$',
      ),
    );
  });

  it('carries a signature DynamoDB can check: the same one computed again from what arrived', async () => {
    // Prepare
    const send = wire();
    // Act
    await send('GetItem', GET);
    // Assess
    const [request] = received;
    const names = /SignedHeaders=([^,]+)/.exec(String(request?.headers.authorization))![1]!.split(';');
    const signed = await signerFor('dynamodb', REGION).sign(
      {
        method: 'POST',
        protocol: 'http:',
        hostname: endpoint.hostname,
        port: Number(endpoint.port),
        path: '/',
        query: {},
        headers: Object.fromEntries(names.map((name) => [name, String(request?.headers[name])])),
        body: request!.body,
      },
      { signingDate: dateOf(String(request?.headers['x-amz-date'])) },
    );
    expect(signed.headers.authorization).toBe(request?.headers.authorization);
  });

  it('refuses with the error DynamoDB names, its item and status, at once when it is not worth retrying', async () => {
    // Prepare
    answers = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
          Item: { pk: { S: 'ORG#1' } },
        },
      },
    ];
    // Act
    const error = await wire()('UpdateItem', GET).catch((caught: unknown) => caught);
    // Assess
    expect(error).toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
      Item: { pk: { S: 'ORG#1' } },
      $metadata: { httpStatusCode: 400 },
    });
    expect(isConditionCheckFailed(error)).toBe(true);
    expect(received).toHaveLength(1);
  });

  it('sends again after throttling and after a dropped connection, then answers', async () => {
    // Prepare
    answers = [
      {
        status: 400,
        body: { __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException', message: 'slow down' },
      },
      'reset',
      { status: 200, body: { Item: { pk: { S: 'ORG#1' } } } },
    ];
    // Act
    const output = await wire()('GetItem', GET);
    // Assess
    expect(output).toEqual({ Item: { pk: { S: 'ORG#1' } } });
    expect(received).toHaveLength(3);
  });

  it('sends again when the connection drops halfway through the answer', async () => {
    // Prepare
    answers = ['cut', { status: 200, body: { Item: { pk: { S: 'ORG#1' } } } }];
    // Act
    const output = await wire()('GetItem', GET);
    // Assess
    expect(output).toEqual({ Item: { pk: { S: 'ORG#1' } } });
    expect(received).toHaveLength(2);
  });

  it('gives up after three attempts at a server fault', async () => {
    // Prepare
    answers = Array.from({ length: 4 }, () => ({ status: 500, body: { message: 'boom' } }));
    // Act
    const error = await wire()('GetItem', GET).catch((caught: unknown) => caught);
    // Assess
    expect(error).toMatchObject({ name: 'InternalServerError', $metadata: { httpStatusCode: 500 } });
    expect(received).toHaveLength(3);
  });

  it('carries binary values base64-encoded both ways, as DynamoDB’s JSON does', async () => {
    // Prepare
    answers = [{ status: 200, body: { Item: { b: { B: 'AQID' }, bs: { BS: ['BA=='] } } } }];
    // Act
    const output = await wire()('GetItem', { TableName: 't', Key: { pk: { B: new Uint8Array([1, 2, 3]) } } });
    // Assess
    expect(JSON.parse(received[0]!.body)).toEqual({ TableName: 't', Key: { pk: { B: 'AQID' } } });
    expect(output).toEqual({
      Item: { b: { B: new Uint8Array([1, 2, 3]) }, bs: { BS: [new Uint8Array([4])] } },
    });
  });
});

describe('dynamoDbEndpoint', () => {
  it('takes the service’s endpoint setting, else the global one, else the region’s public endpoint', () => {
    // Prepare
    const region = { AWS_REGION: 'eu-west-2' };
    // Act
    const endpoints = [
      dynamoDbEndpoint({
        ...region,
        AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:8000',
        AWS_ENDPOINT_URL: 'http://x',
      }),
      dynamoDbEndpoint({ ...region, AWS_ENDPOINT_URL: 'http://127.0.0.1:4566' }),
      dynamoDbEndpoint(region),
    ];
    // Assess
    expect(endpoints.map(String)).toEqual([
      'http://127.0.0.1:8000/',
      'http://127.0.0.1:4566/',
      'https://dynamodb.eu-west-2.amazonaws.com/',
    ]);
  });
});
