import { describe, expect, it } from 'vitest';
import { logIn } from './steps/cognito.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { aNewAccount, aSignedUpUser, addOrg } from './steps/sign-up.ts';

describe('AddOrg (sign-up)', () => {
  it('creates the user, the organisation and the membership; the user can then log in', async () => {
    // Prepare
    const account = aNewAccount();

    // Act
    const response = await addOrg(account);
    const login = await logIn(account.email, account.password);

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.AddOrg?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(login.status).toBe(200);
    const idToken = login.body.AuthenticationResult?.IdToken ?? '';
    const organisation = await gql<{ organisation: { id: string; name: string } }>(
      '{ organisation { id name } }',
      {},
      idToken,
    );
    expect(organisation.data?.organisation).toEqual({
      id: response.data?.AddOrg?.id,
      name: account.organisation,
    });
  });

  it('refuses bad input with input.invalid and creates nothing', async () => {
    // Prepare
    const account = aNewAccount({ password: '12345' });

    // Act
    const response = await addOrg(account);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(response.data).toBeNull();
    expect((await logIn(account.email, account.password)).status).toBe(400);
    // Nothing was left behind: the same email can sign up once the input is valid.
    const retry = await addOrg({ ...account, password: 'long-enough' });
    expect(retry.errors).toBeUndefined();
  });

  it('refuses an email that already has an account with signup.emailExists', async () => {
    // Prepare
    const { account } = await aSignedUpUser();

    // Act
    const response = await addOrg(aNewAccount({ email: account.email }));

    // Assess
    expect(errorTypeOf(response)).toBe('signup.emailExists');
  });

  it('refuses a signed-in staff caller', async () => {
    // Prepare
    const { tokens } = await aSignedUpUser();

    // Act
    const response = await addOrg(aNewAccount(), tokens.IdToken);

    // Assess
    expect(errorTypeOf(response)).toBe('Unauthorized');
    expect(response.data).toBeNull();
  });
});
