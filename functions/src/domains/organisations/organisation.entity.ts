import { Entity, boolean, item, list, map, number, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/** Who set an operator's flag, when (ISO-8601 UTC) and why. */
const operatorFlag = map({ reason: string(), at: string(), operatorId: string(), operatorEmail: string() });

/** An organisation: `ORG#{orgId}` / `ORG`, sorting just before its memberships (docs/data-model.md, A1, A2). */
export const OrganisationEntity = new Entity({
  name: 'Organisation',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    name: string(),
    don: boolean().default(false),
    settings: map({
      beneficiaryTypeAhead: boolean().default(false),
      /** Absent until set: reports then use the default (reports/small-number-setting.ts). */
      smallNumberThreshold: number().optional(),
    }).default({
      beneficiaryTypeAhead: false,
    }),
    plugins: list(map({ id: string() })).default([]),
    generatedReport: boolean().default(false),
    createdAt: string(),
    /**
     * Active memberships, kept in the same transactions that add and deactivate them, so that "never remove the
     * last active user" is one condition (`activeUsers > 1`) that holds under concurrent removals. Optional only
     * for organisations written before the counter existed; the repository backfills it.
     */
    activeUsers: number().optional(),
    /**
     * When the billing provider's event that last set `don` was created (epoch seconds): its events may arrive out
     * of order or late (retries), and an older one must not undo a newer one (billing.repository.ts).
     */
    donAt: number().optional(),
    /**
     * Set by an operator for a charity that pays by invoice (docs/decisions.md, Operators): the organisation is a
     * patron when `don` (the provider's word) or this says so. Kept apart from `don`, which only webhooks write.
     */
    donManual: operatorFlag.optional(),
    /** Set by an operator: members can read, every write is refused (`organisation.suspended`). */
    suspension: operatorFlag.optional(),
    /**
     * Raised by every operator change of `plugins`, which is conditioned on the value it read: of two operators
     * changing plugins at once, the second re-reads instead of overwriting the first (ops.repository.ts).
     * Absent until the first change.
     */
    pluginsVersion: number().optional(),
    /** The operators' list of organisations (A21): GSI1 `ORGS` / `{createdAt}#{orgId}`, `organisationListKeys` of core/record-keys.ts. */
    gsi1pk: string().optional().hidden(),
    gsi1sk: string().optional().hidden(),
  }),
  computeKey: ({ orgId }) => ({ pk: `ORG#${orgId}`, sk: 'ORG' }),
  timestamps: false,
});
