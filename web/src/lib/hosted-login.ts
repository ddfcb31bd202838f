/**
 * Sign-in through the hosted login (Cognito's managed login; locally its stand-in on `login.localhost`): the
 * authorization code grant with PKCE over Cognito's documented endpoints, without Amplify (docs/decisions.md,
 * "Staff sign in on the hosted login"). Amplify v6's `signInWithRedirect` builds `https://<domain>/oauth2/…`
 * itself and so cannot reach the local stand-in; and the login page must stay light. The tokens are stored where
 * Amplify keeps a signed-in user's, so that refresh, the session countdown and revocation work as before.
 */

/** `hostedLogin` of /config.json (docs/runtime-contracts.md). */
export type HostedLoginConfig = {
  origin: string;
  clientIds: Record<string, string>;
  scopes: string[];
  /** The origin each brand's client may return to (its callback and sign-out URLs' host), by brand. */
  appOrigins?: Record<string, string>;
};

/** What the sign-in started with, kept in this tab until the hosted login returns to `/login`. */
type Pending = { state: string; verifier: string; redirectTo: string; clientId: string };
const PENDING_KEY = 'ripple.hostedLogin';

/**
 * The app client of the brand this host is served: the first label of the host when a brand of that name has a
 * client (`harbour.example.org`), otherwise the default one, as the edge function picks the brand.
 */
export function clientIdFor(config: HostedLoginConfig, hostname: string): string {
  const labels = hostname.toLowerCase().split('.');
  const first = labels.length > 1 && !/^\d+$/.test(labels[labels.length - 1]!) ? labels[0]! : 'default';
  const clientId = config.clientIds[first] ?? config.clientIds.default;
  if (!clientId) throw new Error('config.json: hostedLogin.clientIds has no default client');
  return clientId;
}

/**
 * Where a visitor on an unregistered host must go before signing in: Cognito matches callback URLs exactly, so
 * the apex domain or the cloudfront.net address (when a domain is set) have none; the default brand's origin
 * (`app.{domain}`) has. Undefined when this origin is registered, or the config names no origins (older deploys).
 */
export function registeredOriginFor(
  config: HostedLoginConfig,
  location: Pick<Location, 'origin' | 'hostname'>,
): string | undefined {
  const origins = config.appOrigins;
  if (!origins) return undefined;
  const clientId = clientIdFor(config, location.hostname);
  const brand = Object.keys(config.clientIds).find((name) => config.clientIds[name] === clientId);
  const registered = (brand && origins[brand]) || origins.default;
  return registered && registered !== location.origin ? registered : undefined;
}

/** `/login` on `origin`, keeping the page to return to after signing in. */
export const loginUrlOn = (origin: string, redirectTo: string) =>
  `${origin}/login?${new URLSearchParams({ redirect: redirectTo }).toString()}`;

/** The sign-in callback and sign-out URLs registered for every client on its hosts. */
export const callbackUrl = (origin: string) => `${origin}/login`;
export const signOutUrl = (origin: string) => `${origin}/`;

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const randomString = (size: number) => base64Url(crypto.getRandomValues(new Uint8Array(size)));

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** The authorize URL to open, having kept the state, verifier and page to return to in this tab's storage. */
export async function authorizeUrl(
  config: HostedLoginConfig,
  location: Pick<Location, 'origin' | 'hostname'>,
  redirectTo: string,
  storage: Storage = sessionStorage,
): Promise<string> {
  const clientId = clientIdFor(config, location.hostname);
  const pending: Pending = { state: randomString(16), verifier: randomString(48), redirectTo, clientId };
  storage.setItem(PENDING_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: callbackUrl(location.origin),
    state: pending.state,
    scope: config.scopes.join(' '),
    code_challenge_method: 'S256',
    code_challenge: await s256(pending.verifier),
  });
  return `${config.origin}/oauth2/authorize?${params.toString()}`;
}

/** The tokens of Cognito's token endpoint. */
export type TokenResponse = {
  id_token: string;
  access_token: string;
  refresh_token: string;
};

/** A sign-in that came back but cannot be completed: a stale or foreign state, or a refused code. */
export class HostedLoginError extends Error {
  override name = 'HostedLoginError';
}

/** A form POST to the hosted login's token endpoint (`/oauth2/token`), for the code and for the refresh grant. */
const postToTokenEndpoint = (
  config: HostedLoginConfig,
  fetchImpl: typeof fetch,
  form: Record<string, string>,
) =>
  fetchImpl(`${config.origin}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

/**
 * Redeems the code the hosted login returned with (the verifier proves this tab started the sign-in) and hands
 * the tokens to Amplify's storage; resolves with the page to go to. The pending sign-in is used up either way.
 */
export async function completeSignIn(
  config: HostedLoginConfig,
  location: Pick<Location, 'origin'>,
  code: string,
  state: string | null,
  storage: Storage = sessionStorage,
  tokenStorage: Storage = localStorage,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const saved = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  const pending = saved ? (JSON.parse(saved) as Pending) : null;
  if (!pending || !state || pending.state !== state) throw new HostedLoginError('state mismatch');
  const response = await postToTokenEndpoint(config, fetchImpl, {
    grant_type: 'authorization_code',
    client_id: pending.clientId,
    code,
    redirect_uri: callbackUrl(location.origin),
    code_verifier: pending.verifier,
  });
  if (!response.ok) throw new HostedLoginError(`token endpoint: HTTP ${response.status}`);
  storeForAmplify(pending.clientId, (await response.json()) as TokenResponse, tokenStorage);
  return pending.redirectTo;
}

/** The claims of a JWT, unverified: only to name the user as Amplify does. */
function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(decodeURIComponent(escape(json))) as Record<string, unknown>;
}

/** The prefix of every key Amplify v6's token store keeps for `clientId`'s users. */
const amplifyPrefix = (clientId: string) => `CognitoIdentityServiceProvider.${clientId}`;

/** Amplify's clock drift for new tokens: the access token's `iat` less this clock, as its refresh counts it. */
const clockDriftOf = (accessToken: string, now: number) => {
  const iat = claimsOf(accessToken).iat;
  return typeof iat === 'number' ? iat * 1000 - now : 0;
};

/**
 * Stores the tokens under the keys Amplify v6's token store reads (`CognitoIdentityServiceProvider.<client>.
 * <username>.<token>` and `….LastAuthUser`), as its own sign-in does; `refreshStoredTokens` renews them there,
 * and Amplify, once it loads (sign-out, the profile page), finds them.
 */
export function storeForAmplify(
  clientId: string,
  tokens: TokenResponse,
  storage: Storage = localStorage,
): void {
  const username = String(
    claimsOf(tokens.access_token).username ?? claimsOf(tokens.id_token)['cognito:username'],
  );
  const prefix = amplifyPrefix(clientId);
  storage.setItem(`${prefix}.LastAuthUser`, username);
  storage.setItem(`${prefix}.${username}.accessToken`, tokens.access_token);
  storage.setItem(`${prefix}.${username}.idToken`, tokens.id_token);
  storage.setItem(`${prefix}.${username}.refreshToken`, tokens.refresh_token);
  storage.setItem(`${prefix}.${username}.clockDrift`, '0');
}

/** The token endpoint's answer to a refresh: a refresh token only when the client rotates them. */
type RefreshResponse = Omit<TokenResponse, 'refresh_token'> & { refresh_token?: string };

/**
 * Renews the stored session with its refresh token at the hosted login's token endpoint (`grant_type=
 * refresh_token`, the grant its authorization-code sign-in allows), without Amplify, and writes the new tokens
 * back under Amplify's keys as its own refresh does (a rotated refresh token replaces the old one; the clock
 * drift is counted from the new access token). Resolves with the new ID token, or null when there is nothing to
 * renew or Cognito refuses the refresh token (`invalid_grant`: revoked, as after a global sign-out, or expired):
 * the stored tokens are then removed, as Amplify removes them. Any other failure (offline, a 5xx) rejects and
 * keeps them, so that a later attempt can still renew the session.
 */
export async function refreshStoredTokens(
  config: HostedLoginConfig,
  clientId: string,
  storage: Storage = localStorage,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<{ idToken: string; expiresAt: number } | null> {
  const prefix = amplifyPrefix(clientId);
  const username = storage.getItem(`${prefix}.LastAuthUser`);
  const refreshToken = username ? storage.getItem(`${prefix}.${username}.refreshToken`) : null;
  if (!username || !refreshToken) return null;
  const response = await postToTokenEndpoint(config, fetchImpl, {
    grant_type: 'refresh_token',
    client_id: clientId,
    refresh_token: refreshToken,
  });
  if (!response.ok) {
    const { error } = (await response.json().catch(() => ({}))) as { error?: unknown };
    if (error !== 'invalid_grant') throw new HostedLoginError(`token endpoint: HTTP ${response.status}`);
    for (const key of ['accessToken', 'idToken', 'refreshToken', 'clockDrift', 'signInDetails']) {
      storage.removeItem(`${prefix}.${username}.${key}`);
    }
    storage.removeItem(`${prefix}.LastAuthUser`);
    return null;
  }
  const tokens = (await response.json()) as RefreshResponse;
  const exp = claimsOf(tokens.id_token).exp;
  if (typeof exp !== 'number') throw new HostedLoginError('token endpoint: an ID token without expiry');
  storage.setItem(`${prefix}.${username}.accessToken`, tokens.access_token);
  storage.setItem(`${prefix}.${username}.idToken`, tokens.id_token);
  if (tokens.refresh_token) storage.setItem(`${prefix}.${username}.refreshToken`, tokens.refresh_token);
  storage.setItem(`${prefix}.${username}.clockDrift`, String(clockDriftOf(tokens.access_token, now())));
  return { idToken: tokens.id_token, expiresAt: exp * 1000 };
}

/**
 * The ID token Amplify holds for `clientId` and when it expires, read from the keys `storeForAmplify` (and
 * Amplify's own sign-in) write; null when there is none, or it expires within `marginMs` by Amplify's reckoning
 * (its stored clock drift included, as its `isTokenExpired` counts it).
 */
export function readStoredIdToken(
  clientId: string,
  marginMs: number,
  storage: Storage = localStorage,
  now: number = Date.now(),
): { idToken: string; expiresAt: number } | null {
  const prefix = amplifyPrefix(clientId);
  const username = storage.getItem(`${prefix}.LastAuthUser`);
  const idToken = username ? storage.getItem(`${prefix}.${username}.idToken`) : null;
  if (!idToken) return null;
  const exp = claimsOf(idToken).exp;
  if (typeof exp !== 'number') return null;
  const drift = Number.parseInt(storage.getItem(`${prefix}.${username}.clockDrift`) ?? '0', 10) || 0;
  const expiresAt = exp * 1000;
  return now + drift + marginMs < expiresAt ? { idToken, expiresAt } : null;
}

/** The hosted logout, which ends the hosted login's own session and comes back to this host's root. */
/**
 * Managed login's page where a signed-in user adds a passkey (`/passkeys/add`), returning to this host's
 * registered callback URL: passkeys belong to the login domain (their relying party), so they are made there,
 * not on the app's own host (docs/decisions.md, "Passkeys").
 */
export function addPasskeyUrl(
  config: HostedLoginConfig,
  location: Pick<Location, 'origin' | 'hostname'>,
): string {
  const params = new URLSearchParams({
    client_id: clientIdFor(config, location.hostname),
    redirect_uri: callbackUrl(location.origin),
  });
  return `${config.origin}/passkeys/add?${params.toString()}`;
}

export function logoutUrl(
  config: HostedLoginConfig,
  location: Pick<Location, 'origin' | 'hostname'>,
): string {
  const params = new URLSearchParams({
    client_id: clientIdFor(config, location.hostname),
    logout_uri: signOutUrl(location.origin),
  });
  return `${config.origin}/logout?${params.toString()}`;
}
