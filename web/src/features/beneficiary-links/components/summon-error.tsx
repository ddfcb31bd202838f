import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { RetryPanel } from '@/components/ui/retry-panel';
import { isApiError } from '@/lib/graphql/api-error';
import type { SummonStatus } from '@/lib/graphql/generated/graphql';
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
    ? 'EXPIRED'
    : isApiError(error, 'summon.exhausted')
      ? 'EXHAUSTED'
      : isApiError(error, 'summon.notFound')
        ? 'NOT_FOUND'
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
  return <SummonClosed status={known} />;
}

/**
 * Why a summon cannot be used, as `summonStatus` tells it before anything is asked, or its use failed: the spec 01
 * §8 message alone.
 */
export function SummonClosed({ status }: { status: Exclude<SummonStatus, 'OPEN'> }) {
  const { t } = useTranslation('beneficiary-links');
  const message = {
    EXPIRED: t('summon.expired'),
    EXHAUSTED: t('summon.exhausted'),
    NOT_FOUND: t('summon.notRecognised'),
  }[status];
  return (
    <Alert>
      <p>{message}</p>
    </Alert>
  );
}
