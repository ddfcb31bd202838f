import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import styles from './answering.module.css';

/**
 * Spec 01 §8 "Failed to load", with Try again: a read lost to the network (the usual cause on a beneficiary's
 * phone) may work the next time, and reloading the page is more than many of them know to do.
 */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('answering');
  return (
    <div className={styles.flow}>
      <ErrorBox text={t('errors.load')} />
      <div className={styles.actions}>
        <Button onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
          {t('retry')}
        </Button>
      </div>
    </div>
  );
}
