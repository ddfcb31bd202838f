import { Entity, item, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/** One distinct tag of an organisation: `ORG#{orgId}` / `TAG#{label}` (docs/data-model.md, A11). */
export const TagEntity = new Entity({
  name: 'Tag',
  table: RippleTable,
  schema: item({
    orgId: string().key(),
    label: string().key(),
  }),
  computeKey: ({ orgId, label }) => ({ pk: `ORG#${orgId}`, sk: `TAG#${label}` }),
  timestamps: false,
});
