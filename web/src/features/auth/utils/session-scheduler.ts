/** Spec 01 §9 session constants, in milliseconds. */
export const SESSION_TIMING = {
  /** On start, refresh when the token expires within this (or has expired). */
  refreshOnStartWithinMs: 21_600_000,
  /** How often the session is checked. */
  checkEveryMs: 5_000,
  /** Near expiry the check refreshes the token, and retries a failed refresh… */
  retryWithinMs: 120_000,
  /** …no sooner than this after the previous attempt. */
  retryGapMs: 20_000,
  /** At or below this, the countdown toast shows. */
  warnWithinMs: 60_000,
  /** How long the renewal toast shows. */
  renewedToastMs: 2_000,
} as const;

/** What the user is told: nothing, a countdown to `expiresAt` (persistent), or that the session was renewed. */
export type SessionNotice = { kind: 'none' } | { kind: 'expiring'; expiresAt: number } | { kind: 'renewed' };

export type SessionSchedulerOptions = {
  /** The current token's expiry (ms since epoch). */
  expiresAt: number;
  /** Refreshes the token; resolves with the new expiry, rejects on failure. */
  refresh: () => Promise<number>;
  /** Called whenever the notice changes. */
  onNotice: (notice: SessionNotice) => void;
  now?: () => number;
};

export type SessionScheduler = {
  stop: () => void;
  /** The expiry currently known. */ expiresAt: () => number;
  /**
   * The session was renewed elsewhere (the toast's Log in, a login in another tab): checks go on from `expiresAt`,
   * and the renewal shows for 2 seconds.
   */
  renewed: (expiresAt: number) => void;
};

/**
 * The session rules of spec 01 §4 "Session" and §9, free of React and Amplify (timers and clock only):
 * - on start, refresh when the token is within 6 hours of expiry or already expired;
 * - every 5 seconds, check: within 2 minutes of expiry refresh, retrying a failed attempt after 20 seconds;
 * - at 60 seconds or less, a persistent countdown notice; after a renewal that the check made, a 2-second notice.
 */
export function startSessionScheduler(options: SessionSchedulerOptions): SessionScheduler {
  const { refresh, onNotice, now = Date.now } = options;
  let expiresAt = options.expiresAt;
  let inFlight = false;
  let lastAttemptAt: number | null = null;
  let notice: SessionNotice['kind'] = 'none';
  let stopped = false;
  let renewedTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (next: SessionNotice) => {
    if (stopped) return;
    if (next.kind === notice && next.kind !== 'expiring') return;
    notice = next.kind;
    onNotice(next);
  };

  const announceRenewal = () => {
    clearTimeout(renewedTimer);
    show({ kind: 'renewed' });
    renewedTimer = setTimeout(() => show({ kind: 'none' }), SESSION_TIMING.renewedToastMs);
  };

  const attempt = async (announce: boolean) => {
    inFlight = true;
    lastAttemptAt = now();
    try {
      expiresAt = await refresh();
      if (stopped) return;
      if (announce || notice === 'expiring') announceRenewal();
    } catch {
      // The next check retries (near expiry) and the countdown tells the user.
    } finally {
      inFlight = false;
    }
  };

  const check = () => {
    const left = expiresAt - now();
    const retryDue = lastAttemptAt === null || now() - lastAttemptAt >= SESSION_TIMING.retryGapMs;
    if (left <= SESSION_TIMING.retryWithinMs && !inFlight && retryDue) void attempt(true);
    if (left <= SESSION_TIMING.warnWithinMs) show({ kind: 'expiring', expiresAt });
    else if (notice === 'expiring' && left > SESSION_TIMING.warnWithinMs) show({ kind: 'none' });
  };

  if (expiresAt - now() <= SESSION_TIMING.refreshOnStartWithinMs) void attempt(false);
  const interval = setInterval(check, SESSION_TIMING.checkEveryMs);

  return {
    stop: () => {
      stopped = true;
      clearInterval(interval);
      clearTimeout(renewedTimer);
    },
    expiresAt: () => expiresAt,
    renewed: (renewedUntil) => {
      expiresAt = renewedUntil;
      lastAttemptAt = null;
      announceRenewal();
    },
  };
}
