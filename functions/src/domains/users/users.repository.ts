import { GetItemCommand, PutItemCommand, UpdateItemCommand, isConditionCheckFailed } from 'dynamodb-toolbox';

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

/** Storage of staff users; the only code that knows their keys. */
export interface UsersRepository {
  /** A4, first half: GetItem `USER#{id}` / `PROFILE`. */
  getUser(userId: string): Promise<User | undefined>;
  /** Creates the user unless an item exists already (a concurrent first request); returns the stored user. */
  createUser(user: NewUser): Promise<User>;
  /** Sets the user's active organisation; the user item must exist. */
  setActiveOrganisation(userId: string, orgId: string): Promise<void>;
}

type UserItem = { userId: string; name: string; email: string; settings: UserSettings; activeOrgId?: string };

const toUser = ({ userId, name, email, settings, activeOrgId }: UserItem): User => ({
  id: userId,
  name,
  email,
  settings,
  ...(activeOrgId === undefined ? {} : { activeOrgId }),
});

const getUser = async (userId: string): Promise<User | undefined> => {
  const { Item } = await UserEntity.build(GetItemCommand)
    .key({ userId })
    .options({ consistent: true })
    .send();
  return Item && toUser(Item);
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
};
