import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import type { AppConfig } from '@/config/env';

/** The signed-in staff session: the raw Cognito ID token and when it expires (ms since epoch). */
export type Session = { idToken: string; expiresAt: number };

let authFlowType: AppConfig['authFlowType'] = 'USER_SRP_AUTH';

/** Amplify v6 Auth only, against the pool named in `/config.json` (locally cognito-local under `/cognito`). */
export function configureAuth(config: AppConfig): void {
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
}

/** Signs in with email and password using the configured flow. Resolves when signed in, else throws. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  try {
    const result = await signIn({ username: email, password, options: { authFlowType } });
    if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
  } catch (error) {
    // A stale session from another tab: replace it with the one asked for.
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') {
      await signOut();
      await signInWithPassword(email, password);
      return;
    }
    throw error;
  }
}

export async function signOutUser(): Promise<void> {
  await signOut();
}

/** The current session, or null. A user counts as signed in only while the token's expiry is in the future. */
export async function getSession(options: { forceRefresh?: boolean } = {}): Promise<Session | null> {
  try {
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

/** Forces a token refresh (after SetActiveOrganisation). Throws when the refresh fails. */
export async function refreshSession(): Promise<Session> {
  const session = await getSession({ forceRefresh: true });
  if (!session) throw new Error('Token refresh failed');
  return session;
}

/** The token source for lib/graphql/client. */
export async function currentIdToken(): Promise<string | null> {
  return (await getSession())?.idToken ?? null;
}
