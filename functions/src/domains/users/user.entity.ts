import { Entity, boolean, item, map, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';

/** A staff user: `USER#{userId}` / `PROFILE` (docs/data-model.md). The id is the Cognito `sub`. */
export const UserEntity = new Entity({
  name: 'User',
  table: RippleTable,
  schema: item({
    userId: string().key(),
    name: string(),
    email: string(),
    settings: map({
      unsubscribed: boolean().default(false),
      notifyOnRemote: boolean().default(true),
      language: string().default('und'),
    }).default({ unsubscribed: false, notifyOnRemote: true, language: 'und' }),
    activeOrgId: string().optional(),
    /** When the last email verification link went out (ISO time): a new one waits a minute after it. */
    verificationSentAt: string().optional(),
  }),
  computeKey: ({ userId }) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  timestamps: false,
});
