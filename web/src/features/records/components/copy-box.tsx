import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './records.module.css';

const COPIED_MS = 4000;

/** Spec 01 §2 copy box: the link and a Copy button that reads 'Copied' for 4 seconds. */
export function CopyBox({ link }: { link: string }) {
  const { t } = useTranslation('records');
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard permission: the link stays selectable in the box.
    }
    setCopiedAt(Date.now());
  };
  return (
    <div className={styles.copy}>
      <input readOnly value={link} aria-label={t('copy.label')} onFocus={(e) => e.currentTarget.select()} />
      <Button onClick={() => void copy()} aria-live="polite">
        {copiedAt === null ? t('copy.copy') : t('copy.copied')}
      </Button>
    </div>
  );
}
