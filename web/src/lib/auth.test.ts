import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastTabMessage } from '@/testing/tab-messages';

const amplify = vi.hoisted(() => ({
  configure: vi.fn(),
  fetchAuthSession: vi.fn(),
  signIn: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: amplify.configure } }));
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: amplify.fetchAuthSession,
  signIn: amplify.signIn,
  signOut: amplify.signOut,
}));

const CONFIG = {
  region: 'eu-west-2',
  userPoolId: 'eu-west-2_pool',
  userPoolClientId: 'client',
  authFlowType: 'USER_PASSWORD_AUTH' as const,
};

const HOSTED = {
  ...CONFIG,
  hostedLogin: {
    origin: 'http://login.localhost:3000',
    clientIds: { default: 'client', harbour: 'harbour-client' },
    scopes: ['openid'],
  },
};

/** An unsigned JWT with these claims: the SPA only reads them. */
const jwt = (claims: Record<string, unknown>) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

async function freshAuthModule(config: typeof CONFIG = CONFIG) {
  vi.resetModules();
  const auth = await import('./auth');
  auth.configureAuth(Promise.resolve(config));
  return auth;
}

const PREFIX = 'CognitoIdentityServiceProvider.client';

/** Tokens stored as the hosted sign-in stores them, the ID token with `secondsLeft` to live. */
const storeTokens = (secondsLeft: number) => {
  const exp = Math.floor(Date.now() / 1000) + secondsLeft;
  localStorage.setItem(`${PREFIX}.LastAuthUser`, 'ada');
  localStorage.setItem(`${PREFIX}.ada.idToken`, jwt({ exp }));
  localStorage.setItem(`${PREFIX}.ada.accessToken`, jwt({ exp, username: 'ada' }));
  localStorage.setItem(`${PREFIX}.ada.refreshToken`, 'refresh-1');
  localStorage.setItem(`${PREFIX}.ada.clockDrift`, '0');
  return exp * 1000;
};

/** The token endpoint's answer to a refresh: tokens living an hour (and a new refresh token with rotation). */
const renewed = (extra: Record<string, string> = {}) => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const iat = Math.floor(Date.now() / 1000);
  return {
    expiresAt: exp * 1000,
    body: {
      id_token: jwt({ exp, token_use: 'id' }),
      access_token: jwt({ exp, iat, username: 'ada' }),
      token_type: 'Bearer',
      expires_in: 3600,
      ...extra,
    },
  };
};

describe('getSession', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    amplify.configure.mockClear();
    amplify.fetchAuthSession.mockReset();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('answers "not signed in" without loading Amplify or calling Cognito when no session is stored', async () => {
    const { getSession } = await freshAuthModule(HOSTED);

    const session = await getSession();

    expect(session).toBeNull();
    expect(amplify.configure).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers with the stored ID token while it has more than a minute left, calling nobody', async () => {
    const expiresAt = storeTokens(3600);
    const { getSession } = await freshAuthModule(HOSTED);

    const session = await getSession();

    expect(session).toEqual({ idToken: localStorage.getItem(`${PREFIX}.ada.idToken`), expiresAt });
    expect(amplify.configure).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews a token about to expire at the token endpoint without Amplify, and stores the new tokens', async () => {
    // Prepare: 30 seconds left
    storeTokens(30);
    const answer = renewed();
    fetchMock.mockResolvedValue(Response.json(answer.body));
    const { getSession } = await freshAuthModule(HOSTED);
    // Act
    const session = await getSession();
    // Assess: the refresh token grant of the host's client, the tokens where Amplify will find them
    expect(session).toEqual({ idToken: answer.body.id_token, expiresAt: answer.expiresAt });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://login.localhost:3000/oauth2/token');
    expect(Object.fromEntries(new URLSearchParams(init?.body as string))).toEqual({
      grant_type: 'refresh_token',
      client_id: 'client',
      refresh_token: 'refresh-1',
    });
    expect(localStorage.getItem(`${PREFIX}.ada.idToken`)).toBe(answer.body.id_token);
    expect(localStorage.getItem(`${PREFIX}.ada.accessToken`)).toBe(answer.body.access_token);
    expect(localStorage.getItem(`${PREFIX}.ada.refreshToken`)).toBe('refresh-1');
    expect(amplify.configure).not.toHaveBeenCalled();
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('renews on request (refreshSession), keeping a rotated refresh token', async () => {
    storeTokens(3600);
    const answer = renewed({ refresh_token: 'refresh-2' });
    fetchMock.mockResolvedValue(Response.json(answer.body));
    const { refreshSession } = await freshAuthModule(HOSTED);

    const session = await refreshSession();

    expect(session.idToken).toBe(answer.body.id_token);
    expect(localStorage.getItem(`${PREFIX}.ada.refreshToken`)).toBe('refresh-2');
    expect(amplify.configure).not.toHaveBeenCalled();
  });

  it('shares one refresh between the callers asking at the same time', async () => {
    storeTokens(30);
    fetchMock.mockImplementation(() => Promise.resolve(Response.json(renewed().body)));
    const { getSession, refreshSession } = await freshAuthModule(HOSTED);

    await Promise.all([getSession(), getSession(), refreshSession()]);

    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('signs out when Cognito refuses the refresh token (revoked): the tokens are gone, refreshing fails', async () => {
    // Prepare: a member removed and signed out everywhere
    storeTokens(30);
    fetchMock.mockResolvedValue(Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const { getSession, refreshSession } = await freshAuthModule(HOSTED);
    // Act
    const session = await getSession();
    // Assess
    expect(session).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith(PREFIX))).toEqual([]);
    await expect(refreshSession()).rejects.toThrow('Token refresh failed');
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('keeps the tokens for a later attempt when the refresh cannot reach Cognito', async () => {
    storeTokens(30);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { getSession } = await freshAuthModule(HOSTED);

    expect(await getSession()).toBeNull();

    expect(localStorage.getItem(`${PREFIX}.ada.refreshToken`)).toBe('refresh-1');
  });

  it('asks Amplify in a deployment without a hosted login, whose tokens its own sign-in made', async () => {
    localStorage.setItem(`${PREFIX}.LastAuthUser`, 'someone');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { exp }, toString: () => 'id-token' } },
    });
    const { getSession } = await freshAuthModule(CONFIG);

    const session = await getSession();

    expect(session).toEqual({ idToken: 'id-token', expiresAt: exp * 1000 });
    expect(amplify.configure).toHaveBeenCalledOnce();
  });
});

describe('signing in and out', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    amplify.configure.mockClear();
    amplify.signIn.mockReset();
    amplify.signOut.mockReset();
  });
  afterEach(() => localStorage.clear());

  it('completes a hosted sign-in: the code is exchanged, Amplify holds the tokens, the other tabs are told', async () => {
    // Prepare: a sign-in this tab started, back from the hosted login with a code
    const { startHostedLogin, completeHostedLogin, signOutUser } = await freshAuthModule(HOSTED);
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      origin: 'http://harbour.localhost:3000',
      hostname: 'harbour.localhost',
      assign,
    });
    await startHostedLogin('/beneficiary/b1');
    const state = new URL(String(assign.mock.calls[0]?.[0])).searchParams.get('state');
    const access = jwt({ username: 'user-1', token_use: 'access' });
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        Response.json({ access_token: access, id_token: jwt({ token_use: 'id' }), refresh_token: 'refresh' }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Act
    const redirectTo = await completeHostedLogin('the-code', state);
    const told = lastTabMessage();
    await signOutUser();
    // Assess
    expect(redirectTo).toBe('/beneficiary/b1');
    expect(localStorage.getItem('CognitoIdentityServiceProvider.harbour-client.user-1.accessToken')).toBe(
      access,
    );
    expect(told).toMatchObject({ kind: 'signedIn' });
    // Amplify, loaded to sign out, revokes with the client that issued the tokens: the brand's.
    expect(amplify.configure.mock.calls.at(-1)?.[0]).toMatchObject({
      Auth: { Cognito: { userPoolClientId: 'harbour-client' } },
    });
    vi.unstubAllGlobals();
  });

  it('tells nobody when the hosted sign-in cannot be completed', async () => {
    const { completeHostedLogin } = await freshAuthModule(HOSTED);
    const outcome = await completeHostedLogin('the-code', 'a-state-never-issued').catch(
      (error: unknown) => error,
    );
    expect(outcome).toMatchObject({ name: 'HostedLoginError' });
    expect(lastTabMessage()).toBeNull();
  });

  it('tells the other tabs when signing out, even if revoking the token failed', async () => {
    // Prepare
    amplify.signOut.mockRejectedValue(new Error('network'));
    const { signOutUser } = await freshAuthModule();
    // Act
    await signOutUser().catch(() => undefined);
    // Assess
    expect(lastTabMessage()).toMatchObject({ kind: 'signedOut' });
  });
});
