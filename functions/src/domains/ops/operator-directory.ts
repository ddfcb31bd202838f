import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

import { userPoolEnv } from '#core/env.ts';

import { OPERATORS_GROUP } from './operators-group.ts';

// Region is a provider so that importing this module reads no environment; locally the SDK takes
// AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER from the environment by itself.
const client = new CognitoIdentityProviderClient({ region: async () => userPoolEnv().AWS_REGION });

/**
 * Makes a staff user an operator: Cognito's AdminAddUserToGroup, the pool's username being the email. The group
 * reaches the API in the ID token's `cognito:groups` claim, so it takes effect at the user's next sign-in (or token
 * refresh). `notFound` when the pool has no such user.
 */
export const addOperator = async (email: string): Promise<'added' | 'notFound'> => {
  try {
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolEnv().USER_POOL_ID,
        Username: email.trim().toLowerCase(),
        GroupName: OPERATORS_GROUP,
      }),
    );
    return 'added';
  } catch (error) {
    // By name, so cognito-local's answer maps the same way as the service's.
    if (error instanceof Error && error.name === 'UserNotFoundException') return 'notFound';
    throw error;
  }
};
