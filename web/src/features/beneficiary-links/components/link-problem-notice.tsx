import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { RetryPanel } from '@/components/ui/retry-panel';
import type { LinkProblem } from '../api/log-in-with-link';
import styles from './links.module.css';

/** The one-time link messages of spec 01 §8 and issue 27's completed link; a failure to reach the API may be tried again. */
export function LinkProblemNotice({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation('beneficiary-links');
  if (problem === 'expired') {
    return (
      <Alert title={t('expiredTitle')}>
        <p>{t('expired')}</p>
      </Alert>
    );
  }
  if (problem === 'completed') {
    // Not an error: the beneficiary did what the link asked, and is thanked rather than shown a blank record.
    return (
      <Alert tone="success">
        <p>{t('completed')}</p>
      </Alert>
    );
  }
  if (problem === 'failed') return <Failed />;
  return (
    <Alert>
      <p>{t('invalid')}</p>
    </Alert>
  );
}

/**
 * The API could not be reached. Try again opens the link again: its loader asks for the token anew (both routers
 * re-run loaders for the same address).
 */
function Failed() {
  const { t } = useTranslation('beneficiary-links');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    await navigate(pathname + search, { replace: true });
    // Still here when it failed again; the page shows the new answer.
    setBusy(false);
  };
  return (
    <RetryPanel
      className={styles.panel}
      text={t('failed')}
      retryLabel={t('retry')}
      onRetry={() => void retry()}
      retrying={busy}
    />
  );
}
