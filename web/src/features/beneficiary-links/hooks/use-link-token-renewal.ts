import { useEffect, useRef, useState } from 'react';
import {
  beneficiarySessionExpired,
  clearBeneficiarySession,
  getBeneficiarySession,
  renewalDue,
  renewBeneficiarySession,
} from '@/lib/beneficiary-session';
import { problemOf, type LinkProblem } from '../api/log-in-with-link';
import { renewLinkToken } from '../api/renew-link-token';

/** How often the token's expiry is checked while answering. */
export const RENEWAL_CHECK_MS = 60_000;

/**
 * Keeps a beneficiary's link token alive while they answer (issue 27: link tokens live at most 2 hours). Once a
 * minute, on coming back to the tab (a phone woken from sleep) and on any input, a token with less than
 * RENEW_BEFORE_MS left is renewed through `RenewLinkToken`. Answers why the link can no longer be used: `expired`
 * (the link ran out or was revoked, or the token expired before it could be renewed) or `completed`; null while
 * it can, and always for staff. A link that ended takes its token with it, as Thanks does. A failure to reach
 * the API is tried again at the next check.
 */
export function useLinkTokenRenewal(): Exclude<LinkProblem, 'invalid' | 'failed'> | null {
  const [problem, setEnded] = useState<'expired' | 'completed' | null>(null);
  const renewing = useRef(false);
  /**
   * The expiry a renewal could not extend: the link itself ends then (a token never outlives its link), so it is
   * not asked again, on every tap, until the token expires and the link's end is shown.
   */
  const lastExpiry = useRef(0);
  useEffect(() => {
    const setProblem = (why: 'expired' | 'completed') => {
      clearBeneficiarySession();
      setEnded(why);
    };
    const check = () => {
      if (renewing.current) return;
      if (beneficiarySessionExpired()) {
        setProblem('expired');
        return;
      }
      const session = getBeneficiarySession();
      if (!session || !renewalDue(session) || session.expiresAt === lastExpiry.current) return;
      renewing.current = true;
      renewLinkToken()
        .then(
          (token) => {
            if (!renewBeneficiarySession(token)) setProblem('expired');
            else if (getBeneficiarySession()?.expiresAt === session.expiresAt)
              lastExpiry.current = session.expiresAt;
          },
          (error: unknown) => {
            const why = problemOf(error);
            if (why === 'expired' || why === 'completed') setProblem(why);
          },
        )
        .finally(() => (renewing.current = false));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = setInterval(check, RENEWAL_CHECK_MS);
    document.addEventListener('visibilitychange', onVisible);
    // Activity: a tap or key while answering; check is cheap when nothing is due.
    window.addEventListener('pointerdown', check, { passive: true });
    window.addEventListener('keydown', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pointerdown', check);
      window.removeEventListener('keydown', check);
    };
  }, []);
  return problem;
}
