import { Entity, item, list, number, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/** A sequence of questionnaires: `ORG#{orgId}` / `SEQ#{sequenceId}` (docs/data-model.md, A6). */
export const SequenceEntity = new Entity({
  name: 'Sequence',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    sequenceId: string().key(),
    name: string(),
    description: string().optional(),
    destination: string().optional(),
    /** Questionnaire ids, in the order they are answered. */
    questionnaires: list(string()),
    version: number(),
    createdAt: string(),
  }),
  computeKey: ({ orgId, sequenceId }) => ({ pk: `ORG#${orgId}`, sk: `SEQ#${sequenceId}` }),
  timestamps: false,
});

/** The uniqueness guard of a sequence name: `ORG#{orgId}` / `SEQNAME#{lower(name)}`. */
export const SequenceNameEntity = new Entity({
  name: 'SequenceName',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    nameKey: string().key(),
    sequenceId: string(),
  }),
  computeKey: ({ orgId, nameKey }) => ({ pk: `ORG#${orgId}`, sk: `SEQNAME#${nameKey}` }),
  timestamps: false,
});
