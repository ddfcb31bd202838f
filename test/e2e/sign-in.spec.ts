import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { totp } from '../fixtures/totp.ts';
import { emailedCode, emailedVerificationLink, logIn, runId, UNVERIFIED_REFUSAL } from './steps.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const run = runId();
const user = {
  name: 'Ada Lovelace',
  email: `ada.${run}@example.org`,
  password: 'difference-engine',
  organisation: `Analytical Engines ${run}`,
};

const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/** Screenshots of the current page on a 360 px phone and on a desktop, into test-results/screenshots/. */
async function screenshots(page: Page, name: string) {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/${name}-${viewport}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('sign up, verify the email with the emailed link, sign in on the hosted login, log out through it, log in on a partner brand', async ({
  page,
}) => {
  // Prepare: sign-up on the default brand
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: "Create your organisation's account" })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ripple' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText('Please provide your name')).toBeVisible();
  await screenshots(page, 'signup');

  // Act: sign up
  await page.getByLabel('I accept the terms of use and privacy policy').check();
  await page.getByLabel('Your name').fill(user.name);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Confirm email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Organisation name').fill(user.organisation);
  await page.getByRole('button', { name: 'Get Started' }).click();

  // Assess: sign-up success goes to /login, which says to check the email
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText(/^Your account has been created\. Please check your email/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'login');

  // Sign-up and login are landing pages: the light build serves them.
  await expect(page.locator('script[type=module]')).toHaveAttribute('src', /\/assets\/light-/);

  // Act: open the link the sign-up emailed (from /dev/outbox), as from the mailbox
  await page.goto(await emailedVerificationLink(page, user.email));
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('Your email address is verified. You can log in now.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'verify-email');
  await page.getByRole('link', { name: 'Log in' }).click();

  // Act: on to the hosted login (the landing pages are the light build); the email is verified: no refusal
  await expect(page).toHaveURL(new RegExp(`^http://login\\.localhost:${port}/login\\?`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ripple' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'hosted-login');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Assess: home shows the user and the organisation, in the whole app
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('script[type=module]')).toHaveAttribute('src', /\/assets\/index-/);
  await expect(page.getByRole('heading', { name: `Welcome, ${user.name}` })).toBeVisible();
  await expect(page.getByTestId('organisation-name')).toHaveText(user.organisation);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'home');

  // Act: log out through the profile menu
  await page.getByRole('button', { name: `AL, profile menu for ${user.name}` }).click();
  await expect(page.getByRole('menu')).toContainText(user.organisation);
  await page.screenshot({ path: 'test-results/screenshots/profile-menu-desktop.png' });
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'logout');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Assess: the hosted logout returns to /, which, signed out, opens the hosted login again; log in again (the
  // email is verified now: no code)
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect_uri')).toBe(`http://app.localhost:${port}/login`);
  await logIn(page, user);
  await expect(page.getByTestId('organisation-name')).toHaveText(user.organisation);

  // Act: the same page on a partner brand's sub-domain: the hosted login's page is in the brand's look
  await page.goto(`http://harbour.localhost:${port}/`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Harbour Trust' })).toBeVisible();
  await expect(page.getByText('Sign in to Harbour Trust with your email and password.')).toBeVisible();
  expect(
    await page
      .getByRole('button', { name: 'Sign in' })
      .evaluate((button) => getComputedStyle(button).backgroundColor),
  ).toBe('rgb(15, 76, 92)');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'hosted-login-harbour');
  await logIn(page, user);
  await expect(page).toHaveURL(`http://harbour.localhost:${port}/`);

  // Assess: the harbour logo and tokens
  await expect(page.getByTestId('organisation-name')).toHaveText(user.organisation);
  const logo = page.getByRole('img', { name: 'Harbour Trust' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', '/brand/logo.svg');
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Fetched by the page: Node's resolver does not map *.localhost to loopback, Chromium does.
  const svg = await page.evaluate(() => fetch('/brand/logo.svg').then((response) => response.text()));
  expect(svg).toContain('<title id="t">Harbour Trust</title>');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary).toBe('#0f4c5c');
  await screenshots(page, 'home-harbour');
});

const ADD_ORG = `mutation AddOrg($name: String!, $organisation: String!, $email: String!, $password: String!) {
  AddOrg(name: $name, organisation: $organisation, email: $email, password: $password) { id }
}`;

/** A person signed up through the API (Node reaches the stack on 127.0.0.1), their email verified or not. */
async function aSignedUpPerson(request: APIRequestContext, tag: string, options: { verified: boolean }) {
  const person = {
    name: 'Mary Somerville',
    email: `${tag}.${run}@example.org`,
    password: 'mechanism-of-heavens',
    organisation: `Somerville ${tag} ${run}`,
  };
  const signUp = await request.post(`http://127.0.0.1:${port}/v1/graphql`, {
    headers: { authorization: 'anonymous' },
    data: { query: ADD_ORG, variables: person },
  });
  expect((await signUp.json()) as unknown).toMatchObject({ data: { AddOrg: { id: expect.any(String) } } });
  if (options.verified)
    await cognito(request, 'AdminUpdateUserAttributes', person.email, {
      UserAttributes: [
        { Name: 'email', Value: person.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  return person;
}

/** An admin call to the local Cognito, as an operator would make in the AWS console. */
async function cognito(request: APIRequestContext, target: string, email: string, extra: object = {}) {
  const config = (await (await request.get(`http://127.0.0.1:${port}/config.json`)).json()) as {
    userPoolId: string;
  };
  const response = await request.post(`http://127.0.0.1:${port}/cognito/`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    data: JSON.stringify({ UserPoolId: config.userPoolId, Username: email, ...extra }),
  });
  expect(response.status()).toBe(200);
}

test('forgotten password: a code from the outbox and a new password sign the person in', async ({
  page,
  request,
}) => {
  // Prepare
  const person = await aSignedUpPerson(request, 'forgot', { verified: true });
  await page.goto('/login?redirect=%2Fprofile');
  // Act
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'hosted-login-reset');
  await page.getByLabel('Code', { exact: true }).fill(await emailedCode(page, person.email));
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  // Assess: signed in, on the page asked for
  await expect(page).toHaveURL(`http://app.localhost:${port}/profile`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test("a blocked (disabled) user sees the spec's message on the hosted login", async ({ page, request }) => {
  // Prepare
  const person = await aSignedUpPerson(request, 'blocked', { verified: true });
  await cognito(request, 'AdminDisableUser', person.email);
  await page.goto('/login');
  // Act
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Assess
  await expect(
    page.getByText('Your account has been blocked. Please contact support if this is unexpected.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await screenshots(page, 'hosted-login-blocked');
});

test('an unverified account cannot sign in until the emailed link verifies it; a new link can be asked for', async ({
  page,
  request,
}) => {
  // Prepare
  const person = await aSignedUpPerson(request, 'unverified', { verified: false });
  await page.goto('/login');
  // Act: the right password
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Assess: refused by the pool's trigger, in Cognito's words, pointing to the form for a new link
  await expect(page.getByText(UNVERIFIED_REFUSAL)).toBeVisible();
  await expect(page.getByText(`http://app.localhost:${port}/verify-email`, { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'hosted-login-unverified');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('login.localhost');

  // Act: ask for a new link, twice
  await page.goto('/verify-email');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(/a new link is on its way/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(/^We sent a link less than a minute ago\./)).toBeVisible();
  // Assess: a link that was tampered with verifies nothing; the newest one does, and the person signs in
  const link = await emailedVerificationLink(page, person.email);
  await page.goto(`${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`);
  await expect(page.getByText(/^This link is not valid\./)).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('Your email address is verified. You can log in now.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await logIn(page, person);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an authenticator app turned on in /profile is asked for on the hosted login after the password', async ({
  page,
  request,
}) => {
  // Prepare
  const person = await aSignedUpPerson(request, 'mfa', { verified: true });
  await page.goto('/profile');
  await logIn(page, person);
  // Act: add the app with its key and first code
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'profile-mfa-on');
  // Act: log out and in again
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Assess: the code is asked for, and signs in
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'hosted-login-mfa');
  await page.getByLabel('Code', { exact: true }).fill(totp(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('app.localhost');
});

test('a passkey added from /profile on the hosted login signs the person in instead of the password', async ({
  page,
  request,
}) => {
  // Prepare: a device with a passkey authenticator that verifies its user (Chromium's virtual authenticator)
  const person = await aSignedUpPerson(request, 'passkey', { verified: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto('/login?redirect=%2Fprofile');
  await logIn(page, person);

  // Act: add a passkey on the hosted login's page, which returns to the app
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://login\\.localhost:${port}/passkeys/add\\?`));
  await expect(page.getByRole('heading', { name: 'Add a passkey' })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'hosted-login-add-passkey');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('app.localhost');
  // The device keeps one passkey, for the login domain (the pool's relying party), not the app's
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials.map(({ rpId, isResidentCredential }) => ({ rpId, isResidentCredential }))).toEqual([
    { rpId: 'login.localhost', isResidentCredential: true },
  ]);

  // Act: log out, and sign in on the hosted page with the passkey, no password
  await page.goto('/logout');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByRole('heading', { name: 'Use your passkey' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue with your passkey' }).click();

  // Assess: in the app, signed in as the person
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(new URL(page.url()).hostname).toBe('app.localhost');
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
});
