import { Entity, item, list, number, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/**
 * A one-time link: `JTI#{jti}` / `JTI` (docs/data-model.md, A13); deleted by TTL after `expiresAt`. While it is
 * open it is also on GSI1 under its organisation's links (A19); revoking it removes those keys, so the index holds
 * only links that were not revoked.
 */
export const LinkEntity = new Entity({
  name: 'Link',
  table: RippleTable,
  schema: item({
    jti: string().key(),
    orgId: string(),
    beneficiary: string(),
    /** Record ids or absolute URLs, in order. */
    sequence: list(string()),
    /** The staff user who made the link (for a summon's link: who made the summon). */
    user: string(),
    /** Epoch seconds (the table's TTL attribute). */
    expiresAt: number(),
    /** ISO-8601 UTC; absent on links made before links were listed. */
    createdAt: string().optional(),
    /** What the link was made for, as listed (`openLinks`): a questionnaire's id or a sequence's. */
    questionnaire: string().optional(),
    sequenceId: string().optional(),
    /** ISO-8601 UTC: when a member revoked it; it then opens as expired. */
    revokedAt: string().optional(),
    gsi1pk: string().hidden().optional(),
    gsi1sk: string().hidden().optional(),
  }),
  computeKey: ({ jti }) => ({ pk: `JTI#${jti}`, sk: 'JTI' }),
  timestamps: false,
});

/** A summon: `SUMMON#{id}` / `SUMMON`; each use creates records for a beneficiary. On GSI1 as links are (A19). */
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
    /** The beneficiary of its first use through a code naming one (a remote record's link, docs/decisions.md). */
    beneficiary: string().optional(),
    /** The one beneficiary it was made for (a remote record's link): a use for anyone else is refused. */
    onlyFor: string().optional(),
    /** ISO-8601 UTC: when a member revoked it; it then opens as expired. */
    revokedAt: string().optional(),
    gsi1pk: string().hidden().optional(),
    gsi1sk: string().hidden().optional(),
  }),
  computeKey: ({ summonId }) => ({ pk: `SUMMON#${summonId}`, sk: 'SUMMON' }),
  timestamps: false,
});

/**
 * The one-time link a summon made for a beneficiary named in its code: `SUMMON#{id}` / `BEN#{beneficiary}`, written
 * with `attribute_not_exists` in the transaction of that use, so the code yields one set of records per beneficiary
 * however often (or concurrently) it is opened (docs/decisions.md, "Single-beneficiary summons").
 */
export const SummonBeneficiaryEntity = new Entity({
  name: 'SummonBeneficiary',
  table: RippleTable,
  schema: item({
    summonId: string().key(),
    beneficiary: string().key(),
    orgId: string(),
    jti: string(),
    /** Epoch seconds (the table's TTL attribute): the summon's own expiry. */
    expiresAt: number(),
  }),
  computeKey: ({ summonId, beneficiary }) => ({ pk: `SUMMON#${summonId}`, sk: `BEN#${beneficiary}` }),
  timestamps: false,
});
