import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';

import { fromAttributes, toAttributes } from './attribute-values.ts';
import { createDocumentClient } from './document-client.ts';
import { answering, stubConfig as config } from './sdk-test-stub.ts';

const sentBody = (handler: ReturnType<typeof answering>) => {
  const [request] = handler.handle.mock.calls[0] as unknown as [{ body: Uint8Array }];
  return JSON.parse(new TextDecoder().decode(request.body)) as Record<string, unknown>;
};

/** Every type our items hold, nested as records, questionnaires and answers nest them. */
const values = {
  pk: 'ORG#1',
  count: 3,
  share: -0.25,
  done: false,
  nothing: null,
  gone: undefined,
  tags: ['a', 'b', undefined],
  answers: { q1: { answer: 2, notes: 'why', skipped: undefined }, q2: { answer: 4 } },
  labels: [{ value: 1, label: 'Low' }],
  answered: new Set(['q1', 'q2']),
  scores: new Set([1, 2]),
  empty: {},
  none: [],
};

describe('attribute values', () => {
  it('marshals as the document client does with removeUndefinedValues', async () => {
    // Prepare
    const handler = answering({});
    const client = createDocumentClient({ ...config, requestHandler: handler });
    await client.send(
      new UpdateCommand({
        TableName: 't',
        Key: { pk: 'ORG#1', sk: 'X' },
        UpdateExpression: 'SET a = :a',
        ExpressionAttributeValues: values,
      }),
    );
    const { ExpressionAttributeValues: documentClients } = sentBody(handler);
    // Act
    const ours = toAttributes(values);
    // Assess
    expect(JSON.parse(JSON.stringify(ours))).toEqual(documentClients);
  });

  it('unmarshals as the document client does', async () => {
    // Prepare
    const stored = toAttributes({ ...values, sk: 'X' });
    const client = createDocumentClient({ ...config, requestHandler: answering({ Item: stored }) });
    const { Item: documentClients } = await client.send(
      new GetCommand({ TableName: 't', Key: { pk: 'ORG#1', sk: 'X' } }),
    );
    // Act
    const ours = fromAttributes(stored);
    // Assess
    expect(ours).toEqual(documentClients);
  });

  it('refuses what the document client refuses', () => {
    expect(() => toAttributes({ n: Number.NaN })).toThrow();
    expect(() => toAttributes({ n: Number.MAX_SAFE_INTEGER + 2 })).toThrow();
    expect(() => toAttributes({ s: new Set() })).toThrow();
    expect(() => toAttributes({ m: new Map([['a', 1]]) })).toThrow();
    expect(() => toAttributes({ d: new Date(0) })).toThrow();
  });
});
