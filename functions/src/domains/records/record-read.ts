import type { GetCommandInput } from '@aws-sdk/lib-dynamodb';

import { recordKey } from '#core/record-keys.ts';

/**
 * The consistent `GetItem` of one record, the read behind every answer and every change of a record: the request
 * dynamodb-toolbox builds for it, without parsing the key through the entity's schema on each call
 * (docs/decisions.md, issue 35).
 */
export const recordRead = (tableName: string, orgId: string, id: string): GetCommandInput => ({
  TableName: tableName,
  Key: recordKey(orgId, id),
  ConsistentRead: true,
});
