import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { cognitoCall, getTokensFromRefreshToken } from './steps/cognito.ts';
import {
  anAuthorizeRequest,
  appOrigin,
  clientIdOf,
  codeOf,
  exchange,
  hiddenField,
  followVerificationLink,
  loginHost,
  latestCode,
  send,
  signInOnHostedPage,
  UNVERIFIED_REFUSAL,
} from './steps/hosted-login.ts';
import { aNewAccount, addOrg } from './steps/sign-up.ts';
import { totp } from '../fixtures/totp.ts';
import { FakeAuthenticator } from '../../infra/local/fake-authenticator.ts';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Given a user who signed up through the app's form (AddOrg): unverified until the emailed link is opened. */
async function aSignedUpAccount() {
  const account = aNewAccount();
  const response = await addOrg(account);
  if (!response.data?.AddOrg) throw new Error(JSON.stringify(response.errors));
  return account;
}

/** Given a user who verified their email with the emailed link and has signed in once on the hosted page. */
async function aVerifiedAccount() {
  const account = await aSignedUpAccount();
  const { redirect } = await signInOnHostedPage(account);
  if (!codeOf(redirect).code) throw new Error(`sign-in failed: ${redirect.status} ${redirect.body}`);
  return account;
}

describe('GET /oauth2/authorize', () => {
  it('sends a valid request on to the sign-in page, in the brand of the app host it returns to', async () => {
    // Prepare
    const { params } = anAuthorizeRequest('harbour');
    // Act
    const authorize = await send(`/oauth2/authorize?${query(params)}`);
    const page = await send(String(authorize.headers.location));
    // Assess
    expect(authorize.status).toBe(302);
    const sentOn = new URL(String(authorize.headers.location), 'http://x');
    expect(sentOn.pathname).toBe('/login');
    expect(Object.fromEntries(sentOn.searchParams)).toEqual(params);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Harbour Trust');
    expect(page.body).toContain('#0f4c5c');
    expect(page.body).toContain('<label for="username">Email</label>');
  });

  it('shows an error page, never a redirect, for a redirect_uri the client has not registered', async () => {
    // Prepare: the default client asked to return to the harbour host, and to another site
    for (const redirect_uri of [
      `${appOrigin('harbour')}/login`,
      'https://evil.example/login',
      `${appOrigin()}/`,
    ]) {
      const { params } = anAuthorizeRequest('default', { redirect_uri });
      // Act
      const reply = await send(`/oauth2/authorize?${query(params)}`);
      // Assess
      expect(reply.status).toBe(400);
      expect(reply.headers.location).toBeUndefined();
    }
  });

  it('shows an error page for an unknown client', async () => {
    const { params } = anAuthorizeRequest('default', { client_id: 'nosuchclient' });
    const reply = await send(`/oauth2/authorize?${query(params)}`);
    expect(reply.status).toBe(400);
  });

  it('returns invalid_request to the app without an S256 code challenge, and unsupported_response_type for a token request', async () => {
    const cases = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: '' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ scope: 'openid admin' }, 'invalid_scope'],
    ] as const;
    for (const [overrides, error] of cases) {
      const { params } = anAuthorizeRequest('default', overrides);
      const reply = await send(`/oauth2/authorize?${query(params)}`);
      expect(reply.status).toBe(302);
      expect(codeOf(reply)).toMatchObject({ error, state: params.state });
      expect(codeOf(reply).location.startsWith(`${appOrigin()}/login?`)).toBe(true);
    }
  });
});

describe('signing in on the hosted page', () => {
  it('refuses a new account until the emailed link verifies it, then returns to the app with a code and the state', async () => {
    // Prepare
    const account = await aSignedUpAccount();
    const { params } = anAuthorizeRequest();
    const form = { ...params, username: account.email, password: account.password };
    // Act
    const refused = await send('/login', { form });
    await followVerificationLink(account.email);
    const signedIn = await send('/login', { form });
    // Assess: the pool's pre-authentication trigger refused it, in Cognito's words around the trigger's message
    expect(refused.status).toBe(200);
    expect(refused.body).toContain(UNVERIFIED_REFUSAL);
    expect(refused.body).toContain(`${appOrigin()}/verify-email`);
    expect(codeOf(refused).code).toBeUndefined();
    expect(signedIn.status).toBe(302);
    expect(codeOf(signedIn)).toMatchObject({ state: params.state });
    expect(codeOf(signedIn).code).toBeTruthy();
    expect(signedIn.headers['set-cookie']).toBeDefined();
  });

  it('never signs in an unverified account, however often the password is right, and runs the trigger before the password', async () => {
    // Prepare
    const account = await aSignedUpAccount();
    const { params } = anAuthorizeRequest();
    // Act: the right password twice, then a wrong one
    await send('/login', { form: { ...params, username: account.email, password: account.password } });
    const again = await send('/login', {
      form: { ...params, username: account.email, password: account.password },
    });
    const wrong = await send('/login', {
      form: { ...params, username: account.email, password: 'wrong-one' },
    });
    // Assess
    for (const reply of [again, wrong]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toContain(UNVERIFIED_REFUSAL);
      expect(reply.headers.location).toBeUndefined();
    }
  });

  it("says 'Failed to login' for a wrong password and the same for an unknown email", async () => {
    const account = await aVerifiedAccount();
    const { params } = anAuthorizeRequest();
    for (const [username, password] of [
      [account.email, 'wrong-password'],
      ['nobody@example.org', 'whatever'],
    ] as const) {
      const reply = await send('/login', { form: { ...params, username, password } });
      expect(reply.status).toBe(200);
      expect(reply.body).toContain('Failed to login');
      expect(reply.headers.location).toBeUndefined();
    }
  });

  it("tells a disabled (blocked) user the spec's message and issues no code", async () => {
    // Prepare
    const account = await aVerifiedAccount();
    await cognitoCall('AdminDisableUser', { UserPoolId: inject('userPoolId'), Username: account.email });
    const { params } = anAuthorizeRequest();
    // Act
    const reply = await send('/login', {
      form: { ...params, username: account.email, password: account.password },
    });
    // Assess
    expect(reply.body).toContain(
      'Your account has been blocked. Please contact support if this is unexpected.',
    );
    expect(reply.headers.location).toBeUndefined();
  });
});

describe('POST /oauth2/token', () => {
  it('exchanges the code with its PKCE verifier for tokens as the local Cognito issues them, once', async () => {
    // Prepare
    const account = await aVerifiedAccount();
    const { redirect, params, verifier } = await signInOnHostedPage(account);
    const form = {
      grant_type: 'authorization_code',
      client_id: params.client_id!,
      code: codeOf(redirect).code!,
      redirect_uri: params.redirect_uri!,
      code_verifier: verifier,
    };
    // Act
    const first = await exchange(form, appOrigin());
    const second = await exchange(form, appOrigin());
    // Assess
    expect(first.status).toBe(200);
    expect(first.reply.headers['access-control-allow-origin']).toBe(appOrigin());
    expect(first.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const id = decodeJwt(String(first.json.id_token));
    const access = decodeJwt(String(first.json.access_token));
    expect(id).toMatchObject({
      iss: inject('issuer'),
      aud: clientIdOf(),
      email: account.email,
      email_verified: true,
    });
    expect(access.origin_jti).toBe(decodeJwt(String(first.json.refresh_token)).jti);
    expect(second).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });

  it('refuses a wrong verifier, another redirect_uri or another client, and the code is spent by the attempt', async () => {
    const account = await aVerifiedAccount();
    const attempts: ((form: Record<string, string>) => Record<string, string>)[] = [
      (form) => ({ ...form, code_verifier: 'x'.repeat(43) }),
      (form) => ({ ...form, redirect_uri: `${appOrigin('harbour')}/login` }),
      (form) => ({ ...form, client_id: clientIdOf('harbour') }),
    ];
    for (const change of attempts) {
      const { redirect, params, verifier } = await signInOnHostedPage(account);
      const form = {
        grant_type: 'authorization_code',
        client_id: params.client_id!,
        code: codeOf(redirect).code!,
        redirect_uri: params.redirect_uri!,
        code_verifier: verifier,
      };
      const refused = await exchange(change(form));
      const after = await exchange(form);
      expect(refused).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
      expect(after).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
    }
  });

  it('refreshes with grant_type=refresh_token, and the tokens refresh through the Cognito API too', async () => {
    const account = await aVerifiedAccount();
    const { redirect, params, verifier } = await signInOnHostedPage(account);
    const { json } = await exchange({
      grant_type: 'authorization_code',
      client_id: params.client_id!,
      code: codeOf(redirect).code!,
      redirect_uri: params.redirect_uri!,
      code_verifier: verifier,
    });
    // Act
    const refreshed = await exchange({
      grant_type: 'refresh_token',
      client_id: params.client_id!,
      refresh_token: String(json.refresh_token),
    });
    // Assess
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(String(refreshed.json.id_token)).email).toBe(account.email);
    const viaApi = await cognitoCall<{ AuthenticationResult?: { IdToken: string } }>(
      'GetTokensFromRefreshToken',
      {
        ClientId: params.client_id,
        RefreshToken: json.refresh_token,
      },
    );
    expect(viaApi.status).toBe(200);
    void getTokensFromRefreshToken;
  });

  it('answers unsupported_grant_type and invalid_client', async () => {
    expect(await exchange({ grant_type: 'password', client_id: clientIdOf() })).toMatchObject({
      status: 400,
      json: { error: 'unsupported_grant_type' },
    });
    expect(await exchange({ grant_type: 'authorization_code', client_id: 'nosuchclient' })).toMatchObject({
      status: 400,
      json: { error: 'invalid_client' },
    });
  });
});

describe('GET /logout', () => {
  it("revokes the browser's refresh token and returns to a registered sign-out URL", async () => {
    // Prepare
    const account = await aVerifiedAccount();
    const { redirect, params, verifier } = await signInOnHostedPage(account);
    const { json } = await exchange({
      grant_type: 'authorization_code',
      client_id: params.client_id!,
      code: codeOf(redirect).code!,
      redirect_uri: params.redirect_uri!,
      code_verifier: verifier,
    });
    const cookie = String(redirect.headers['set-cookie']).split(';')[0]!;
    // Act
    const reply = await send(`/logout?${query({ client_id: clientIdOf(), logout_uri: `${appOrigin()}/` })}`, {
      headers: { cookie },
    });
    // Assess
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe(`${appOrigin()}/`);
    const refresh = await cognitoCall('GetTokensFromRefreshToken', {
      ClientId: clientIdOf(),
      RefreshToken: json.refresh_token,
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body.message).toBe('Refresh Token has been revoked');
  });

  it('refuses a logout_uri the client has not registered', async () => {
    const reply = await send(
      `/logout?${query({ client_id: clientIdOf(), logout_uri: 'https://evil.example/' })}`,
    );
    expect(reply.status).toBe(400);
    expect(reply.headers.location).toBeUndefined();
  });
});

describe('forgotten password', () => {
  it('emails a code, takes it with a new password and signs in with the new password', async () => {
    // Prepare
    const account = await aVerifiedAccount();
    const { params } = anAuthorizeRequest();
    // Act
    const asked = await send('/forgotPassword', { form: { ...params, username: account.email } });
    const wrong = await send('/confirmForgotPassword', {
      form: { ...params, username: account.email, code: '000000', password: 'a-new-password' },
    });
    const done = await send('/confirmForgotPassword', {
      form: {
        ...params,
        username: account.email,
        code: await latestCode(account.email),
        password: 'a-new-password',
      },
    });
    // Assess
    expect(asked.body).toContain('Reset your password');
    expect(wrong.body).toContain('Invalid verification code provided, please try again.');
    expect(done.status).toBe(302);
    expect(codeOf(done).code).toBeTruthy();
    const old = await send('/login', {
      form: { ...params, username: account.email, password: account.password },
    });
    expect(old.body).toContain('Failed to login');
  });

  it('answers an unknown email as a known one', async () => {
    const { params } = anAuthorizeRequest();
    const reply = await send('/forgotPassword', { form: { ...params, username: 'nobody@example.org' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('Reset your password');
  });
});

describe('an authenticator app (TOTP MFA)', () => {
  it("gives RFC 6238's SHA-1 test values from the test's own TOTP", () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", in base32; the last 6 digits.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totp(secret, 59_000)).toBe('287082');
    expect(totp(secret, 1_111_111_109_000)).toBe('081804');
  });

  it('once turned on, the hosted page asks for its code after the password, and only the right code signs in', async () => {
    // Prepare: a user adds an app through the Cognito API with the hosted login's access token, as /profile does
    const account = await aVerifiedAccount();
    const { redirect, params: first, verifier } = await signInOnHostedPage(account);
    const { json } = await exchange({
      grant_type: 'authorization_code',
      client_id: first.client_id!,
      code: codeOf(redirect).code!,
      redirect_uri: first.redirect_uri!,
      code_verifier: verifier,
    });
    const AccessToken = String(json.access_token);
    const associated = await cognitoCall<{ SecretCode: string }>('AssociateSoftwareToken', { AccessToken });
    const secret = associated.body.SecretCode;
    expect((await cognitoCall('VerifySoftwareToken', { AccessToken, UserCode: totp(secret) })).status).toBe(
      200,
    );
    const preference = await cognitoCall('SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(preference.status).toBe(200);
    const { params } = anAuthorizeRequest();
    // Act
    const password = await send('/login', {
      form: { ...params, username: account.email, password: account.password },
    });
    const session = hiddenField(password.body, 'session')!;
    const wrong = await send('/mfa', {
      form: { ...params, username: account.email, session, code: '000000' },
    });
    const right = await send('/mfa', {
      form: { ...params, username: account.email, session, code: totp(secret) },
    });
    // Assess
    expect(password.body).toContain('Enter your authentication code');
    expect(password.headers.location).toBeUndefined();
    expect(wrong.body).toContain('That code is not right. Please try again.');
    expect(right.status).toBe(302);
    expect(codeOf(right)).toMatchObject({ state: params.state });
    expect(codeOf(right).code).toBeTruthy();
  });
});

describe('passkeys', () => {
  /** The WebAuthn options a hosted page hands its script, and the authenticator's relying party and origin. */
  const ceremonyOf = (html: string) => {
    const json = /<script type="application\/json" id="webauthn" data-ceremony="\w+">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    if (!json) throw new Error(`no WebAuthn options on the page: ${html.slice(0, 300)}`);
    const options = JSON.parse(json) as { challenge: string; rp?: { id: string }; rpId?: string };
    return {
      challenge: options.challenge,
      rpId: 'login.localhost',
      origin: `http://${loginHost()}`,
      options,
    };
  };
  const addPath = (redirectUri = `${appOrigin()}/login`) =>
    `/passkeys/add?${query({ client_id: clientIdOf(), redirect_uri: redirectUri })}`;

  /** Given a verified user who signed in on the hosted page: the browser's session cookie there. */
  async function aSignedInBrowser() {
    const account = await aVerifiedAccount();
    const { redirect } = await signInOnHostedPage(account);
    return { account, cookie: String(redirect.headers['set-cookie']).split(';')[0]! };
  }

  it('adds one on /passkeys/add with the hosted sign-in, back to the app; it then signs in without the password', async () => {
    // Prepare
    const { account, cookie } = await aSignedInBrowser();
    const authenticator = new FakeAuthenticator();
    const page = await send(addPath(), { headers: { cookie } });
    const creation = ceremonyOf(page.body);
    // Act: register
    const added = await send('/passkeys/add', {
      form: {
        client_id: clientIdOf(),
        redirect_uri: `${appOrigin()}/login`,
        credential: JSON.stringify(authenticator.register(creation)),
      },
      headers: { cookie },
    });
    // Act: sign in with it, as another browser would (no cookie)
    const { params, verifier } = anAuthorizeRequest();
    const usePage = await send('/passkey', { form: { ...params, username: account.email, password: '' } });
    const signedIn = await send('/passkey/verify', {
      form: {
        ...params,
        username: account.email,
        session: hiddenField(usePage.body, 'session')!,
        credential: JSON.stringify(authenticator.authenticate(ceremonyOf(usePage.body))),
      },
    });
    const tokens = await exchange({
      grant_type: 'authorization_code',
      client_id: params.client_id!,
      code: codeOf(signedIn).code!,
      redirect_uri: params.redirect_uri!,
      code_verifier: verifier,
    });
    // Assess
    expect(page.status).toBe(200);
    expect(page.body).toContain(account.email);
    expect(creation.options).toMatchObject({ rp: { id: 'login.localhost' } });
    expect(added.status).toBe(302);
    expect(added.headers.location).toBe(`${appOrigin()}/login`);
    expect(usePage.body).toContain('Use your passkey');
    expect(signedIn.status).toBe(302);
    expect(codeOf(signedIn).state).toBe(params.state);
    expect(tokens.status).toBe(200);
    expect(decodeJwt(String(tokens.json.id_token)).email).toBe(account.email);
  });

  it('refuses /passkeys/add without a sign-in on this browser, and for a redirect_uri the client has not registered', async () => {
    // Prepare
    const { cookie } = await aSignedInBrowser();
    // Act
    const noSession = await send(addPath());
    const foreign = await send(addPath('https://evil.example/login'), { headers: { cookie } });
    // Assess
    expect(noSession.status).toBe(200);
    expect(noSession.body).toContain('Your sign-in here has ended.');
    expect(noSession.body).not.toContain('id="webauthn"');
    expect(foreign.status).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
  });

  it("says 'Failed to login' for an account without a passkey and for another device's assertion; no code", async () => {
    // Prepare
    const { account, cookie } = await aSignedInBrowser();
    const stranger = await aVerifiedAccount();
    const authenticator = new FakeAuthenticator();
    const creation = ceremonyOf((await send(addPath(), { headers: { cookie } })).body);
    await send('/passkeys/add', {
      form: {
        client_id: clientIdOf(),
        redirect_uri: `${appOrigin()}/login`,
        credential: JSON.stringify(authenticator.register(creation)),
      },
      headers: { cookie },
    });
    const { params } = anAuthorizeRequest();
    // Act
    const none = await send('/passkey', { form: { ...params, username: stranger.email } });
    const usePage = await send('/passkey', { form: { ...params, username: account.email } });
    const forged = await send('/passkey/verify', {
      form: {
        ...params,
        username: account.email,
        session: hiddenField(usePage.body, 'session')!,
        credential: JSON.stringify(new FakeAuthenticator().authenticate(ceremonyOf(usePage.body))),
      },
    });
    // Assess
    expect(none.body).toContain('Login failed. Check your email and password.');
    expect(forged.status).toBe(200);
    expect(forged.body).toContain('Login failed. Check your email and password.');
    expect(forged.headers.location).toBeUndefined();
  });

  it('runs the pre-authentication trigger first: an unverified account is refused before any passkey is asked for', async () => {
    // Prepare
    const account = await aSignedUpAccount();
    const { params } = anAuthorizeRequest();
    // Act
    const reply = await send('/passkey', { form: { ...params, username: account.email } });
    // Assess
    expect(reply.body).toContain(UNVERIFIED_REFUSAL);
    expect(reply.body).not.toContain('id="webauthn"');
  });
});
