import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { signerFor } from '../../functions/src/core/aws-signer.ts';
import { invokerOf } from '../../functions/src/domains/imports/import-launcher.ts';
import type { ImportJobEvent } from '../../functions/src/domains/imports/import-job.ts';
import { createDevLambda } from './dev-lambda.ts';

const FUNCTION = 'ripple-test-import-job';
const TIMEOUT_MS = 15 * 60_000;

const invocations: { event: unknown; context: Context }[] = [];
let failWith: Error | undefined;
/** Holds the function until the test lets it end. */
let held: Promise<void> = Promise.resolve();
const logged: string[] = [];
const lambda = createDevLambda({
  region: 'eu-west-2',
  functions: {
    [FUNCTION]: {
      handler: () =>
        Promise.resolve(async (event: unknown, context: Context) => {
          invocations.push({ event, context });
          await held;
          if (failWith) throw failWith;
        }),
      timeoutMs: TIMEOUT_MS,
      memoryMB: 1024,
    },
  },
  log: (line) => logged.push(line),
});

let server: Server;
let endpoint: string;
const event = { importId: 'imp-1', orgId: 'org-1', step: 'check' } as unknown as ImportJobEvent;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    void lambda.handle(req, res, path).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The launcher's environment, read once: the local stack's (stack.ts).
  vi.stubEnv('AWS_REGION', 'eu-west-2');
  vi.stubEnv('AWS_ENDPOINT_URL_LAMBDA', endpoint);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((done) => server.close(done));
});

const invocationsPath = (name: string) => `/2015-03-31/functions/${name}/invocations`;

describe('the local Lambda (Invoke, asynchronous)', () => {
  it("answers the launcher's signed Invoke with 202, then runs the function with a Lambda-like context", async () => {
    // Prepare
    invocations.length = 0;
    let release = () => {};
    held = new Promise((done) => (release = done));

    // Act: the caller has its answer while the function cannot end yet.
    await invokerOf(FUNCTION)(event);
    release();
    await lambda.idle();

    // Assess
    expect(invocations).toHaveLength(1);
    const [{ event: received, context }] = invocations as [(typeof invocations)[0]];
    expect(received).toEqual(event);
    expect(context.functionName).toBe(FUNCTION);
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(TIMEOUT_MS - 60_000);
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(TIMEOUT_MS);
  });

  it('refuses an unknown function with 404 ResourceNotFoundException, running nothing', async () => {
    // Prepare
    invocations.length = 0;

    // Act
    const invoking = invokerOf('ripple-no-such-function')(event);

    // Assess
    await expect(invoking).rejects.toThrow(/404 .*Function not found/);
    await lambda.idle();
    expect(invocations).toEqual([]);
  });

  it('refuses an unsigned request with 403, running nothing', async () => {
    // Prepare
    invocations.length = 0;

    // Act
    const response = await fetch(`${endpoint}${invocationsPath(FUNCTION)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
      body: JSON.stringify(event),
    });

    // Assess
    expect(response.status).toBe(403);
    expect(response.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');
    await lambda.idle();
    expect(invocations).toEqual([]);
  });

  it('refuses a request whose body is not the one signed (InvalidSignatureException)', async () => {
    // Prepare
    invocations.length = 0;
    const host = new URL(endpoint).host;
    const signed = await signerFor('lambda', 'eu-west-2').sign({
      method: 'POST',
      protocol: 'http:',
      hostname: '127.0.0.1',
      path: invocationsPath(FUNCTION),
      query: {},
      headers: { host, 'content-type': 'application/json', 'x-amz-invocation-type': 'Event' },
      body: JSON.stringify(event),
    });

    // Act
    const response = await fetch(`${endpoint}${invocationsPath(FUNCTION)}`, {
      method: 'POST',
      headers: signed.headers,
      body: JSON.stringify({ ...event, orgId: 'another-org' }),
    });

    // Assess
    expect(response.status).toBe(403);
    expect(response.headers.get('x-amzn-errortype')).toBe('InvalidSignatureException');
    await lambda.idle();
    expect(invocations).toEqual([]);
  });

  it("logs a function's error as Lambda does, after the caller's 202", async () => {
    // Prepare
    invocations.length = 0;
    logged.length = 0;
    failWith = new Error('the table is gone');

    // Act
    await invokerOf(FUNCTION)(event);
    await lambda.idle();
    failWith = undefined;

    // Assess
    expect(invocations).toHaveLength(1);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /\tERROR\tInvoke Error \t\{"errorType":"Error","errorMessage":"the table is gone"/,
    );
  });
});
