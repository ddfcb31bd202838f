/**
 * The beneficiary session (spec 01 §3 Session, beneficiaryUser): a link token from `jwt(jti)`, kept in session
 * storage so it ends with the tab. The GraphQL client sends it as `Authorization` while it is valid.
 */
export type BeneficiarySession = {
  token: string;
  beneficiary: string;
  /** ms since epoch; 0 when the token carries no expiry. */
  expiresAt: number;
  /** Record ids or absolute URLs of the link's sequence. */
  sequence: string[];
};

const KEY = 'ripple.beneficiary';
const FINISHED_KEY = 'ripple.beneficiary.finished';

/**
 * What the API puts before a link token's JWT so AppSync never takes it for a user-pool token
 * (functions/src/core/link-token-format.ts; test/api/links.test.ts checks the two agree).
 */
export const LINK_TOKEN_PREFIX = 'ripple-link.';

/**
 * The payload of a link token's JWT, read after its prefix; null when it is no JWT. A value without the prefix is
 * read as it is: the tab only reads what to show and when to renew, the authorizer alone decides what is accepted.
 */
export function linkTokenPayload(token: string): Record<string, unknown> | null {
  const jwt = token.startsWith(LINK_TOKEN_PREFIX) ? token.slice(LINK_TOKEN_PREFIX.length) : token;
  try {
    const payload = jwt.split('.')[1] ?? '';
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads a link token's claims (`sub`, `beneficiary`, `sequence`, `exp`); null when it is not a JWT. */
export function parseLinkToken(token: string): (BeneficiarySession & { isBeneficiary: boolean }) | null {
  const claims = linkTokenPayload(token);
  if (!claims) return null;
  const sequence = Array.isArray(claims.sequence)
    ? claims.sequence.filter((x): x is string => typeof x === 'string')
    : [];
  return {
    token,
    beneficiary: typeof claims.sub === 'string' ? claims.sub : '',
    expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : 0,
    sequence,
    isBeneficiary: claims.beneficiary === true,
  };
}

export function saveBeneficiarySession(token: string): void {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // No storage: the link cannot be used in this browser mode.
  }
}

/** The stored beneficiary session, expired or not; null when there is none. */
function storedSession() {
  let token: string | null = null;
  try {
    token = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  const session = token ? parseLinkToken(token) : null;
  return session?.isBeneficiary ? session : null;
}

/** The stored session while it has not expired, else null. */
export function getBeneficiarySession(): BeneficiarySession | null {
  const session = storedSession();
  if (!session || session.expiresAt <= Date.now()) return null;
  return session;
}

/** Whether the tab holds a link's session whose token has expired (not renewed in time: a phone left asleep). */
export function beneficiarySessionExpired(now: number = Date.now()): boolean {
  const session = storedSession();
  return !!session && session.expiresAt > 0 && session.expiresAt <= now;
}

/**
 * How long before its expiry a link token is renewed. Link tokens live at most 2 hours (docs/security.md); half
 * an hour leaves a phone that checks once a minute, or wakes from sleep, time to renew it on a slow connection.
 */
export const RENEW_BEFORE_MS = 30 * 60_000;

/** Whether the session's token is due for renewal (`RenewLinkToken`): valid, with less than RENEW_BEFORE_MS left. */
export const renewalDue = (session: BeneficiarySession | null, now: number = Date.now()): boolean =>
  !!session && session.expiresAt > now && session.expiresAt - now < RENEW_BEFORE_MS;

/**
 * Keeps a renewed token in place of the session's: only a beneficiary token for the same beneficiary, so that a
 * wrong answer can never swap whose records the tab answers. Returns whether it was kept.
 */
export function renewBeneficiarySession(token: string): boolean {
  const current = getBeneficiarySession();
  const renewed = parseLinkToken(token);
  if (!current || !renewed?.isBeneficiary || renewed.beneficiary !== current.beneficiary) return false;
  if (renewed.expiresAt < current.expiresAt) return false;
  saveBeneficiarySession(token);
  return true;
}

/** Clears the token (the Thanks screen, logout). */
export function clearBeneficiarySession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

function finishedRecords(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(FINISHED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Remembers a record this tab's link finished. It outlives the session (Thanks clears that), so that the record
 * reopened by Back, a reload or a restored tab is never answered again and its last page thanks them again.
 */
export function rememberFinishedRecord(id: string): void {
  const finished = finishedRecords();
  if (finished.includes(id)) return;
  try {
    sessionStorage.setItem(FINISHED_KEY, JSON.stringify([...finished, id]));
  } catch {
    // No storage: the link cannot be used in this browser mode.
  }
}

/** Whether this tab's link finished the record. */
export const finishedRecord = (id: string): boolean => finishedRecords().includes(id);
