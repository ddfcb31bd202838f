import { useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './catalogue.module.css';

/**
 * Spec 02 §2 import button: tooltip 'Add to your questionnaires'; idle, then loading; `onImport` moves on
 * after a success. A failure turns it red with 'Failed to import', and pressing it again retries.
 */
export function ImportButton({ name, onImport }: { name: string; onImport: () => Promise<unknown> }) {
  const { t } = useTranslation('catalogue');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const run = async () => {
    setState('loading');
    try {
      await onImport();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <TooltipTrigger delay={0}>
      <Button
        className={[styles.import, state === 'failed' ? styles.importFailed : ''].join(' ')}
        isPending={state === 'loading'}
        onPress={() => void run()}
      >
        {state === 'loading'
          ? t('import.importing')
          : state === 'failed'
            ? t('import.failed')
            : t('import.label')}{' '}
        <span className="visually-hidden">{name}</span>
      </Button>
      <Tooltip className={styles.tooltip}>{t('import.tooltip')}</Tooltip>
    </TooltipTrigger>
  );
}
