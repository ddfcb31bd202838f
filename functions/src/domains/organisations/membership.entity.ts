import { Entity, boolean, item, string } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { userMembershipsPartition } from '#core/record-keys.ts';

const membershipAttributes = item({
  orgId: string().key(),
  userId: string().key(),
  active: boolean(),
  /** ISO-8601 UTC. */
  joined: string(),
  // Denormalised so an organisation's user list and a user's organisation list are each one Query.
  userName: string(),
  orgName: string(),
});

/**
 * A user's membership of an organisation: `ORG#{orgId}` / `USER#{userId}`, inverted on GSI1 as
 * `USER#{userId}` / `ORG#{orgId}` (docs/data-model.md, A2, A3, A4).
 */
export const MembershipEntity = new Entity({
  name: 'Membership',
  table: RippleTable,
  schema: membershipAttributes.and({
    gsi1pk: string()
      .hidden()
      .link<typeof membershipAttributes>(({ userId }) => userMembershipsPartition(userId)),
    gsi1sk: string()
      .hidden()
      .link<typeof membershipAttributes>(({ orgId }) => `ORG#${orgId}`),
  }),
  computeKey: ({ orgId, userId }) => ({ pk: `ORG#${orgId}`, sk: `USER#${userId}` }),
  timestamps: false,
});
