import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { exportMeetings, type ExportMeetingsInput } from '../api/export-meetings';

type ExportDownloadProps = {
  input: ExportMeetingsInput;
  /** Sends the browser to the download path; the page stays, as the file arrives as an attachment. */
  download?: (path: string) => void;
};

const assign = (path: string) => window.location.assign(path);

/**
 * Spec 01 §4 Exports: a loader, then 'Download started' (the browser goes to the returned path) or
 * 'Export failed'. One export per mount: give it a `key` of its input.
 */
export function ExportDownload({ input, download = assign }: ExportDownloadProps) {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<'loading' | 'started' | 'failed'>('loading');
  const key = JSON.stringify(input);

  useEffect(() => {
    let current = true;
    exportMeetings(JSON.parse(key) as ExportMeetingsInput).then(
      (path) => {
        if (!current) return;
        download(path);
        setState('started');
      },
      () => {
        if (current) setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [key, download]);

  return (
    <Loader loading={state === 'loading'} entity={t('export.title')}>
      {state === 'started' ? (
        <Alert tone="success">{t('export.started')}</Alert>
      ) : (
        <Alert>{t('export.failed')}</Alert>
      )}
    </Loader>
  );
}
