import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type {
  AttributeValue,
  DynamoDBClientConfig,
  GetItemOutput,
  QueryOutput,
  UpdateItemOutput,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GetCommandInput, QueryCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

import { fromAttributes, toAttributes, type Item } from './attribute-values.ts';
import type { DynamoDbWire } from './dynamodb-wire.ts';

/**
 * The document client of the data layer. The SDK's logger middleware deep-copies every request and response
 * through its sensitive-data filter before calling the client's logger, even the default no-op one: for a Query of
 * a page of records that copy cost about as much as unmarshalling it. The SDK logs nothing of ours, so the
 * middleware goes; errors still reach the caller as before.
 */
export const createDocumentClient = (config: DynamoDBClientConfig): DynamoDBDocumentClient => {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(config), {
    marshallOptions: { removeUndefinedValues: true },
  });
  client.middlewareStack.remove('loggerMiddleware');
  return client;
};

/** The reads and the write every request makes (item-reader.ts), in the document client's shapes. */
export type ItemClient = {
  get(input: GetCommandInput): Promise<Item | undefined>;
  query(input: QueryCommandInput): Promise<{ Items: Item[]; LastEvaluatedKey?: Item }>;
  update(input: UpdateCommandInput): Promise<Item | undefined>;
};

const attributesOf = (values: Record<string, unknown> | undefined) => values && toAttributes(values);
const itemOf = (attributes: Record<string, AttributeValue> | undefined) =>
  attributes && fromAttributes(attributes);

/**
 * The client of the hot reads and the answer's write: their commands sent as DynamoDB's JSON by `wire`
 * (dynamodb-wire.ts) rather than through the SDK's pipeline, their values converted here as the document client
 * converts them (attribute-values.ts). The SDK's GetItem cost this process about 0.45 ms of CPU, the same request
 * sent by `wire` about 0.15 ms, on every one of an answer's six calls (docs/decisions.md, issue 35).
 */
export const createItemClient = (wire: DynamoDbWire): ItemClient => ({
  async get({ Key, ...input }) {
    const { Item } = await wire<GetItemOutput>('GetItem', { ...input, Key: attributesOf(Key) });
    return itemOf(Item);
  },
  async query({ ExpressionAttributeValues, ExclusiveStartKey, KeyConditions, QueryFilter, ...input }) {
    // The legacy conditions are the document client's too, but nothing of ours builds them.
    if (KeyConditions || QueryFilter) throw new Error('item client: use expressions, not KeyConditions');
    const { Items = [], LastEvaluatedKey } = await wire<QueryOutput>('Query', {
      ...input,
      ExpressionAttributeValues: attributesOf(ExpressionAttributeValues),
      ExclusiveStartKey: attributesOf(ExclusiveStartKey),
    });
    const last = itemOf(LastEvaluatedKey);
    return { Items: Items.map(fromAttributes), ...(last ? { LastEvaluatedKey: last } : {}) };
  },
  async update({ Key, ExpressionAttributeValues, AttributeUpdates, Expected, ...input }) {
    if (AttributeUpdates || Expected) throw new Error('item client: use expressions, not AttributeUpdates');
    const { Attributes } = await wire<UpdateItemOutput>('UpdateItem', {
      ...input,
      Key: attributesOf(Key),
      ExpressionAttributeValues: attributesOf(ExpressionAttributeValues),
    });
    return itemOf(Attributes);
  },
});
