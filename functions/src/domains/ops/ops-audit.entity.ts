import { Entity, item, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { opsAuditPartition } from '#core/record-keys.ts';

/**
 * One operator action (docs/data-model.md, "Operator audit entry"): `OPSAUDIT#{orgId}` / `{at}#{id}`, so an
 * organisation's log reads newest first in one Query; every entry is also on GSI1 under `OPSAUDIT`, the log of all
 * organisations. Written in the same transaction as the change it records, and never changed or deleted.
 */
export const OpsAuditEntity = new Entity({
  name: 'OpsAudit',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    at: string().key(),
    entryId: string().key(),
    action: string(),
    orgName: string(),
    plugin: string().optional(),
    reason: string(),
    operatorId: string(),
    operatorEmail: string(),
    via: string(),
    gsi1pk: string().hidden(),
    gsi1sk: string().hidden(),
  }),
  computeKey: ({ orgId, at, entryId }) => ({ pk: opsAuditPartition(orgId), sk: `${at}#${entryId}` }),
  timestamps: false,
});
