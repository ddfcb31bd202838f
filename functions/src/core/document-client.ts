import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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
