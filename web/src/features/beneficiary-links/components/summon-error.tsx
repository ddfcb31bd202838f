import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { RetryPanel } from '@/components/ui/retry-panel';
import { isApiError } from '@/lib/graphql/api-error';
import styles from './links.module.css';

/**
 * The summon error states of spec 01 §8, by error code (docs/api-errors.md). Any other failure says nothing of
 * the link (often a network lost on the way), so, like /jti, it offers `onRetry` where given.
 */
export function SummonError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('beneficiary-links');
  if (isApiError(error, 'link.completed')) {
    // A summon for one beneficiary whose record is complete: thanked again, not shown an error (issue 27).
    return (
      <Alert tone="success">
        <p>{t('completed')}</p>
      </Alert>
    );
  }
  const known = isApiError(error, 'summon.expired')
    ? t('summon.expired')
    : isApiError(error, 'summon.exhausted')
      ? t('summon.exhausted')
      : isApiError(error, 'summon.notFound')
        ? t('summon.notRecognised')
        : null;
  if (!known) {
    return (
      <RetryPanel
        className={styles.panel}
        text={t('summon.failed')}
        retryLabel={t('retry')}
        onRetry={onRetry}
      />
    );
  }
  return (
    <Alert>
      <p>{known}</p>
    </Alert>
  );
}
