import { expect, test } from '@playwright/test';
import { logIn, runId } from './steps.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const run = runId();
const user = {
  name: 'Grace Hopper',
  email: `grace.logout.${run}@example.org`,
  password: 'compiler-first',
  organisation: `Harvard Mark ${run}`,
};

const ADD_ORG = `mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {
  AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) { id }
}`;

test('logging out revokes the refresh token, so the session cannot be renewed afterwards', async ({
  page,
  request,
}) => {
  // Prepare: a user signed up through the API (Node reaches the stack on 127.0.0.1), logged in through the page.
  const signUp = await request.post(`http://127.0.0.1:${port}/v1/graphql`, {
    headers: { authorization: 'anonymous' },
    data: { query: ADD_ORG, variables: user },
  });
  expect((await signUp.json()) as unknown).toMatchObject({ data: { AddOrg: { id: expect.any(String) } } });
  await page.goto('/login');
  await logIn(page, user);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).find(([key]) => key.endsWith('.refreshToken')),
  );
  const [refreshKey, refreshToken] = stored ?? [];
  expect(refreshToken).toBeTruthy();
  const clientId = refreshKey!.split('.')[1];

  // Act: log out through the profile menu, as a person does
  const revoked = page.waitForRequest(
    (r) => r.url().includes('/cognito') && r.headers()['x-amz-target']?.endsWith('.RevokeToken') === true,
  );
  await page.getByRole('button', { name: `GH, profile menu for ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
  await revoked;

  // Assess: the refresh token the browser held is refused, as Amplify would send it
  const refresh = await page.evaluate(
    async ({ token, client }) => {
      const response = await fetch('/cognito/', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
        },
        body: JSON.stringify({ ClientId: client, RefreshToken: token }),
      });
      return { status: response.status, body: (await response.json()) as { __type?: string } };
    },
    { token: refreshToken!, client: clientId },
  );
  expect(refresh).toEqual({
    status: 400,
    body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
  });

  // Act + Assess: Continue goes through the hosted login's /logout (which revokes what it issued too) and back to
  // the app, which, signed out, opens the hosted sign-in page
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
