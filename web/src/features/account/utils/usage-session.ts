const KEY = 'ripple.usage';

/**
 * Which sign-in a Cognito ID token belongs to: its user and `auth_time`, the time they signed in, which a token
 * refresh keeps. A token that cannot be read counts as one unknown sign-in.
 */
export function signInOf(idToken: string): string {
  try {
    const payload = idToken.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    if (typeof claims.sub === 'string' && typeof claims.auth_time === 'number')
      return `${claims.sub}@${claims.auth_time}`;
  } catch {
    // Not a JWT.
  }
  return 'unknown';
}

// Where session storage is refused (some private modes), once per page load instead.
let claimedInMemory: string | null = null;

/**
 * True the first time it is asked for a sign-in in this browser tab, false after: a staff session for usage
 * tracking (spec 01 §7 RecordUsage) is one sign-in in one tab, however many pages or reloads it spans. Signing in
 * again, or opening another tab, starts another.
 */
export function claimUsageSession(idToken: string): boolean {
  const signIn = signInOf(idToken);
  let claimed = claimedInMemory;
  try {
    claimed = sessionStorage.getItem(KEY);
  } catch {
    // Memory only.
  }
  if (claimed === signIn) return false;
  claimedInMemory = signIn;
  try {
    sessionStorage.setItem(KEY, signIn);
  } catch {
    // Memory only.
  }
  return true;
}
