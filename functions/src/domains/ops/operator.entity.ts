import { Entity, item, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/**
 * An operator (docs/data-model.md, "Operator"): `OPERATOR#{userId}` / `OPERATOR`, the user being the Cognito
 * `sub`. Written by `npm run ops -- operator add` beside the Cognito group and deleted by `operator remove`; every
 * operator field reads it, so removing it ends access at once while the ID token still names the group.
 */
export const OperatorEntity = new Entity({
  name: 'Operator',
  table: RippleTable,
  schema: item({
    userId: string().key(),
    email: string(),
    addedAt: string(),
  }),
  computeKey: ({ userId }) => ({ pk: `OPERATOR#${userId}`, sk: 'OPERATOR' }),
  timestamps: false,
});
