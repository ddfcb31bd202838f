import type * as Cognito from '@aws-sdk/client-cognito-identity-provider';

import { userPoolEnv } from '#core/env.ts';
import { promised } from '#core/promised.ts';

import { OPERATORS_GROUP } from './operators-group.ts';

// Loaded on first use: most requests never call Cognito, and loading the SDK's Cognito client is a large part of
// a cold start (docs/decisions.md, "Cold starts"). Region is a provider so that creating the client reads no
// environment; locally the SDK takes AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER from the environment by itself.
let loaded: Promise<{ sdk: typeof Cognito; client: Cognito.CognitoIdentityProviderClient }> | undefined;
const cognito = () =>
  (loaded ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({
    sdk,
    client: new sdk.CognitoIdentityProviderClient({ region: () => promised(() => userPoolEnv().AWS_REGION) }),
  })));

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
    const { sdk, client } = await cognito();
    try {
      const { UserAttributes = [] } = await client.send(
        new sdk.AdminGetUserCommand({ UserPoolId: pool(), Username: email }),
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
    const { sdk, client } = await cognito();
    await client.send(
      new sdk.AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: email, GroupName: OPERATORS_GROUP }),
    );
  },

  async removeFromGroup(email) {
    const { sdk, client } = await cognito();
    await client.send(
      new sdk.AdminRemoveUserFromGroupCommand({
        UserPoolId: pool(),
        Username: email,
        GroupName: OPERATORS_GROUP,
      }),
    );
  },

  async signOutEverywhere(email) {
    const { sdk, client } = await cognito();
    await client.send(new sdk.AdminUserGlobalSignOutCommand({ UserPoolId: pool(), Username: email }));
  },
};
