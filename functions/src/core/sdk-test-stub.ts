import { Readable } from 'node:stream';

import { vi } from 'vitest';

/**
 * For the data layer's unit tests: a request handler that answers every request with one DynamoDB JSON body, as
 * DynamoDB would over HTTP, and keeps what was sent.
 */
export const answering = (body: unknown) => ({
  handle: vi.fn(() =>
    Promise.resolve({
      response: {
        statusCode: 200,
        reason: 'OK',
        headers: { 'content-type': 'application/x-amz-json-1.0' },
        body: Readable.from([Buffer.from(JSON.stringify(body))]),
      },
    }),
  ),
});

/** A client configuration that never reaches the network or retries. */
export const stubConfig = {
  region: 'eu-west-2',
  endpoint: 'http://127.0.0.1:8000',
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  maxAttempts: 1,
};
