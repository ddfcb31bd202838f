import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { getSession, signOutUser } from '@/lib/auth';
import { clearBeneficiarySession } from '@/lib/beneficiary-session';
import styles from './links.module.css';

/**
 * Spec 01 §2: the warning a signed-in staff user gets on a beneficiary link (a facilitator trying the link they
 * just made), and a beneficiary holding another link's session gets on a link or an invite (issue 27). Continue
 * ends the session here rather than through /logout, whose own confirmation would be a second stop, and opens
 * the address again: its loader then finds nobody signed in and goes on as for a beneficiary.
 */
export function LogOutWarning() {
  const { t } = useTranslation('beneficiary-links');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const logOutAndContinue = async () => {
    setBusy(true);
    clearBeneficiarySession();
    if (await getSession()) await signOutUser().catch(() => undefined);
    // As /logout does: nothing the staff user loaded stays for whoever uses the link.
    queryClient.clear();
    await navigate(pathname + search, { replace: true });
    setBusy(false);
  };
  return (
    <section className={styles.panel}>
      <p>{t('logOutFirst.text')}</p>
      <Button onClick={() => void logOutAndContinue()} disabled={busy} aria-busy={busy || undefined}>
        {t('logOutFirst.continue')}
      </Button>
    </section>
  );
}
