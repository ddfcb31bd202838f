import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { LOCAL_TABLE_NAME } from '../../../infra/local/dynamodb.ts';

/**
 * Test-only reads of the local table, to check what an API call wrote. The local stack's environment (endpoint,
 * table, credentials) reaches the test workers from the global setup.
 */
let client: DynamoDBDocumentClient | undefined;
const documents = () =>
  (client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: process.env.AWS_REGION ?? 'eu-west-2' }),
    { marshallOptions: { removeUndefinedValues: true } },
  ));
const tableName = () => process.env.TABLE_NAME ?? LOCAL_TABLE_NAME;

export type TableItem = Record<string, unknown>;

/** Every item of the table (paged Scan). The test table holds only what one test run wrote, so this stays small. */
export async function scanTable(): Promise<TableItem[]> {
  const items: TableItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...((page.Items ?? []) as TableItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Puts or deletes in batches of 25, sending again what DynamoDB left unprocessed. */
export async function batchWrite(requests: readonly Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: Record<string, unknown[]> | undefined = { [tableName()]: requests.slice(i, i + 25) };
    while (pending && Object.keys(pending).length > 0) {
      const result = await documents().send(new BatchWriteCommand({ RequestItems: pending as never }));
      pending = result.UnprocessedItems as Record<string, unknown[]> | undefined;
    }
  }
}

/**
 * Deletes every item of the partitions `pks`: for suites that leave thousands of items behind, since DynamoDB
 * Local's Scan (the report summary backfill's, `scanTable`'s) slows down as the table grows, for every later file.
 */
export async function deletePartitions(pks: readonly string[]): Promise<void> {
  for (const pk of pks) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await documents().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: start,
        }),
      );
      const keys = (page.Items ?? []) as { pk: string; sk: string }[];
      await batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
      start = page.LastEvaluatedKey;
    } while (start);
  }
}

/** Removes attributes from one item: an item as an older version of the API wrote it. */
export async function removeAttributes(
  key: { pk: string; sk: string },
  names: readonly string[],
): Promise<void> {
  await documents().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `REMOVE ${names.map((_, index) => `#a${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#a${index}`, name])),
    }),
  );
}

/**
 * The items that belong to an organisation, sorted by key and serialised, so two snapshots compare with toEqual:
 * its partition (`ORG#{org}`), every item that names it (invites, summons, link JTIs, billing) and the profiles of
 * the given users. `exceptUserId`: a user whose own profile is theirs to change (the caller's), left out.
 */
export async function organisationSnapshot(
  orgId: string,
  userIds: readonly string[] = [],
  exceptUserId?: string,
): Promise<string[]> {
  const profiles = new Set(userIds.map((id) => `USER#${id}`));
  return (await scanTable())
    .filter((item) => !(exceptUserId && item.pk === `USER#${exceptUserId}` && item.sk === 'PROFILE'))
    .filter(
      (item) =>
        String(item.pk).startsWith(`ORG#${orgId}`) ||
        item.orgId === orgId ||
        profiles.has(String(item.pk)) ||
        JSON.stringify(item).includes(orgId),
    )
    .map(stableJson)
    .sort();
}

/** JSON with object keys sorted at every level, so equal items give equal strings. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Set
      ? [...(v as Set<unknown>)].sort()
      : v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
          )
        : v,
  );
}
