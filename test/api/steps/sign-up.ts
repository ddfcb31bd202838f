import { randomUUID } from 'node:crypto';
import { ADD_ORG, type NewAccount } from '../../../infra/local/add-org.ts';
import { gql, type GraphqlResponse } from './graphql.ts';
import { logInTokens, type Tokens } from './cognito.ts';

// One sign-up mutation for the stack's seeding, the benchmarks and these steps.
export { ADD_ORG, type NewAccount };

export function aNewAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  const unique = randomUUID().slice(0, 8);
  return {
    name: `Test User ${unique}`,
    organisation: `Test Organisation ${unique}`,
    email: `user-${unique}@example.org`,
    password: 'secret-password',
    ...overrides,
  };
}

export function addOrg(account: NewAccount, token: string | undefined = 'anonymous') {
  return gql<{ AddOrg: { id: string } | null }>(ADD_ORG, { ...account }, token);
}

export interface SignedUp {
  account: NewAccount;
  orgId: string;
  tokens: Tokens;
}

/** Given a staff user who signed up a new organisation and logged in. */
export async function aSignedUpUser(overrides: Partial<NewAccount> = {}): Promise<SignedUp> {
  const account = aNewAccount(overrides);
  const response: GraphqlResponse<{ AddOrg: { id: string } | null }> = await addOrg(account);
  const orgId = response.data?.AddOrg?.id;
  if (!orgId) throw new Error(`sign-up failed: ${JSON.stringify(response.errors)}`);
  return { account, orgId, tokens: await logInTokens(account.email, account.password) };
}
