import { Entity, item, number, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/**
 * An invite code: `INVITE#{code}` / `INVITE`, deleted by TTL some time after `expiresAt` (docs/data-model.md, A13).
 * While it can be accepted it is also on GSI1 under its organisation's invites (A20); accepting or revoking it
 * removes those keys, so the index holds only outstanding invites (and expired ones until TTL).
 */
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
    /** ISO-8601 UTC: when it was accepted; an invite is single-use. */
    usedAt: string().optional(),
    usedBy: string().optional(),
    /** ISO-8601 UTC: when a member revoked it. */
    revokedAt: string().optional(),
    gsi1pk: string().hidden().optional(),
    gsi1sk: string().hidden().optional(),
  }),
  computeKey: ({ code }) => ({ pk: `INVITE#${code}`, sk: 'INVITE' }),
  timestamps: false,
});
