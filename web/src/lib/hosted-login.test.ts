import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addPasskeyUrl,
  authorizeUrl,
  clientIdFor,
  completeSignIn,
  loginUrlOn,
  logoutUrl,
  registeredOriginFor,
  s256,
  readStoredIdToken,
  refreshStoredTokens,
  storeForAmplify,
} from './hosted-login';

const CONFIG = {
  origin: 'https://login.example.org',
  clientIds: { default: 'default-client', harbour: 'harbour-client' },
  scopes: ['openid', 'email', 'profile', 'aws.cognito.signin.user.admin'],
};
const HARBOUR = { origin: 'https://harbour.example.org', hostname: 'harbour.example.org' };

const jwt = (claims: Record<string, unknown>) =>
  `e30.${btoa(unescape(encodeURIComponent(JSON.stringify(claims))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the client of the host', () => {
  it("is the brand's when the first label names one, otherwise the default", () => {
    expect(clientIdFor(CONFIG, 'harbour.example.org')).toBe('harbour-client');
    expect(clientIdFor(CONFIG, 'harbour.localhost')).toBe('harbour-client');
    expect(clientIdFor(CONFIG, 'app.example.org')).toBe('default-client');
    expect(clientIdFor(CONFIG, 'localhost')).toBe('default-client');
    expect(clientIdFor(CONFIG, '127.0.0.1')).toBe('default-client');
  });
});

describe('authorizeUrl', () => {
  it('asks for a code with an S256 challenge of a verifier kept in this tab, returning to /login', async () => {
    // Act
    const url = new URL(await authorizeUrl(CONFIG, HARBOUR, '/beneficiary/b1'));
    // Assess
    expect(url.origin + url.pathname).toBe('https://login.example.org/oauth2/authorize');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: 'harbour-client',
      redirect_uri: 'https://harbour.example.org/login',
      scope: 'openid email profile aws.cognito.signin.user.admin',
      code_challenge_method: 'S256',
    });
    const pending = JSON.parse(sessionStorage.getItem('ripple.hostedLogin')!) as Record<string, string>;
    expect(pending).toMatchObject({
      state: params.state,
      redirectTo: '/beneficiary/b1',
      clientId: 'harbour-client',
    });
    expect(pending.verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(params.code_challenge).toBe(await s256(pending.verifier!));
  });

  it('uses a new state and verifier every time', async () => {
    const first = new URL(await authorizeUrl(CONFIG, HARBOUR, '/')).searchParams;
    const second = new URL(await authorizeUrl(CONFIG, HARBOUR, '/')).searchParams;
    expect(first.get('state')).not.toBe(second.get('state'));
    expect(first.get('code_challenge')).not.toBe(second.get('code_challenge'));
  });
});

describe('completeSignIn', () => {
  it('redeems the code with the verifier at the token endpoint and stores the tokens as Amplify does', async () => {
    // Prepare
    const state = new URL(await authorizeUrl(CONFIG, HARBOUR, '/home')).searchParams.get('state');
    const { verifier } = JSON.parse(sessionStorage.getItem('ripple.hostedLogin')!) as { verifier: string };
    const tokens = { access_token: jwt({ username: 'u-1' }), id_token: jwt({}), refresh_token: 'r' };
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json(tokens)));
    // Act
    const to = await completeSignIn(
      CONFIG,
      HARBOUR,
      'c0de',
      state,
      sessionStorage,
      localStorage,
      fetchMock as typeof fetch,
    );
    // Assess
    expect(to).toBe('/home');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://login.example.org/oauth2/token');
    expect(Object.fromEntries(new URLSearchParams(init?.body as URLSearchParams))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'harbour-client',
      code: 'c0de',
      redirect_uri: 'https://harbour.example.org/login',
      code_verifier: verifier,
    });
    expect(localStorage.getItem('CognitoIdentityServiceProvider.harbour-client.LastAuthUser')).toBe('u-1');
    expect(localStorage.getItem('CognitoIdentityServiceProvider.harbour-client.u-1.refreshToken')).toBe('r');
    // The pending sign-in is spent
    expect(sessionStorage.getItem('ripple.hostedLogin')).toBeNull();
  });

  it('refuses a state this tab did not issue, without calling the token endpoint', async () => {
    await authorizeUrl(CONFIG, HARBOUR, '/');
    const fetchMock = vi.fn();
    const outcome = await completeSignIn(
      CONFIG,
      HARBOUR,
      'c',
      'forged',
      sessionStorage,
      localStorage,
      fetchMock,
    ).catch((error: unknown) => error);
    expect(outcome).toMatchObject({ name: 'HostedLoginError' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails when the token endpoint refuses the code, storing nothing', async () => {
    const state = new URL(await authorizeUrl(CONFIG, HARBOUR, '/')).searchParams.get('state');
    const fetchMock = vi.fn(() =>
      Promise.resolve(Response.json({ error: 'invalid_grant' }, { status: 400 })),
    );
    const outcome = await completeSignIn(
      CONFIG,
      HARBOUR,
      'c',
      state,
      sessionStorage,
      localStorage,
      fetchMock,
    ).catch((error: unknown) => error);
    expect(outcome).toMatchObject({ name: 'HostedLoginError' });
    expect(localStorage.length).toBe(0);
  });
});

describe('storeForAmplify and logoutUrl', () => {
  it('name the user by the access token and sign out to this host with its client', () => {
    storeForAmplify('c', { access_token: jwt({ username: 'ü-2' }), id_token: jwt({}), refresh_token: 'r' });
    expect(localStorage.getItem('CognitoIdentityServiceProvider.c.LastAuthUser')).toBe('ü-2');
    expect(logoutUrl(CONFIG, HARBOUR)).toBe(
      'https://login.example.org/logout?client_id=harbour-client&logout_uri=https%3A%2F%2Fharbour.example.org%2F',
    );
  });
});

describe('readStoredIdToken', () => {
  const NOW = Date.UTC(2026, 10, 27, 12);
  const store = (exp: number, clockDrift = '0') => {
    storeForAmplify('c', {
      access_token: jwt({ username: 'ada' }),
      id_token: jwt({ exp: exp / 1000 }),
      refresh_token: 'r',
    });
    localStorage.setItem('CognitoIdentityServiceProvider.c.ada.clockDrift', clockDrift);
  };
  beforeEach(() => localStorage.clear());

  it('reads the ID token Amplify holds for the client while it has more than the margin left', () => {
    store(NOW + 120_000);
    expect(readStoredIdToken('c', 60_000, localStorage, NOW)).toEqual({
      idToken: localStorage.getItem('CognitoIdentityServiceProvider.c.ada.idToken'),
      expiresAt: NOW + 120_000,
    });
  });

  it('leaves a token within the margin, counted with the clock drift, and other clients’ tokens alone', () => {
    store(NOW + 50_000);
    expect(readStoredIdToken('c', 60_000, localStorage, NOW)).toBeNull();
    store(NOW + 120_000, '70000');
    expect(readStoredIdToken('c', 60_000, localStorage, NOW)).toBeNull();
    store(NOW + 120_000);
    expect(readStoredIdToken('other', 60_000, localStorage, NOW)).toBeNull();
  });
});

describe('refreshStoredTokens', () => {
  const NOW = Date.UTC(2026, 10, 27, 12);
  const key = (name: string) => `CognitoIdentityServiceProvider.c.ada.${name}`;
  const signedIn = () =>
    storeForAmplify('c', { access_token: jwt({ username: 'ada' }), id_token: jwt({}), refresh_token: 'r1' });
  const answer = (status: number, body: unknown) =>
    vi.fn(() => Promise.resolve(Response.json(body, { status })));

  it("writes the new tokens over Amplify's, counting its clock drift from the access token's iat", async () => {
    // Prepare: this clock is 5 seconds behind Cognito's
    signedIn();
    const tokens = { id_token: jwt({ exp: NOW / 1000 + 3600 }), access_token: jwt({ iat: NOW / 1000 + 5 }) };
    const fetchImpl = answer(200, tokens);
    // Act
    const session = await refreshStoredTokens(CONFIG, 'c', localStorage, fetchImpl, () => NOW);
    // Assess: no rotation, so the refresh token stays
    expect(session).toEqual({ idToken: tokens.id_token, expiresAt: NOW + 3_600_000 });
    expect(fetchImpl).toHaveBeenCalledWith('https://login.example.org/oauth2/token', expect.anything());
    expect(localStorage.getItem(key('idToken'))).toBe(tokens.id_token);
    expect(localStorage.getItem(key('accessToken'))).toBe(tokens.access_token);
    expect(localStorage.getItem(key('refreshToken'))).toBe('r1');
    expect(localStorage.getItem(key('clockDrift'))).toBe('5000');
  });

  it('asks nobody when no refresh token is stored', async () => {
    const fetchImpl = answer(200, {});
    expect(await refreshStoredTokens(CONFIG, 'c', localStorage, fetchImpl)).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('removes the session when the refresh token is refused, and keeps it through any other failure', async () => {
    signedIn();
    await expect(refreshStoredTokens(CONFIG, 'c', localStorage, answer(500, {}))).rejects.toThrow('HTTP 500');
    expect(localStorage.getItem(key('refreshToken'))).toBe('r1');

    expect(
      await refreshStoredTokens(CONFIG, 'c', localStorage, answer(400, { error: 'invalid_grant' })),
    ).toBeNull();
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('addPasskeyUrl', () => {
  it("opens managed login's /passkeys/add with this host's client, back to its callback URL", () => {
    expect(addPasskeyUrl(CONFIG, HARBOUR)).toBe(
      'https://login.example.org/passkeys/add?client_id=harbour-client&redirect_uri=https%3A%2F%2Fharbour.example.org%2Flogin',
    );
  });
});

describe('registeredOriginFor', () => {
  const WITH_ORIGINS = {
    ...CONFIG,
    appOrigins: { default: 'https://app.example.org', harbour: 'https://harbour.example.org' },
  };
  const at = (origin: string) => ({ origin, hostname: new URL(origin).hostname });

  it("sends the apex and the cloudfront.net address to the default brand's registered origin", () => {
    expect(registeredOriginFor(WITH_ORIGINS, at('https://example.org'))).toBe('https://app.example.org');
    expect(registeredOriginFor(WITH_ORIGINS, at('https://d111.cloudfront.net'))).toBe(
      'https://app.example.org',
    );
  });

  it('keeps a registered origin where it is', () => {
    expect(registeredOriginFor(WITH_ORIGINS, at('https://app.example.org'))).toBeUndefined();
    expect(registeredOriginFor(WITH_ORIGINS, HARBOUR)).toBeUndefined();
  });

  it('keeps every host where it is when the config names no origins (a deploy before they were written)', () => {
    expect(registeredOriginFor(CONFIG, at('https://example.org'))).toBeUndefined();
  });

  it('opens /login there with the page to return to', () => {
    expect(loginUrlOn('https://app.example.org', '/beneficiary/b1?tab=2')).toBe(
      'https://app.example.org/login?redirect=%2Fbeneficiary%2Fb1%3Ftab%3D2',
    );
  });
});
