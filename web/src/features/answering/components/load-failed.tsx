import { useTranslation } from 'react-i18next';
import { RetryPanel } from '@/components/ui/retry-panel';
import styles from './answering.module.css';

/**
 * Spec 01 §8 "Failed to load", with Try again: a read lost to the network (the usual cause on a beneficiary's
 * phone) may work the next time, and reloading the page is more than many of them know to do.
 */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('answering');
  return (
    <RetryPanel
      className={styles.flow}
      actionsClassName={styles.actions}
      text={t('errors.load')}
      retryLabel={t('retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
