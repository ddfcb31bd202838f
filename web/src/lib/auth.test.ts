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

describe('getSession', () => {
  beforeEach(() => {
    localStorage.clear();
    amplify.configure.mockClear();
    amplify.fetchAuthSession.mockReset();
  });
  afterEach(() => localStorage.clear());

  it('answers "not signed in" without loading Amplify when none of its keys is stored', async () => {
    const { getSession } = await freshAuthModule();

    const session = await getSession();

    expect(session).toBeNull();
    expect(amplify.configure).not.toHaveBeenCalled();
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('asks Amplify when its keys are stored', async () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'someone');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { exp }, toString: () => 'id-token' } },
    });
    const { getSession } = await freshAuthModule();

    const session = await getSession();

    expect(session).toEqual({ idToken: 'id-token', expiresAt: exp * 1000 });
    expect(amplify.configure).toHaveBeenCalledOnce();
  });
});

describe('getSession while Amplify is still loading', () => {
  const storeToken = (secondsLeft: number) => {
    const exp = Math.floor(Date.now() / 1000) + secondsLeft;
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'ada');
    localStorage.setItem('CognitoIdentityServiceProvider.client.ada.idToken', jwt({ exp }));
    return exp * 1000;
  };
  beforeEach(() => {
    localStorage.clear();
    amplify.configure.mockClear();
    amplify.fetchAuthSession.mockReset();
  });
  afterEach(() => localStorage.clear());

  it('answers with the token Amplify stored, without waiting for Amplify', async () => {
    const expiresAt = storeToken(3600);
    const { getSession } = await freshAuthModule();

    const session = await getSession();

    expect(session).toEqual({
      idToken: localStorage.getItem('CognitoIdentityServiceProvider.client.ada.idToken'),
      expiresAt,
    });
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('asks Amplify for a token about to expire, for a refresh, and for everything once it has loaded', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    amplify.fetchAuthSession.mockResolvedValue({
      tokens: { idToken: { payload: { exp }, toString: () => 'from-amplify' } },
    });
    storeToken(30);
    const { getSession } = await freshAuthModule();
    expect((await getSession())?.idToken).toBe('from-amplify');

    storeToken(3600);
    const fresh = await freshAuthModule();
    expect((await fresh.getSession({ forceRefresh: true }))?.idToken).toBe('from-amplify');
    expect((await fresh.getSession())?.idToken).toBe('from-amplify');
  });
});

describe('preloadAuth', () => {
  beforeEach(() => {
    localStorage.clear();
    amplify.configure.mockClear();
  });
  afterEach(() => localStorage.clear());

  it('loads Amplify before anything asks for the session when a session is stored', async () => {
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'someone');
    const { preloadAuth } = await freshAuthModule();

    preloadAuth();

    await vi.waitFor(() => expect(amplify.configure).toHaveBeenCalledOnce());
  });

  it('loads nothing for a visitor with no stored session', async () => {
    const { preloadAuth } = await freshAuthModule();

    preloadAuth();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(amplify.configure).not.toHaveBeenCalled();
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
    const { startHostedLogin, completeHostedLogin, getSession } = await freshAuthModule(HOSTED);
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
    amplify.fetchAuthSession.mockResolvedValue({ tokens: undefined });
    // Act
    const redirectTo = await completeHostedLogin('the-code', state);
    await getSession();
    // Assess
    expect(redirectTo).toBe('/beneficiary/b1');
    expect(localStorage.getItem('CognitoIdentityServiceProvider.harbour-client.user-1.accessToken')).toBe(
      access,
    );
    expect(lastTabMessage()).toMatchObject({ kind: 'signedIn' });
    // Amplify refreshes with the client that issued the tokens: the brand's.
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
