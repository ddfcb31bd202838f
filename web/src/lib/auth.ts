// Type-only: the module itself is loaded on first use (see `auth()`).
import type * as AmplifyAuth from 'aws-amplify/auth';
import type { AppConfig } from '@/config/env';
import { tellOtherTabs } from '@/lib/tab-messages';

/** The signed-in staff session: the raw Cognito ID token and when it expires (ms since epoch). */
export type Session = { idToken: string; expiresAt: number };

type AuthModule = typeof AmplifyAuth;

let configured: Promise<AppConfig> | null = null;
let authFlowType: AppConfig['authFlowType'] = 'USER_SRP_AUTH';
let loading: Promise<AuthModule> | null = null;

/**
 * Amplify v6 Auth only, against the pool named in `/config.json` (locally cognito-local under `/cognito`).
 * Amplify is loaded on first use, not here, so the login page's first paint does not wait for it.
 */
export function configureAuth(config: Promise<AppConfig>): void {
  configured = config;
  loading = null;
}

/** Loads and configures Amplify once; every function below goes through it. */
function auth(): Promise<AuthModule> {
  loading ??= (async () => {
    if (!configured) throw new Error('configureAuth was not called');
    const [config, { Amplify }, module] = await Promise.all([
      configured,
      import('aws-amplify'),
      import('aws-amplify/auth'),
    ]);
    authFlowType = config.authFlowType;
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        },
      },
    });
    return module;
  })();
  return loading;
}

/**
 * Signs in with email and password using the configured flow. Resolves when signed in, else throws. The other tabs
 * are told: one that lost its session keeps its page and picks up the new tokens from the shared storage.
 */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInOnce(email, password);
  tellOtherTabs({ kind: 'signedIn' });
}

async function signInOnce(email: string, password: string): Promise<void> {
  const { signIn, signOut } = await auth();
  try {
    const result = await signIn({ username: email, password, options: { authFlowType } });
    if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
  } catch (error) {
    // A stale session from another tab: replace it with the one asked for.
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
      await signOut();
      await signInOnce(email, password);
      return;
    }
    throw error;
  }
}

/**
 * Signs out (the tokens are shared by every tab of the browser) and tells the other tabs, which then say so.
 * Amplify's `signOut()` revokes the refresh token first (Cognito `RevokeToken`), so the session cannot be renewed
 * from a copy of it: it does so when the access token carries `origin_jti`, as it does with token revocation on
 * (the cloud app client) and on the local stack. A revocation that fails (offline) still clears the tokens here.
 */
export async function signOutUser(): Promise<void> {
  const { signOut } = await auth();
  try {
    await signOut();
  } finally {
    tellOtherTabs({ kind: 'signedOut' });
  }
}

/** Amplify's default token storage keeps a signed-in user's tokens in localStorage under this prefix. */
const AMPLIFY_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * False only when Amplify cannot hold a session: none of its keys is stored. Beneficiaries and signed-out
 * visitors then never download Amplify (~45 KB) just to learn they are not signed in.
 */
function mayHaveStoredSession(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(AMPLIFY_STORAGE_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage refused (private modes, policies): let Amplify decide.
    return true;
  }
}

/** The current session, or null. A user counts as signed in only while the token's expiry is in the future. */
export async function getSession(options: { forceRefresh?: boolean } = {}): Promise<Session | null> {
  if (!loading && !mayHaveStoredSession()) return null;
  try {
    const { fetchAuthSession } = await auth();
    const { tokens } = await fetchAuthSession(options);
    const idToken = tokens?.idToken;
    const exp = idToken?.payload.exp;
    if (!idToken || typeof exp !== 'number') return null;
    const expiresAt = exp * 1000;
    return expiresAt > Date.now() ? { idToken: idToken.toString(), expiresAt } : null;
  } catch {
    return null;
  }
}

/** Forces a token refresh (after SetActiveOrganisation, and by the session keeper). Throws when it fails. */
export async function refreshSession(): Promise<Session> {
  const session = await getSession({ forceRefresh: true });
  if (!session) throw new Error('Token refresh failed');
  return session;
}

/** The token source for lib/graphql/client. */
export async function currentIdToken(): Promise<string | null> {
  return (await getSession())?.idToken ?? null;
}

/** Changes the signed-in user's password (Amplify `updatePassword`). Throws when the old password is wrong. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const { updatePassword } = await auth();
  await updatePassword({ oldPassword, newPassword });
}
