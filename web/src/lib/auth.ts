// Type-only: the module itself is loaded on first use (see `auth()`).
import type * as AmplifyAuth from 'aws-amplify/auth';
import type { AppConfig } from '@/config/env';
import {
  addPasskeyUrl,
  authorizeUrl,
  clientIdFor,
  completeSignIn,
  loginUrlOn,
  logoutUrl,
  readStoredIdToken,
  refreshStoredTokens,
  registeredOriginFor,
  type HostedLoginConfig,
} from '@/lib/hosted-login';
import { tellOtherTabs } from '@/lib/tab-messages';

/** The signed-in staff session: the raw Cognito ID token and when it expires (ms since epoch). */
export type Session = { idToken: string; expiresAt: number };

type AuthModule = typeof AmplifyAuth;

let configured: Promise<AppConfig> | null = null;
let loading: Promise<AuthModule> | null = null;
/** The refresh under way: the tab's concurrent callers share it rather than each spending the refresh token. */
let refreshing: Promise<Session | null> | null = null;

/**
 * Amplify v6 Auth only, against the pool named in `/config.json` (locally cognito-local under `/cognito`). It is
 * loaded only by what needs it (sign-out, the password, TOTP): the session itself is read and renewed without it
 * (`getSession`), so a signed-in member's first visit does not download it (~45 KB gzip).
 */
export function configureAuth(config: Promise<AppConfig>): void {
  configured = config;
  loading = null;
  refreshing = null;
}

/** Loads and configures Amplify once; every function below that needs it goes through it. */
function auth(): Promise<AuthModule> {
  loading ??= (async () => {
    if (!configured) throw new Error('configureAuth was not called');
    const [config, { Amplify }, module] = await Promise.all([
      configured,
      import('aws-amplify'),
      import('aws-amplify/auth'),
    ]);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: appClientId(config),
          ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        },
      },
    });
    return module;
  })();
  return loading;
}

/** The client the hosted login issued this host's tokens to: refresh must name the same one. */
const appClientId = (config: AppConfig) =>
  config.hostedLogin ? clientIdFor(config.hostedLogin, window.location.hostname) : config.userPoolClientId;

/** A stored token this close to its expiry is renewed before use (as Amplify would within its own margin). */
const STORED_TOKEN_MARGIN_MS = 60_000;

/** Renews the stored tokens at the hosted login's token endpoint (`refreshStoredTokens`), once at a time. */
function refreshStored(hostedLogin: HostedLoginConfig, clientId: string): Promise<Session | null> {
  refreshing ??= refreshStoredTokens(hostedLogin, clientId).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Amplify's answer, for a deployment without a hosted login (its tokens come from Amplify's own sign-in). */
async function amplifySession(options: { forceRefresh?: boolean }): Promise<Session | null> {
  const { fetchAuthSession } = await auth();
  const { tokens } = await fetchAuthSession(options);
  const idToken = tokens?.idToken;
  const exp = idToken?.payload.exp;
  if (!idToken || typeof exp !== 'number') return null;
  return { idToken: idToken.toString(), expiresAt: exp * 1000 };
}

/** The hosted login of `/config.json`; a deployment without one cannot sign staff in. */
async function hostedLogin() {
  if (!configured) throw new Error('configureAuth was not called');
  const config = await configured;
  if (!config.hostedLogin) throw new Error('config.json has no hostedLogin');
  return config.hostedLogin;
}

/** Opens the hosted login; it returns to `/login` with a code, and then to `redirectTo`. */
export async function startHostedLogin(redirectTo: string): Promise<void> {
  const config = await hostedLogin();
  // A host without a registered callback (the apex, the cloudfront.net address) signs in on the default brand's.
  const registered = registeredOriginFor(config, window.location);
  window.location.assign(
    registered ? loginUrlOn(registered, redirectTo) : await authorizeUrl(config, window.location, redirectTo),
  );
}

/**
 * Completes the sign-in the hosted login returned from: the code is exchanged for tokens, stored where Amplify
 * keeps them (`getSession` renews them; Amplify finds them when it loads). Resolves with the page to go to. The
 * other tabs are told: one that lost its session keeps its page and picks up the new tokens from the shared
 * storage.
 */
export async function completeHostedLogin(code: string, state: string | null): Promise<string> {
  const redirectTo = await completeSignIn(await hostedLogin(), window.location, code, state);
  tellOtherTabs({ kind: 'signedIn' });
  return redirectTo;
}

/** Managed login's page for adding a passkey to the signed-in user, or null without a hosted login. */
export async function passkeyRegistrationUrl(): Promise<string | null> {
  if (!configured) return null;
  const config = await configured;
  return config.hostedLogin ? addPasskeyUrl(config.hostedLogin, window.location) : null;
}

/** Where logging out ends: the hosted login's `/logout`, which ends its own session too, or null without one. */
export async function hostedLogoutUrl(): Promise<string | null> {
  if (!configured) return null;
  const config = await configured;
  return config.hostedLogin ? logoutUrl(config.hostedLogin, window.location) : null;
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
 * False only when no session can be stored: none of Amplify's keys is. Beneficiaries and signed-out visitors
 * then learn they are not signed in without reading the config or any token.
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

/**
 * The current session, or null. A user counts as signed in only while the token's expiry is in the future. The
 * ID token stored under Amplify's keys answers while it has more than a minute left (by Amplify's reckoning of
 * the clock drift); nearer its expiry, or when a refresh is asked for, the stored refresh token renews it at the
 * token endpoint, without Amplify. A refused refresh token (revoked, expired) clears the tokens: signed out.
 */
export async function getSession(options: { forceRefresh?: boolean } = {}): Promise<Session | null> {
  if (!configured || !mayHaveStoredSession()) return null;
  try {
    const config = await configured;
    let session: Session | null;
    if (!config.hostedLogin) {
      session = await amplifySession(options);
    } else {
      const clientId = appClientId(config);
      session =
        (!options.forceRefresh && readStoredIdToken(clientId, STORED_TOKEN_MARGIN_MS)) ||
        (await refreshStored(config.hostedLogin, clientId));
    }
    return session && session.expiresAt > Date.now() ? session : null;
  } catch {
    // No config, storage refused, a token that is not a JWT, a refresh that failed (offline): no session now.
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

/** Whether the signed-in user has an authenticator app (TOTP) as a second sign-in step. */
export async function isTotpEnabled(): Promise<boolean> {
  const { fetchMFAPreference } = await auth();
  const preference = await fetchMFAPreference();
  return preference.enabled?.includes('TOTP') ?? false;
}

/**
 * Starts adding an authenticator app (Cognito `AssociateSoftwareToken`): the key to type into the app and the
 * `otpauth://` address a phone can open. Nothing changes at sign-in until the app's first code is confirmed.
 */
export async function startTotpSetup(): Promise<{ secret: string; uri: string }> {
  const { setUpTOTP } = await auth();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri('Ripple').toString() };
}

/** Confirms the app with one of its codes and makes it the second sign-in step (`VerifySoftwareToken`, preference). */
export async function confirmTotpSetup(code: string): Promise<void> {
  const { verifyTOTPSetup, updateMFAPreference } = await auth();
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** Turns the authenticator app off: signing in asks for the password only again. */
export async function turnOffTotp(): Promise<void> {
  const { updateMFAPreference } = await auth();
  await updateMFAPreference({ totp: 'DISABLED' });
}
