import {
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  isConditionCheckFailed,
} from 'dynamodb-toolbox';

import { writtenIf } from '#core/conditional-write.ts';
import { getItem, itemReader } from '#core/item-reader.ts';
import { MembershipEntity } from '#domains/organisations/membership.entity.ts';
import { retryOnConflict } from '#core/transactions.ts';

import { UserEntity } from './user.entity.ts';

export type UserSettings = { unsubscribed: boolean; notifyOnRemote: boolean; language: string };

export type User = {
  id: string;
  name: string;
  email: string;
  settings: UserSettings;
  activeOrgId?: string;
};

export type NewUser = Pick<User, 'id' | 'name' | 'email'>;

/** What `updateUser` may change; absent fields keep their value. */
export type UserChanges = { name?: string; settings?: Partial<UserSettings> };

/** Storage of staff users; the only code that knows their keys. */
export interface UsersRepository {
  /** A4, first half: GetItem `USER#{id}` / `PROFILE`. */
  getUser(userId: string): Promise<User | undefined>;
  /** Creates the user unless an item exists already (a concurrent first request); returns the stored user. */
  createUser(user: NewUser): Promise<User>;
  /** Sets the user's active organisation; the user item must exist. */
  setActiveOrganisation(userId: string, orgId: string): Promise<void>;
  /**
   * Changes the user; a new name is written to the user and to the denormalised `userName` of each listed
   * membership in one transaction. The user item must exist.
   */
  updateUser(userId: string, changes: UserChanges, membershipOrgIds: string[]): Promise<void>;
  /** Sets `settings.unsubscribed`; `false` when there is no such user (nothing is written). */
  unsubscribe(userId: string): Promise<boolean>;
  /**
   * Records that a verification email goes out at `now`, unless one went out after `notBefore`: `false` then
   * (nothing is written). Conditional, so two requests at once send one email. The user item must exist.
   */
  claimVerificationEmail(userId: string, now: string, notBefore: string): Promise<boolean>;
}

type UserItem = { userId: string; name: string; email: string; settings: UserSettings; activeOrgId?: string };

const toUser = ({ userId, name, email, settings, activeOrgId }: UserItem): User => ({
  id: userId,
  name,
  email,
  settings,
  ...(activeOrgId === undefined ? {} : { activeOrgId }),
});

/** The user is read on every staff request (their active organisation): without the toolbox's formatter. */
const readUser = itemReader(UserEntity);

const getUser = async (userId: string): Promise<User | undefined> => {
  const item = await getItem(
    UserEntity.build(GetItemCommand).key({ userId }).options({ consistent: true }),
    readUser,
  );
  return item && toUser(item);
};

export const usersRepository: UsersRepository = {
  getUser,

  async createUser({ id, name, email }) {
    try {
      const { ToolboxItem } = await UserEntity.build(PutItemCommand)
        .item({ userId: id, name, email })
        .options({ condition: { attr: 'userId', exists: false } })
        .send();
      return toUser(ToolboxItem);
    } catch (error) {
      if (!isConditionCheckFailed(error)) throw error;
      const existing = await getUser(id);
      if (!existing) throw error;
      return existing;
    }
  },

  async setActiveOrganisation(userId, orgId) {
    await UserEntity.build(UpdateItemCommand)
      .item({ userId, activeOrgId: orgId })
      .options({ condition: { attr: 'userId', exists: true } })
      .send();
  },

  async updateUser(userId, { name, settings }, membershipOrgIds) {
    const user = UserEntity.build(UpdateTransaction)
      .item({ userId, ...(name === undefined ? {} : { name }), ...(settings ? { settings } : {}) })
      .options({ condition: { attr: 'userId', exists: true } });
    if (name === undefined || membershipOrgIds.length === 0) {
      await executeTransactWrite(user);
      return;
    }
    const memberships = membershipOrgIds.map((orgId) =>
      MembershipEntity.build(UpdateTransaction)
        .item({ orgId, userId, userName: name })
        .options({ condition: { attr: 'userId', exists: true } }),
    );
    await retryOnConflict(() => executeTransactWrite(user, ...memberships));
  },

  async claimVerificationEmail(userId, now, notBefore) {
    return writtenIf(() =>
      UserEntity.build(UpdateItemCommand)
        .item({ userId, verificationSentAt: now })
        .options({
          condition: {
            and: [
              { attr: 'userId', exists: true },
              {
                or: [
                  { attr: 'verificationSentAt', exists: false },
                  { attr: 'verificationSentAt', lte: notBefore },
                ],
              },
            ],
          },
        })
        .send(),
    );
  },

  async unsubscribe(userId) {
    return writtenIf(() =>
      UserEntity.build(UpdateItemCommand)
        .item({ userId, settings: { unsubscribed: true } })
        .options({ condition: { attr: 'userId', exists: true } })
        .send(),
    );
  },
};
