import { Entity, item, number, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { organisationPartition, USAGE_PREFIX } from '#core/record-keys.ts';

/** One staff session's usage event: `ORG#{orgId}` / `USAGE#{at}#{userId}` (docs/data-model.md). */
export const UsageEventEntity = new Entity({
  name: 'UsageEvent',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    at: string().key(),
    userId: string().key(),
    /** TTL: usage is kept for 400 days, enough for a year-on-year comparison. */
    expiresAt: number(),
  }),
  computeKey: ({ orgId, at, userId }) => ({
    pk: organisationPartition(orgId),
    sk: `${USAGE_PREFIX}${at}#${userId}`,
  }),
  timestamps: false,
});
