import { Entity, item, number, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/** An invite code: `INVITE#{code}` / `INVITE`, deleted by TTL some time after `expiresAt` (docs/data-model.md, A13). */
export const InviteEntity = new Entity({
  name: 'Invite',
  table: RippleTable,
  schema: item({
    code: string().key(),
    orgId: string(),
    createdBy: string(),
    /** ISO-8601 UTC. */
    createdAt: string(),
    /** Epoch seconds; the table's TTL attribute. */
    expiresAt: number(),
  }),
  computeKey: ({ code }) => ({ pk: `INVITE#${code}`, sk: 'INVITE' }),
  timestamps: false,
});
