import { Entity, item, list, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/** A beneficiary of an organisation: `ORG#{orgId}` / `BEN#{beneficiaryId}` (docs/data-model.md, A12). */
export const BeneficiaryEntity = new Entity({
  name: 'Beneficiary',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    /** Free text chosen by the organisation. */
    beneficiaryId: string().key(),
    tags: list(string()).default([]),
    /** ISO-8601 UTC of the latest record (set by records, issue 4). */
    lastRecordAt: string().optional(),
  }),
  computeKey: ({ orgId, beneficiaryId }) => ({ pk: `ORG#${orgId}`, sk: `BEN#${beneficiaryId}` }),
  timestamps: false,
});
