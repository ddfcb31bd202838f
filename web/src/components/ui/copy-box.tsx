import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './copy-box.module.css';

/** Spec 01 §9: the Copy button reads 'Copied' for this long. */
export const COPIED_MS = 4000;

type CopyBoxProps = { value: string; label: string };

/**
 * Spec 01 §2 copy box: a link in a read-only field and a Copy button that reads 'Copied' for 4 seconds. Shared by
 * the record links and the invite dialog.
 */
export function CopyBox({ value, label }: CopyBoxProps) {
  const { t } = useTranslation('common');
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
        className={styles.input}
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
