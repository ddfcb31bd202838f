import type * as Cognito from '@aws-sdk/client-cognito-identity-provider';

import { AppError } from '#core/app-error.ts';
import { userPoolEnv } from '#core/env.ts';
import { promised } from '#core/promised.ts';

export type NewIdentity = { email: string; name: string; password: string };

/** What the email verification needs to know of an account. */
export type IdentityStatus = { userId: string; name: string; emailVerified: boolean; enabled: boolean };

/** The staff user pool as the sign-up service needs it; a fake stands in for it in service tests. */
export interface IdentityProvider {
  /**
   * Creates a user with a permanent password and an unverified email; returns the user's id (Cognito `sub`).
   * The pre-authentication trigger refuses its sign-in until the emailed link verifies it (docs/decisions.md).
   */
  createUser(identity: NewIdentity): Promise<{ userId: string }>;
  /** Deletes the user again (the rest of the sign-up failed). */
  deleteUser(email: string): Promise<void>;
  /** The account of `email`, or undefined when there is none. */
  getStatus(email: string): Promise<IdentityStatus | undefined>;
  /** Marks the account's email verified (AdminUpdateUserAttributes `email_verified=true`). */
  markEmailVerified(email: string): Promise<void>;
}

// Loaded on first use: most requests never call Cognito, and loading the SDK's Cognito client is a large part of
// a cold start (docs/decisions.md, "Cold starts"). Region is a provider so that creating the client reads no
// environment; locally the SDK takes AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER from the environment by itself.
let loaded: Promise<{ sdk: typeof Cognito; client: Cognito.CognitoIdentityProviderClient }> | undefined;
const cognito = () =>
  (loaded ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({
    sdk,
    client: new sdk.CognitoIdentityProviderClient({ region: () => promised(() => userPoolEnv().AWS_REGION) }),
  })));

// By the exception's name rather than its class, so an emulator's answer (cognito-local) maps the same way.
const isNamed = (error: unknown, name: string): boolean => error instanceof Error && error.name === name;

const deleteUser = async (email: string): Promise<void> => {
  const { sdk, client } = await cognito();
  await client.send(
    new sdk.AdminDeleteUserCommand({ UserPoolId: userPoolEnv().USER_POOL_ID, Username: email }),
  );
};

/** The Cognito admin API behind `IdentityProvider`; the pool uses the email address as username. */
export const cognitoIdentityProvider: IdentityProvider = {
  async createUser({ email, name, password }) {
    const UserPoolId = userPoolEnv().USER_POOL_ID;
    const { sdk, client } = await cognito();
    let created = false;
    try {
      const { User } = await client.send(
        new sdk.AdminCreateUserCommand({
          UserPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'name', Value: name },
          ],
        }),
      );
      created = true;
      const userId = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
      if (!userId) throw new Error('AdminCreateUser returned no sub attribute');
      await client.send(
        new sdk.AdminSetUserPasswordCommand({
          UserPoolId,
          Username: email,
          Password: password,
          Permanent: true,
        }),
      );
      return { userId };
    } catch (error) {
      if (isNamed(error, 'UsernameExistsException')) throw new AppError('signup.emailExists');
      // The user exists but cannot sign in; remove it so the same email can sign up again.
      if (created) await deleteUser(email);
      if (isNamed(error, 'InvalidPasswordException'))
        throw new AppError('input.invalid', { password: 'invalid' });
      throw error;
    }
  },

  deleteUser,

  async getStatus(email) {
    const { sdk, client } = await cognito();
    try {
      const user = await client.send(
        new sdk.AdminGetUserCommand({ UserPoolId: userPoolEnv().USER_POOL_ID, Username: email }),
      );
      const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
      const userId = attribute('sub');
      if (!userId) throw new Error('AdminGetUser returned no sub attribute');
      return {
        userId,
        name: attribute('name') ?? '',
        emailVerified: attribute('email_verified') === 'true',
        enabled: user.Enabled !== false,
      };
    } catch (error) {
      if (isNamed(error, 'UserNotFoundException')) return undefined;
      throw error;
    }
  },

  async markEmailVerified(email) {
    const { sdk, client } = await cognito();
    await client.send(
      new sdk.AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolEnv().USER_POOL_ID,
        Username: email,
        // The pool keeps the original email until a new one is verified (keepOriginal); AWS documents sending
        // email_verified=true in the same request for the value to take effect at once. It is the same address.
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  },
};
