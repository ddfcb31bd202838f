import {
  $add,
  GetItemCommand,
  PutItemCommand,
  PutTransaction,
  UpdateTransaction,
  executeTransactWrite,
  isConditionCheckFailed,
} from 'dynamodb-toolbox';

import { MembershipEntity } from '#domains/organisations/membership.entity.ts';
import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';
import { ensureActiveUsersCounter } from '#domains/organisations/organisations.repository.ts';
import { cancellationCodes, retryOnConflict } from '#domains/organisations/transaction-cancellation.ts';
import { UserEntity } from '#domains/users/user.entity.ts';

import { InviteEntity } from './invite.entity.ts';

export type Invite = {
  code: string;
  orgId: string;
  createdBy: string;
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
};

export type Joining = {
  orgId: string;
  orgName: string;
  userId: string;
  userName: string;
  /** ISO-8601 UTC. */
  now: string;
};

/** Storage of invites and of joining an organisation through one; the only code that knows their keys. */
export interface InvitesRepository {
  /** Stores a new invite unless its code exists already (`false`: pick another code). */
  createInvite(invite: Invite): Promise<boolean>;
  /** A13: GetItem `INVITE#{code}`; an expired invite is still returned until TTL deletes it. */
  getInvite(code: string): Promise<Invite | undefined>;
  /**
   * An existing user joins: a new membership (or a removed one made active again when `rejoin`), the
   * organisation's active-user counter and the user's active organisation, in one transaction.
   * `alreadyMember` when the membership exists (and is active) by the time the transaction runs.
   */
  joinOrganisation(joining: Joining & { rejoin: boolean }): Promise<'joined' | 'alreadyMember'>;
  /** A new user joins: user item, membership and counter in one transaction; fails if either item exists. */
  createMemberAccount(joining: Joining & { email: string }): Promise<void>;
}

const toInvite = ({ code, orgId, createdBy, createdAt, expiresAt }: Invite): Invite => ({
  code,
  orgId,
  createdBy,
  createdAt,
  expiresAt,
});

const countMember = (orgId: string) =>
  OrganisationEntity.build(UpdateTransaction)
    .item({ orgId, activeUsers: $add(1) })
    .options({ condition: { attr: 'orgId', exists: true } });

export const invitesRepository: InvitesRepository = {
  async createInvite(invite) {
    try {
      await InviteEntity.build(PutItemCommand)
        .item(invite)
        .options({ condition: { attr: 'code', exists: false } })
        .send();
      return true;
    } catch (error) {
      if (isConditionCheckFailed(error)) return false;
      throw error;
    }
  },

  async getInvite(code) {
    const { Item } = await InviteEntity.build(GetItemCommand)
      .key({ code })
      .options({ consistent: true })
      .send();
    return Item && toInvite(Item);
  },

  async joinOrganisation({ orgId, orgName, userId, userName, now, rejoin }) {
    await ensureActiveUsersCounter(orgId);
    const membership = rejoin
      ? MembershipEntity.build(UpdateTransaction)
          .item({ orgId, userId, active: true, userName, orgName })
          .options({ condition: { attr: 'active', eq: false } })
      : MembershipEntity.build(PutTransaction)
          .item({ orgId, userId, active: true, joined: now, userName, orgName })
          .options({ condition: { attr: 'userId', exists: false } });
    try {
      await retryOnConflict(() =>
        executeTransactWrite(
          membership,
          countMember(orgId),
          UserEntity.build(UpdateTransaction)
            .item({ userId, activeOrgId: orgId })
            .options({ condition: { attr: 'userId', exists: true } }),
        ),
      );
      return 'joined';
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'alreadyMember';
      throw error;
    }
  },

  async createMemberAccount({ orgId, orgName, userId, userName, email, now }) {
    await ensureActiveUsersCounter(orgId);
    await retryOnConflict(() =>
      executeTransactWrite(
        UserEntity.build(PutTransaction)
          .item({ userId, name: userName, email, activeOrgId: orgId })
          .options({ condition: { attr: 'userId', exists: false } }),
        MembershipEntity.build(PutTransaction)
          .item({ orgId, userId, active: true, joined: now, userName, orgName })
          .options({ condition: { attr: 'userId', exists: false } }),
        countMember(orgId),
      ),
    );
  },
};
