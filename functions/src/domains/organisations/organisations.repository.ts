import {
  $add,
  GetItemCommand,
  PutTransaction,
  TableAccessPattern,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  isConditionCheckFailed,
  string,
} from 'dynamodb-toolbox';

import { getAttributes, getItem, itemReader } from '#core/item-reader.ts';
import { RippleTable } from '#core/table.ts';
import { UserEntity } from '#domains/users/user.entity.ts';

import { MembershipEntity } from './membership.entity.ts';
import { OrganisationEntity } from './organisation.entity.ts';
import { cancellationCodes, retryOnConflict } from '#core/transactions.ts';
import { organisationListKeys, organisationPartition, userMembershipsPartition } from '#core/record-keys.ts';

/** Who set an operator's flag, when and why. */
export type OperatorFlag = { reason: string; at: string; operatorId: string; operatorEmail: string };

export type Organisation = {
  id: string;
  name: string;
  /** Patron: the billing provider (`providerDon`) or an operator (`donManual`) says so. */
  don: boolean;
  /** What the billing provider's webhooks last said; absent means the same as `don`. */
  providerDon?: boolean;
  donManual?: OperatorFlag;
  settings: { beneficiaryTypeAhead: boolean; smallNumberThreshold?: number };
  plugins: { id: string }[];
  generatedReport: boolean;
  createdAt: string;
  /** Set while operators have suspended the organisation. */
  suspension?: OperatorFlag;
  /** Active memberships; absent on organisations written before the counter. */
  activeUsers?: number;
};

export type Membership = {
  orgId: string;
  userId: string;
  active: boolean;
  joined: string;
  userName: string;
  orgName: string;
};

export type NewOrganisationWithOwner = {
  orgId: string;
  orgName: string;
  userId: string;
  userName: string;
  email: string;
  /** ISO-8601 UTC: the organisation's creation and the owner's joining time. */
  now: string;
};

/** Storage of organisations and memberships; the only code that knows their keys. */
export interface OrganisationsRepository {
  /** Sign-up: organisation, owner user and membership in one transaction; fails if any of them exists. */
  createOrganisationWithOwner(input: NewOrganisationWithOwner): Promise<void>;
  /** A1. */
  getOrganisation(orgId: string): Promise<Organisation | undefined>;
  /** A2: the organisation and every membership, one Query. */
  getOrganisationWithMembers(
    orgId: string,
  ): Promise<{ organisation: Organisation; members: Membership[] } | undefined>;
  /** A3: every membership of a user (active or not), one GSI1 Query. */
  listUserMemberships(userId: string): Promise<Membership[]>;
  /** A4, second half. */
  getMembership(orgId: string, userId: string): Promise<Membership | undefined>;
  /** Replaces the organisation's settings; the organisation must exist. */
  updateSettings(orgId: string, settings: Organisation['settings']): Promise<void>;
  /**
   * Makes an active membership inactive and decrements the organisation's active-user counter in one
   * transaction, refused (`lastUser`) when it would leave no active user. `notActive`: the membership is absent
   * or already inactive (a concurrent removal won).
   */
  deactivateMembership(orgId: string, userId: string): Promise<'removed' | 'lastUser' | 'notActive'>;
}

/** A2: `pk = ORG#{orgId}`, `sk BETWEEN ORG AND USER#~` — the organisation item sorts just before its members. */
export const organisationWithUsers = RippleTable.build(TableAccessPattern)
  .entities(OrganisationEntity, MembershipEntity)
  .schema(string())
  .pattern((orgId) => ({ partition: organisationPartition(orgId), range: { between: ['ORG', 'USER#~'] } }))
  .options({ maxPages: Infinity });

/** A3: GSI1 `gsi1pk = USER#{userId}`, `gsi1sk begins_with ORG#`. */
export const userOrganisations = RippleTable.build(TableAccessPattern)
  .entities(MembershipEntity)
  .schema(string())
  .pattern((userId) => ({
    index: 'gsi1',
    partition: userMembershipsPartition(userId),
    range: { beginsWith: 'ORG#' },
  }))
  .options({ maxPages: Infinity });

type OrganisationItem = Omit<Organisation, 'id' | 'providerDon'> & { orgId: string };

const toFlag = ({ reason, at, operatorId, operatorEmail }: OperatorFlag): OperatorFlag => ({
  reason,
  at,
  operatorId,
  operatorEmail,
});

/** The organisation item as services see it; also read by the operators' repository. */
export const toOrganisation = ({
  orgId,
  name,
  don,
  donManual,
  settings,
  plugins,
  generatedReport,
  createdAt,
  suspension,
  activeUsers,
}: OrganisationItem): Organisation => ({
  id: orgId,
  name,
  don: don || donManual !== undefined,
  providerDon: don,
  ...(donManual ? { donManual: toFlag(donManual) } : {}),
  settings: {
    beneficiaryTypeAhead: settings.beneficiaryTypeAhead,
    ...(settings.smallNumberThreshold === undefined
      ? {}
      : { smallNumberThreshold: settings.smallNumberThreshold }),
  },
  plugins: plugins.map(({ id }) => ({ id })),
  generatedReport,
  createdAt,
  ...(suspension ? { suspension: toFlag(suspension) } : {}),
  ...(activeUsers === undefined ? {} : { activeUsers }),
});

/** Read on every staff request (the membership check): without the toolbox's costly formatter. */
const readMembership = itemReader(MembershipEntity);

const toMembership = ({ orgId, userId, active, joined, userName, orgName }: Membership): Membership => ({
  orgId,
  userId,
  active,
  joined,
  userName,
  orgName,
});

/**
 * Organisations written before the `activeUsers` counter existed get it from a fresh count of their active
 * memberships, set only if still absent, so concurrent backfills agree. Every transaction that adds or
 * deactivates a membership calls this first.
 */
export const ensureActiveUsersCounter = async (orgId: string): Promise<void> => {
  const { Item } = await OrganisationEntity.build(GetItemCommand)
    .key({ orgId })
    .options({ consistent: true })
    .send();
  if (!Item || Item.activeUsers !== undefined) return;
  const { Items = [] } = await organisationWithUsers.query(orgId).options({ consistent: true }).send();
  const active = Items.filter((item) => 'userId' in item && item.active).length;
  try {
    await OrganisationEntity.build(UpdateItemCommand)
      .item({ orgId, activeUsers: active })
      .options({ condition: { attr: 'activeUsers', exists: false } })
      .send();
  } catch (error) {
    if (!isConditionCheckFailed(error)) throw error;
  }
};

export const organisationsRepository: OrganisationsRepository = {
  async createOrganisationWithOwner({ orgId, orgName, userId, userName, email, now }) {
    await executeTransactWrite(
      OrganisationEntity.build(PutTransaction)
        .item({ orgId, name: orgName, createdAt: now, activeUsers: 1, ...organisationListKeys(orgId, now) })
        .options({ condition: { attr: 'orgId', exists: false } }),
      UserEntity.build(PutTransaction)
        .item({ userId, name: userName, email, activeOrgId: orgId })
        .options({ condition: { attr: 'userId', exists: false } }),
      MembershipEntity.build(PutTransaction)
        .item({ orgId, userId, active: true, joined: now, userName, orgName })
        .options({ condition: { attr: 'userId', exists: false } }),
    );
  },

  async getOrganisation(orgId) {
    const { Item } = await OrganisationEntity.build(GetItemCommand).key({ orgId }).send();
    return Item && toOrganisation(Item);
  },

  async getOrganisationWithMembers(orgId) {
    const { Items = [] } = await organisationWithUsers.query(orgId).send();
    const members: Membership[] = [];
    let organisation: Organisation | undefined;
    for (const item of Items) {
      if ('userId' in item) members.push(toMembership(item));
      else organisation = toOrganisation(item);
    }
    return organisation && { organisation, members };
  },

  async listUserMemberships(userId) {
    const { Items = [] } = await userOrganisations.query(userId).send();
    return Items.map(toMembership);
  },

  async getMembership(orgId, userId) {
    const item = await getItem(
      MembershipEntity.build(GetItemCommand).key({ orgId, userId }).options({ consistent: true }),
      readMembership,
    );
    return item && toMembership(item);
  },

  async updateSettings(orgId, { beneficiaryTypeAhead, smallNumberThreshold }) {
    await OrganisationEntity.build(UpdateItemCommand)
      .item({
        orgId,
        settings: {
          beneficiaryTypeAhead,
          ...(smallNumberThreshold === undefined ? {} : { smallNumberThreshold }),
        },
      })
      .options({ condition: { attr: 'orgId', exists: true } })
      .send();
  },

  async deactivateMembership(orgId, userId) {
    await ensureActiveUsersCounter(orgId);
    try {
      await retryOnConflict(() =>
        executeTransactWrite(
          MembershipEntity.build(UpdateTransaction)
            .item({ orgId, userId, active: false })
            .options({ condition: { attr: 'active', eq: true } }),
          OrganisationEntity.build(UpdateTransaction)
            .item({ orgId, activeUsers: $add(-1) })
            .options({ condition: { attr: 'activeUsers', gt: 1 } }),
        ),
      );
      return 'removed';
    } catch (error) {
      const [membership, organisation] = cancellationCodes(error) ?? [];
      if (membership === 'ConditionalCheckFailed') return 'notActive';
      if (organisation === 'ConditionalCheckFailed') return 'lastUser';
      throw error;
    }
  },
};

/**
 * Whether the organisation is suspended (an operator's flag on A1), reading that attribute alone: the guard runs on
 * every mutation (ops/suspension.ts), which needs nothing else of the organisation item.
 */
export const organisationSuspended = async (orgId: string): Promise<boolean> => {
  const item = await getAttributes(
    OrganisationEntity.build(GetItemCommand)
      .key({ orgId })
      .options({ attributes: ['suspension'] }),
  );
  return item?.suspension !== undefined;
};
