import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';

import { createDocumentClient, createItemClient } from './document-client.ts';
import { answering, stubConfig as config } from './sdk-test-stub.ts';

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

describe('createItemClient', () => {
  const item = {
    pk: { S: 'ORG#1' },
    sk: { S: 'MTG#1' },
    answers: { M: { q1: { M: { answer: { N: '2' } } } } },
  };

  it('sends the bare commands with the values converted, and converts the answer', async () => {
    // Prepare
    const handler = answering({ Attributes: item });
    const client = createItemClient({ ...config, requestHandler: handler });
    // Act
    const attributes = await client.update({
      TableName: 't',
      Key: { pk: 'ORG#1', sk: 'MTG#1' },
      UpdateExpression: 'SET #a.#q = :a',
      ExpressionAttributeNames: { '#a': 'answers', '#q': 'q1' },
      ExpressionAttributeValues: { ':a': { answer: 2, notes: undefined } },
      ReturnValues: 'ALL_NEW',
    });
    // Assess
    expect(attributes).toEqual({ pk: 'ORG#1', sk: 'MTG#1', answers: { q1: { answer: 2 } } });
    const [request] = handler.handle.mock.calls[0] as unknown as [
      { body: Uint8Array; headers: Record<string, string> },
    ];
    expect(request.headers['x-amz-target']).toBe('DynamoDB_20120810.UpdateItem');
    expect(JSON.parse(new TextDecoder().decode(request.body))).toEqual({
      TableName: 't',
      Key: { pk: { S: 'ORG#1' }, sk: { S: 'MTG#1' } },
      UpdateExpression: 'SET #a.#q = :a',
      ExpressionAttributeNames: { '#a': 'answers', '#q': 'q1' },
      ExpressionAttributeValues: { ':a': { M: { answer: { N: '2' } } } },
      ReturnValues: 'ALL_NEW',
    });
  });

  it('sends each call its own input although the middleware is resolved once', async () => {
    // Prepare
    const handler = answering({
      Items: [item],
      LastEvaluatedKey: { pk: { S: 'ORG#1' }, sk: { S: 'MTG#1' } },
    });
    const client = createItemClient({ ...config, requestHandler: handler });
    const query = (pk: string) =>
      client.query({
        TableName: 't',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
      });
    // Act
    await query('ORG#1');
    handler.handle.mockImplementationOnce(answering({ Items: [] }).handle);
    const second = await query('ORG#2');
    // Assess
    expect(second).toEqual({ Items: [] });
    const bodies = (handler.handle.mock.calls as unknown as [{ body: Uint8Array }][]).map(
      ([request]) =>
        JSON.parse(new TextDecoder().decode(request.body)) as { ExpressionAttributeValues: unknown },
    );
    expect(bodies.map((body) => body.ExpressionAttributeValues)).toEqual([
      { ':pk': { S: 'ORG#1' } },
      { ':pk': { S: 'ORG#2' } },
    ]);
  });

  it('hands no copy of requests and responses to the SDK logger', async () => {
    // Prepare
    const logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const client = createItemClient({ ...config, logger, requestHandler: answering({ Item: item }) });
    // Act
    const read = await client.get({ TableName: 't', Key: { pk: 'ORG#1', sk: 'MTG#1' } });
    // Assess
    expect(read).toEqual({ pk: 'ORG#1', sk: 'MTG#1', answers: { q1: { answer: 2 } } });
    expect(logger.info).not.toHaveBeenCalled();
  });
});
