import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

import { userPoolEnv } from '#core/env.ts';
import { promised } from '#core/promised.ts';

import { OPERATORS_GROUP } from './operators-group.ts';

// Region is a provider so that importing this module reads no environment; locally the SDK takes
// AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER from the environment by itself.
const client = new CognitoIdentityProviderClient({ region: () => promised(() => userPoolEnv().AWS_REGION) });

/** The user pool as the operators' command line uses it; the pool's username is the email. */
export interface OperatorDirectory {
  /** The user's `sub` (the API's user id), or undefined when the pool has no such user. */
  findUser(email: string): Promise<{ userId: string } | undefined>;
  /** The operators group reaches the SPA in the ID token's `cognito:groups`, for its navigation. */
  addToGroup(email: string): Promise<void>;
  removeFromGroup(email: string): Promise<void>;
  /** AdminUserGlobalSignOut: the user's refresh tokens, and the access tokens issued from them, stop working. */
  signOutEverywhere(email: string): Promise<void>;
}

const pool = () => userPoolEnv().USER_POOL_ID;

export const cognitoOperatorDirectory: OperatorDirectory = {
  async findUser(email) {
    try {
      const { UserAttributes = [] } = await client.send(
        new AdminGetUserCommand({ UserPoolId: pool(), Username: email }),
      );
      const sub = UserAttributes.find(({ Name }) => Name === 'sub')?.Value;
      return sub ? { userId: sub } : undefined;
    } catch (error) {
      // By name, so cognito-local's answer maps the same way as the service's.
      if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
      throw error;
    }
  },

  async addToGroup(email) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: email, GroupName: OPERATORS_GROUP }),
    );
  },

  async removeFromGroup(email) {
    await client.send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: pool(),
        Username: email,
        GroupName: OPERATORS_GROUP,
      }),
    );
  },

  async signOutEverywhere(email) {
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool(), Username: email }));
  },
};
