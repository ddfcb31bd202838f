import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';

import { signerFor } from '../../functions/src/core/aws-signer.ts';

/** What the local stack's Lambda runs: a handler invoked with an event and a Lambda-like context. */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface LocalFunction {
  /** Loaded at its first invocation, as Lambda starts a function only when it is invoked. */
  handler: () => Promise<LambdaHandler>;
  /** The deployed function's timeout, which `getRemainingTimeInMillis` counts down from. */
  timeoutMs: number;
  memoryMB: number;
}

export interface DevLambdaOptions {
  /** The functions by name, as the deployment names them. */
  functions: Record<string, LocalFunction>;
  region: string;
  /** Where an invocation's error goes; Lambda writes it to the function's log. */
  log?: (line: string) => void;
}

/** The path of Lambda's Invoke (https://docs.aws.amazon.com/lambda/latest/api/API_Invoke.html). */
const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** An error as Lambda's API answers it: the type in a header and in the JSON body. */
const refuse = (res: ServerResponse, status: number, type: string, message: string) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-amzn-errortype': type,
    'x-amzn-requestid': randomUUID(),
  });
  res.end(JSON.stringify({ Type: 'User', message }));
};

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** `20261127T141932Z`, the form of `X-Amz-Date`, as a Date. */
const amzDate = (value: string | undefined): Date | undefined => {
  const iso = value?.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  return iso && iso !== value ? new Date(iso) : undefined;
};

/**
 * Whether the request carries a Signature V4 made with the credentials of this process's environment, which the
 * stack sets to the local ones every handler signs with: the request is signed again as the client signed it (its
 * signed headers, its date, its body) and the two signatures compared. Which caller may invoke which function is
 * IAM's part in the cloud; locally every signer holds the one key.
 */
async function signatureProblem(
  req: IncomingMessage,
  path: string,
  body: Buffer,
  region: string,
): Promise<{ type: string; message: string } | undefined> {
  const authorization = header(req, 'authorization') ?? '';
  const fields =
    /^AWS4-HMAC-SHA256 Credential=([^/,]+)\/[^,]+, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
      authorization,
    );
  const date = amzDate(header(req, 'x-amz-date'));
  if (!fields || !date)
    return {
      type: 'MissingAuthenticationTokenException',
      message: 'Missing Authentication Token: the request must be signed with Signature Version 4',
    };
  const [, accessKeyId, signedHeaders, signature] = fields as unknown as [string, string, string, string];
  if (accessKeyId !== process.env.AWS_ACCESS_KEY_ID)
    return {
      type: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    };
  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(';')) headers[name] = header(req, name) ?? '';
  const expected = await signerFor('lambda', region).sign(
    {
      method: req.method ?? 'POST',
      protocol: 'http:',
      hostname: headers.host ?? '',
      path,
      query: {},
      headers,
      body,
    },
    { signingDate: date },
  );
  if (!String(expected.headers.authorization).endsWith(`Signature=${signature}`))
    return {
      type: 'InvalidSignatureException',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  return undefined;
}

/** A context like the one Lambda passes a handler, with the deployed function's time limit. */
function lambdaContext(functionName: string, fn: LocalFunction, region: string, requestId: string): Context {
  const deadline = Date.now() + fn.timeoutMs;
  const arn = `arn:aws:lambda:${region}:000000000000:function:${functionName}`;
  const deprecated = () => {
    throw new Error('done/fail/succeed are not supported: return a promise');
  };
  return {
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: arn,
    memoryLimitInMB: String(fn.memoryMB),
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: deprecated,
    fail: deprecated,
    succeed: deprecated,
  };
}

/**
 * The local stack's Lambda (docs/decisions.md, "Importing records"): Invoke of the functions it is given, only as
 * an asynchronous invocation (`X-Amz-Invocation-Type: Event`), the one kind Ripple makes. It checks the request as
 * Lambda would (the function exists, the request is signed), answers 202 at once and then runs the handler in this
 * process; an error is logged, as Lambda logs it, and not retried (the import job retries by itself, and its
 * function is configured with no retries).
 */
export function createDevLambda(options: DevLambdaOptions) {
  const log = options.log ?? ((line: string) => console.error(line));
  const running = new Set<Promise<void>>();

  const run = (functionName: string, fn: LocalFunction, event: unknown, requestId: string) => {
    const invocation = (async () => {
      // After the answer, as Lambda queues the event: the caller never waits for the function.
      await new Promise((done) => setImmediate(done));
      try {
        const handler = await fn.handler();
        await handler(event, lambdaContext(functionName, fn, options.region, requestId));
      } catch (error) {
        const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
        // The line Lambda's Node.js runtime writes for a handler's error.
        log(
          `${new Date().toISOString()}\t${requestId}\tERROR\tInvoke Error \t${JSON.stringify({
            errorType: name,
            errorMessage: message,
            stack: stack?.split('\n') ?? [],
          })}`,
        );
      }
    })();
    running.add(invocation);
    void invocation.finally(() => running.delete(invocation));
  };

  return {
    /** Whether it handled the request: an Invoke, answered as Lambda answers it. */
    async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
      const match = INVOKE_PATH.exec(path);
      if (!match || req.method !== 'POST') return false;
      const body = await readBody(req);
      const problem = await signatureProblem(req, path, body, options.region);
      if (problem) {
        refuse(res, 403, problem.type, problem.message);
        return true;
      }
      const functionName = decodeURIComponent(match[1]!);
      const fn = options.functions[functionName];
      if (!fn) {
        refuse(
          res,
          404,
          'ResourceNotFoundException',
          `Function not found: arn:aws:lambda:${options.region}:000000000000:function:${functionName}`,
        );
        return true;
      }
      if (header(req, 'x-amz-invocation-type') !== 'Event') {
        refuse(
          res,
          400,
          'InvalidParameterValueException',
          'The local stack invokes functions asynchronously only (X-Amz-Invocation-Type: Event)',
        );
        return true;
      }
      let event: unknown;
      try {
        event = JSON.parse(body.toString('utf8') || '{}');
      } catch {
        refuse(res, 400, 'InvalidRequestContentException', 'Could not parse request body into json');
        return true;
      }
      const requestId = randomUUID();
      res.writeHead(202, { 'x-amzn-requestid': requestId });
      res.end();
      run(functionName, fn, event, requestId);
      return true;
    },
    /** Waits for the invocations under way, so a stopping stack does not pull the table from under them. */
    async idle(): Promise<void> {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

export type DevLambda = ReturnType<typeof createDevLambda>;
