import { Readable } from 'node:stream';

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';

import { createDocumentClient } from './document-client.ts';

/** Answers every request with one DynamoDB JSON body, as DynamoDB would over HTTP. */
const answering = (body: unknown) => ({
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

const config = {
  region: 'eu-west-2',
  endpoint: 'http://127.0.0.1:8000',
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  maxAttempts: 1,
};

describe('createDocumentClient', () => {
  it('hands no copy of requests and responses to the SDK logger', async () => {
    // Prepare
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const client = createDocumentClient({
      ...config,
      logger,
      requestHandler: answering({ Item: { pk: { S: 'ORG#1' } } }),
    });
    // Act
    await client.send(new GetCommand({ TableName: 't', Key: { pk: 'ORG#1', sk: 'ORG' } }));
    // Assess
    expect(logger.info).not.toHaveBeenCalled();
  });

  it('still marshals input and unmarshals output, dropping undefined values', async () => {
    // Prepare
    const handler = answering({ Item: { pk: { S: 'ORG#1' }, count: { N: '2' } } });
    const client = createDocumentClient({ ...config, requestHandler: handler });
    // Act
    const { Item } = await client.send(
      new GetCommand({ TableName: 't', Key: { pk: 'ORG#1', sk: 'ORG', gone: undefined } }),
    );
    // Assess
    expect(Item).toEqual({ pk: 'ORG#1', count: 2 });
    const [request] = handler.handle.mock.calls[0] as unknown as [{ body: Uint8Array }];
    expect(JSON.parse(new TextDecoder().decode(request.body))).toEqual({
      TableName: 't',
      Key: { pk: { S: 'ORG#1' }, sk: { S: 'ORG' } },
    });
  });
});
