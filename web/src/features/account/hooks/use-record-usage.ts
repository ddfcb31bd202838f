import { useEffect } from 'react';
import { getSession } from '@/lib/auth';
import { recordUsage } from '../api/record-usage';
import { claimUsageSession } from '../utils/usage-session';

/**
 * Spec 01 §7 RecordUsage, once per staff session (claimUsageSession), from the staff shell only, so never for a
 * beneficiary. The session is claimed before the call and a failure is dropped: usage tracking is worth neither a
 * broken page nor a retry on every page.
 */
export function useRecordUsage(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    void getSession()
      .then((session) => (session && claimUsageSession(session.idToken) ? recordUsage() : undefined))
      .catch(() => undefined);
  }, [enabled]);
}
