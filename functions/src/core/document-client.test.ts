import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';

import { createDocumentClient, createItemClient } from './document-client.ts';
import type { DynamoDbWire } from './dynamodb-wire.ts';
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
  /** A wire that answers `answers` in turn and keeps what it was sent. */
  const wireAnswering = (...answers: object[]) => {
    const sent: [string, unknown][] = [];
    const wire = ((operation: string, input: object) => {
      sent.push([operation, input]);
      return Promise.resolve(answers.shift() ?? {});
    }) as DynamoDbWire;
    return { wire, sent };
  };

  it('sends the bare commands with the values converted, and converts the answer', async () => {
    // Prepare
    const { wire, sent } = wireAnswering({ Attributes: item });
    const client = createItemClient(wire);
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
    expect(sent).toEqual([
      [
        'UpdateItem',
        {
          TableName: 't',
          Key: { pk: { S: 'ORG#1' }, sk: { S: 'MTG#1' } },
          UpdateExpression: 'SET #a.#q = :a',
          ExpressionAttributeNames: { '#a': 'answers', '#q': 'q1' },
          ExpressionAttributeValues: { ':a': { M: { answer: { N: '2' } } } },
          ReturnValues: 'ALL_NEW',
        },
      ],
    ]);
  });

  it('reads an item, and a page of a query with where it stopped', async () => {
    // Prepare
    const { wire, sent } = wireAnswering(
      { Item: item },
      { Items: [item], LastEvaluatedKey: { pk: { S: 'ORG#1' }, sk: { S: 'MTG#1' } } },
      {},
    );
    const client = createItemClient(wire);
    // Act
    const read = await client.get({
      TableName: 't',
      Key: { pk: 'ORG#1', sk: 'MTG#1' },
      ConsistentRead: true,
    });
    const page = await client.query({
      TableName: 't',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'ORG#1' },
      ExclusiveStartKey: { pk: 'ORG#1', sk: 'MTG#0' },
    });
    const missing = await client.get({ TableName: 't', Key: { pk: 'ORG#1', sk: 'MTG#2' } });
    // Assess
    expect(read).toEqual({ pk: 'ORG#1', sk: 'MTG#1', answers: { q1: { answer: 2 } } });
    expect(page).toEqual({
      Items: [{ pk: 'ORG#1', sk: 'MTG#1', answers: { q1: { answer: 2 } } }],
      LastEvaluatedKey: { pk: 'ORG#1', sk: 'MTG#1' },
    });
    expect(missing).toBeUndefined();
    expect(sent.map(([operation]) => operation)).toEqual(['GetItem', 'Query', 'GetItem']);
    expect(sent[1]![1]).toEqual({
      TableName: 't',
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': { S: 'ORG#1' } },
      ExclusiveStartKey: { pk: { S: 'ORG#1' }, sk: { S: 'MTG#0' } },
    });
  });

  it('refuses the legacy conditions, which nothing of ours builds, without sending anything', async () => {
    // Prepare
    const { wire, sent } = wireAnswering();
    const client = createItemClient(wire);
    // Act
    const query = client.query({
      TableName: 't',
      KeyConditions: { pk: { ComparisonOperator: 'EQ', AttributeValueList: ['ORG#1'] } },
    });
    // Assess
    await expect(query).rejects.toThrow('use expressions');
    expect(sent).toEqual([]);
  });
});
