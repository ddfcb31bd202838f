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

async function freshAuthModule() {
  vi.resetModules();
  const auth = await import('./auth');
  auth.configureAuth(Promise.resolve(CONFIG));
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

describe('signing in and out', () => {
  beforeEach(() => {
    localStorage.clear();
    amplify.signIn.mockReset();
    amplify.signOut.mockReset();
  });
  afterEach(() => localStorage.clear());

  it('tells the other tabs once signed in, also after replacing a stale session', async () => {
    // Prepare
    const stale = Object.assign(new Error('stale'), { name: 'UserAlreadyAuthenticatedException' });
    amplify.signIn.mockRejectedValueOnce(stale).mockResolvedValue({ isSignedIn: true });
    const { signInWithPassword } = await freshAuthModule();
    // Act
    await signInWithPassword('a@b.c', 'secret');
    // Assess
    expect(amplify.signOut).toHaveBeenCalledOnce();
    expect(lastTabMessage()).toMatchObject({ kind: 'signedIn' });
  });

  it('tells nobody when signing in fails', async () => {
    // Prepare
    amplify.signIn.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAuthorizedException' }));
    const { signInWithPassword } = await freshAuthModule();
    // Act
    const outcome = await signInWithPassword('a@b.c', 'wrong').catch((error: unknown) => error);
    // Assess
    expect(outcome).toMatchObject({ name: 'NotAuthorizedException' });
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
