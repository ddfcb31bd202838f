import { DynamoDBClient, GetItemCommand, QueryCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { AttributeValue, DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { GetCommandInput, QueryCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

import { fromAttributes, toAttributes, type Item } from './attribute-values.ts';

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
 * The client of the hot reads and the answer's write: the bare SDK client with its middleware resolved once per
 * command class (`cacheMiddleware`, a documented client option), its values converted here as the document client
 * converts them (attribute-values.ts). The document client cannot cache its middleware (its commands wrap the
 * bare command of each call), so each of its calls sorts both stacks again: about 0.13 ms of a 0.57 ms GetItem,
 * on every one of an answer's six calls (docs/decisions.md, issue 35). Nothing is added to the middleware of a
 * command or of this client after it is made.
 */
export const createItemClient = (config: DynamoDBClientConfig): ItemClient => {
  const client = new DynamoDBClient({ ...config, cacheMiddleware: true });
  client.middlewareStack.remove('loggerMiddleware');
  return {
    async get({ Key, ...input }) {
      const { Item } = await client.send(new GetItemCommand({ ...input, Key: attributesOf(Key) }));
      return itemOf(Item);
    },
    async query({ ExpressionAttributeValues, ExclusiveStartKey, KeyConditions, QueryFilter, ...input }) {
      // The legacy conditions are the document client's too, but nothing of ours builds them.
      if (KeyConditions || QueryFilter) throw new Error('item client: use expressions, not KeyConditions');
      const { Items = [], LastEvaluatedKey } = await client.send(
        new QueryCommand({
          ...input,
          ExpressionAttributeValues: attributesOf(ExpressionAttributeValues),
          ExclusiveStartKey: attributesOf(ExclusiveStartKey),
        }),
      );
      const last = itemOf(LastEvaluatedKey);
      return { Items: Items.map(fromAttributes), ...(last ? { LastEvaluatedKey: last } : {}) };
    },
    async update({ Key, ExpressionAttributeValues, AttributeUpdates, Expected, ...input }) {
      if (AttributeUpdates || Expected) throw new Error('item client: use expressions, not AttributeUpdates');
      const { Attributes } = await client.send(
        new UpdateItemCommand({
          ...input,
          Key: attributesOf(Key),
          ExpressionAttributeValues: attributesOf(ExpressionAttributeValues),
        }),
      );
      return itemOf(Attributes);
    },
  };
};
