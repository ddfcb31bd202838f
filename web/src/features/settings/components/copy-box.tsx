import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './settings.module.css';

/** Spec 01 §9: the Copy button reads 'Copied' for this long. */
const COPIED_MS = 4000;

type CopyBoxProps = { value: string; label: string };

/** Spec 01 §2 copy box: the link in a read-only field and a Copy button that reads 'Copied' for 4 seconds. */
export function CopyBox({ value, label }: CopyBoxProps) {
  const { t } = useTranslation('settings');
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard permission: the field stays selectable for copying by hand.
    }
    setCopiedAt(Date.now());
  };

  return (
    <div className={styles.copyBox}>
      <input
        className={styles.copyInput}
        readOnly
        value={value}
        aria-label={label}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button onClick={() => void copy()} aria-live="polite">
        {copiedAt === null ? t('copy.copy') : t('copy.copied')}
      </Button>
    </div>
  );
}
