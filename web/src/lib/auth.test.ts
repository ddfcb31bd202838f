import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const amplify = vi.hoisted(() => ({
  configure: vi.fn(),
  fetchAuthSession: vi.fn(),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: amplify.configure } }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: amplify.fetchAuthSession }));

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
