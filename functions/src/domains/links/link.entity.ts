import { Entity, item, list, number, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/** A one-time link: `JTI#{jti}` / `JTI` (docs/data-model.md, A13); deleted by TTL after `expiresAt`. */
export const LinkEntity = new Entity({
  name: 'Link',
  table: RippleTable,
  schema: item({
    jti: string().key(),
    orgId: string(),
    beneficiary: string(),
    /** Record ids or absolute URLs, in order. */
    sequence: list(string()),
    /** The staff user who made the link. */
    user: string(),
    /** Epoch seconds (the table's TTL attribute). */
    expiresAt: number(),
  }),
  computeKey: ({ jti }) => ({ pk: `JTI#${jti}`, sk: 'JTI' }),
  timestamps: false,
});

/** A summon: `SUMMON#{id}` / `SUMMON`; each use creates records for a beneficiary. */
export const SummonEntity = new Entity({
  name: 'Summon',
  table: RippleTable,
  schema: item({
    summonId: string().key(),
    orgId: string(),
    user: string(),
    questionnaire: string().optional(),
    sequence: string().optional(),
    tags: list(string()),
    uses: number(),
    maxUses: number().optional(),
    /** Lifetime of each one-time link the summon makes, in days. */
    daysToComplete: number(),
    /** Epoch seconds (the table's TTL attribute). */
    expiresAt: number(),
    createdAt: string(),
  }),
  computeKey: ({ summonId }) => ({ pk: `SUMMON#${summonId}`, sk: 'SUMMON' }),
  timestamps: false,
});
