import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inBrowserTimeZone } from '@/components/ui/export-download';
import { exportReliableChange } from '../api/export-reliable-change';
import type { ReportInput } from '../api/get-report';
import styles from './reports.module.css';

type ReliableChangeDownloadProps = {
  input: ReportInput;
  /** Counts under the small-number threshold are written as "fewer than N" in the file. */
  forSharing: boolean;
  /** Sends the browser to the download path (named in the browser's time zone); the page stays, as the file arrives as an attachment. */
  download?: (path: string) => void;
};

const assign = (path: string) => window.location.assign(path);

/**
 * "Download figures (CSV)": the server writes the file (docs/exports.md, "Reliable Change figures"), so what is
 * shared is what the server withheld, never a copy the browser made of what it was shown.
 */
export function ReliableChangeDownload({
  input,
  forSharing,
  download = assign,
}: ReliableChangeDownloadProps) {
  const { t } = useTranslation('reports');
  const [state, setState] = useState<'idle' | 'loading' | 'started' | 'failed'>('idle');

  const start = () => {
    // Not disabled while it runs: a disabled button would drop the keyboard user's focus to the page.
    if (state === 'loading') return;
    setState('loading');
    exportReliableChange({ ...input, forSharing }).then(
      (path) => {
        download(inBrowserTimeZone(path));
        setState('started');
      },
      () => setState('failed'),
    );
  };

  return (
    <div className={styles.reliableDownload}>
      <Button variant="secondary" onClick={start}>
        {t('reliable.download')}
      </Button>
      <p role="status" className={state === 'failed' ? styles.error : styles.hint}>
        {state === 'idle' ? '' : t(`reliable.downloadState.${state}`)}
      </p>
    </div>
  );
}
