import {
  $add,
  $remove,
  ConditionCheck,
  GetItemCommand,
  PutItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
} from 'dynamodb-toolbox';

import { writtenIf } from '#core/conditional-write.ts';
import { RippleTable } from '#core/table.ts';
import { MembershipEntity } from '#domains/organisations/membership.entity.ts';
import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';
import { ensureActiveUsersCounter } from '#domains/organisations/organisations.repository.ts';
import { cancellationCodes, retryOnConflict } from '#core/transactions.ts';
import { UserEntity } from '#domains/users/user.entity.ts';

import { InviteEntity } from './invite.entity.ts';
import { outstandingInviteIndexKeys, outstandingInvitesPartition } from '#core/record-keys.ts';

export type Invite = {
  code: string;
  orgId: string;
  createdBy: string;
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** ISO-8601 UTC: accepted (an invite is single-use) or revoked. */
  usedAt?: string;
  revokedAt?: string;
};

export type Joining = {
  orgId: string;
  orgName: string;
  userId: string;
  userName: string;
  /** ISO-8601 UTC. */
  now: string;
  /** The invite joined through, spent by the same transaction; its maker must still be an active member. */
  invite: Pick<Invite, 'code' | 'createdBy'>;
};

/** Storage of invites and of joining an organisation through one; the only code that knows their keys. */
export interface InvitesRepository {
  /** Stores a new invite unless its code exists already (`false`: pick another code). */
  createInvite(invite: Invite): Promise<boolean>;
  /** A13: GetItem `INVITE#{code}`; an expired invite is still returned until TTL deletes it. */
  getInvite(code: string): Promise<Invite | undefined>;
  /** A20: the organisation's invites not accepted or revoked, newest first (expired ones included). */
  listInvites(orgId: string): Promise<Invite[]>;
  /** Marks the organisation's invite revoked; `false` when it is not the organisation's, or was used or revoked. */
  revokeInvite(orgId: string, code: string, at: string): Promise<boolean>;
  /**
   * An existing user joins: a new membership (or a removed one made active again when `rejoin`), the
   * organisation's active-user counter, the user's active organisation and the invite spent, in one transaction,
   * conditioned on the invite's maker being an active member. `alreadyMember` when the membership exists (and is
   * active) by the time the transaction runs; `inviteGone` when the invite was used, revoked or expired, or its
   * maker removed, meanwhile.
   */
  joinOrganisation(
    joining: Joining & { rejoin: boolean },
  ): Promise<'joined' | 'alreadyMember' | 'inviteGone'>;
  /**
   * A new user joins: user item, membership, counter and the invite spent in one transaction (conditioned as
   * `joinOrganisation`); fails if either item exists, `inviteGone` as `joinOrganisation`.
   */
  createMemberAccount(joining: Joining & { email: string }): Promise<'joined' | 'inviteGone'>;
}

const toInvite = ({ code, orgId, createdBy, createdAt, expiresAt, usedAt, revokedAt }: Invite): Invite => ({
  code,
  orgId,
  createdBy,
  createdAt,
  expiresAt,
  ...(usedAt === undefined ? {} : { usedAt }),
  ...(revokedAt === undefined ? {} : { revokedAt }),
});

/**
 * The invite spent by the joining, and its maker's membership checked active, so an invite is used once and dies
 * with its maker even when the accept races the maker's removal. Two items, after the joining's own three.
 */
const spendInvite = ({ orgId, userId, now, invite }: Joining) => [
  InviteEntity.build(UpdateTransaction)
    .item({ code: invite.code, usedAt: now, usedBy: userId, gsi1pk: $remove(), gsi1sk: $remove() })
    .options({
      condition: {
        and: [
          { attr: 'orgId', eq: orgId },
          { attr: 'usedAt', exists: false },
          { attr: 'revokedAt', exists: false },
          { attr: 'expiresAt', gt: Math.floor(Date.parse(now) / 1000) },
        ],
      },
    }),
  MembershipEntity.build(ConditionCheck)
    .key({ orgId, userId: invite.createdBy })
    .condition({ attr: 'active', eq: true }),
];

/** Whether the cancelled transaction failed on the invite or its maker (items 3 and 4). */
const inviteRefused = (error: unknown) =>
  cancellationCodes(error)?.slice(3, 5).includes('ConditionalCheckFailed') ?? false;

const countMember = (orgId: string) =>
  OrganisationEntity.build(UpdateTransaction)
    .item({ orgId, activeUsers: $add(1) })
    .options({ condition: { attr: 'orgId', exists: true } });

export const invitesRepository: InvitesRepository = {
  async createInvite(invite) {
    return writtenIf(() =>
      InviteEntity.build(PutItemCommand)
        .item({ ...invite, ...outstandingInviteIndexKeys(invite.orgId, invite.createdAt, invite.code) })
        .options({ condition: { attr: 'code', exists: false } })
        .send(),
    );
  },

  async getInvite(code) {
    const { Item } = await InviteEntity.build(GetItemCommand)
      .key({ code })
      .options({ consistent: true })
      .send();
    return Item && toInvite(Item);
  },

  async listInvites(orgId) {
    const { Items = [] } = await RippleTable.build(QueryCommand)
      .entities(InviteEntity)
      .query({ index: 'gsi1', partition: outstandingInvitesPartition(orgId) })
      .options({ reverse: true, maxPages: Infinity })
      .send();
    return Items.map(toInvite);
  },

  async revokeInvite(orgId, code, at) {
    return writtenIf(() =>
      InviteEntity.build(UpdateItemCommand)
        .item({ code, revokedAt: at, gsi1pk: $remove(), gsi1sk: $remove() })
        .options({
          condition: {
            and: [
              { attr: 'orgId', eq: orgId },
              { attr: 'usedAt', exists: false },
              { attr: 'revokedAt', exists: false },
            ],
          },
        })
        .send(),
    );
  },

  async joinOrganisation(joining) {
    const { orgId, orgName, userId, userName, now, rejoin, invite } = joining;
    // The maker's own membership cannot be checked active and made active in one transaction: it is not active.
    if (invite.createdBy === userId) return 'inviteGone';
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
          ...spendInvite(joining),
        ),
      );
      return 'joined';
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'alreadyMember';
      if (inviteRefused(error)) return 'inviteGone';
      throw error;
    }
  },

  async createMemberAccount(joining) {
    const { orgId, orgName, userId, userName, email, now } = joining;
    await ensureActiveUsersCounter(orgId);
    try {
      await retryOnConflict(() =>
        executeTransactWrite(
          UserEntity.build(PutTransaction)
            .item({ userId, name: userName, email, activeOrgId: orgId })
            .options({ condition: { attr: 'userId', exists: false } }),
          MembershipEntity.build(PutTransaction)
            .item({ orgId, userId, active: true, joined: now, userName, orgName })
            .options({ condition: { attr: 'userId', exists: false } }),
          countMember(orgId),
          ...spendInvite(joining),
        ),
      );
      return 'joined';
    } catch (error) {
      if (inviteRefused(error)) return 'inviteGone';
      throw error;
    }
  },
};
