import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

import { serviceEndpoint, signedPostHeaders, signerFor } from './aws-signer.ts';

/**
 * DynamoDB's JSON API spoken directly (docs/decisions.md, "The hot reads without the SDK's pipeline"): a signed
 * `POST /` with the operation in `X-Amz-Target` and its input, in DynamoDB's wire format, as the body
 * (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Programming.LowLevelAPI.html). The SDK sends the
 * same request; its pipeline around it (endpoint rules, schema serde, user agent, retry tokens) was more than half of
 * the CPU of an answer's six calls. Only the client of the hot reads and the answer's write uses it; everything else
 * goes through the SDK.
 */
export type DynamoDbWire = <Output>(operation: string, input: object) => Promise<Output>;

/** What DynamoDB's error body says, with the HTTP status: the SDK's exception of the same name, as far as callers read it. */
export class DynamoDbError extends Error {
  readonly $metadata: { httpStatusCode: number };
  readonly $fault: 'client' | 'server';
  /** The item a failed condition saw, when the request asked for it (`ReturnValuesOnConditionCheckFailure`). */
  readonly Item?: Record<string, unknown>;

  constructor(name: string, message: string, status: number, item?: Record<string, unknown>) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode: status };
    this.$fault = status >= 500 ? 'server' : 'client';
    if (item) this.Item = item;
  }
}

/**
 * Errors worth sending again, as the SDK's standard retry strategy treats them: throttling, DynamoDB's own
 * transient faults and any 5xx (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/Programming.Errors.html:
 * "you can retry the request", for these).
 */
const RETRIED = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'InternalServerError',
  'ServiceUnavailable',
  'TransactionInProgressException',
]);
/** Connection failures: a kept-alive socket the server closed meanwhile (DynamoDB Local does), a reset. */
const RETRIED_NETWORK = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED']);

/** The SDK's default: three attempts, the waits full-jitter exponential from 100 ms, capped at 20 s. */
const MAX_ATTEMPTS = 3;
const backOff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(20_000, 100 * 2 ** attempt)));

const retryable = (error: unknown): boolean => {
  if (error instanceof DynamoDbError) return RETRIED.has(error.name) || error.$fault === 'server';
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && RETRIED_NETWORK.has(code);
};

/**
 * JSON of an input, binary attribute values (`B`, `BS`) base64-encoded as DynamoDB's JSON carries them; nothing of
 * ours stores binary, but a Uint8Array must never go out as JSON of its bytes.
 */
const bodyOf = (input: object) =>
  JSON.stringify(input, (_key, value: unknown) =>
    value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
  );

const decodeBinary = (key: string, value: unknown) => {
  if (key === 'B' && typeof value === 'string') return new Uint8Array(Buffer.from(value, 'base64'));
  if (key === 'BS' && Array.isArray(value))
    return value.map((each: string) => new Uint8Array(Buffer.from(each, 'base64')));
  return value;
};

/**
 * A JSON answer, its binary values as Uint8Array as the SDK gives them. The reviver runs only when the answer has a
 * `B` or `BS` key: a quote inside a string value is escaped, so `"B":` is a key (`"BEN#…"` values do not match).
 */
const parseAnswer = (text: string): unknown =>
  text.includes('"B":') || text.includes('"BS":') ? JSON.parse(text, decodeBinary) : JSON.parse(text);

const readAll = (response: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });

type ErrorBody = { __type?: string; message?: string; Message?: string; Item?: Record<string, unknown> };

const errorOf = (status: number, text: string): DynamoDbError => {
  let body: ErrorBody = {};
  try {
    body = parseAnswer(text) as ErrorBody;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  // `__type` is `com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException`: the name is after the '#'.
  const name = body.__type?.split('#').pop() || (status >= 500 ? 'InternalServerError' : 'UnknownError');
  return new DynamoDbError(
    name,
    body.message ?? body.Message ?? `DynamoDB answered ${status}`,
    status,
    body.Item,
  );
};

export type DynamoDbWireOptions = {
  region: () => string;
  /** Where DynamoDB is: the SDK's own endpoint settings, read at the first call (dynamoDbEndpoint). */
  endpoint: () => URL;
};

/** DynamoDB's endpoint as the AWS SDKs choose it (serviceEndpoint; https://docs.aws.amazon.com/general/latest/gr/ddb.html). */
export const dynamoDbEndpoint = (env: {
  AWS_REGION: string;
  AWS_ENDPOINT_URL_DYNAMODB?: string | undefined;
  AWS_ENDPOINT_URL?: string | undefined;
}): URL =>
  serviceEndpoint('dynamodb', env.AWS_REGION, {
    service: env.AWS_ENDPOINT_URL_DYNAMODB,
    global: env.AWS_ENDPOINT_URL,
  });

/**
 * A sender of DynamoDB operations: each one signed with the function's credentials (aws-signer.ts), on kept-alive
 * connections as the SDK keeps them, sent again after a retryable failure, and refused with a `DynamoDbError` named
 * as DynamoDB names it (so `isConditionCheckFailed` and our other checks of `error.name` read it as the SDK's).
 */
export const createDynamoDbWire = (options: DynamoDbWireOptions): DynamoDbWire => {
  let target: { url: URL; https: boolean; agent: HttpAgent } | undefined;
  let signer: ReturnType<typeof signerFor> | undefined;
  const endpoint = () => {
    if (!target) {
      const url = options.endpoint();
      const https = url.protocol === 'https:';
      // The SDK's own connection settings (its NodeHttpHandler): kept alive, at most 50 sockets at once.
      const settings = { keepAlive: true, maxSockets: 50 };
      target = { url, https, agent: https ? new HttpsAgent(settings) : new HttpAgent(settings) };
    }
    return target;
  };

  const sendOnce = async <Output>(operation: string, body: string): Promise<Output> => {
    const { url, https, agent } = endpoint();
    signer ??= signerFor('dynamodb', options.region());
    const path = url.pathname || '/';
    const headers = await signedPostHeaders(
      signer,
      url,
      path,
      {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDB_20120810.${operation}`,
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    );
    const send = https ? httpsRequest : httpRequest;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = send(
        { agent, method: 'POST', hostname: url.hostname, port: url.port, path, headers },
        resolve,
      );
      request.on('error', reject);
      request.end(body);
    });
    const text = await readAll(response);
    const status = response.statusCode ?? 500;
    if (status < 200 || status > 299) throw errorOf(status, text);
    return parseAnswer(text) as Output;
  };

  return async <Output>(operation: string, input: object) => {
    const body = bodyOf(input);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await sendOnce<Output>(operation, body);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !retryable(error)) throw error;
        await backOff(attempt);
      }
    }
  };
};
