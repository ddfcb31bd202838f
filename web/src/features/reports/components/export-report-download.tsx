import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { exportReport } from '../api/export-report';
import type { ReportInput } from '../api/get-report';

const assign = (path: string) => window.location.assign(path);

/** /report/export/…: exports the records of the report with the same arguments, then downloads. */
export function ExportReportDownload({
  input,
  download = assign,
}: {
  input: ReportInput;
  download?: (path: string) => void;
}) {
  const { t } = useTranslation('reports');
  const [state, setState] = useState<'loading' | 'started' | 'failed'>('loading');
  const key = JSON.stringify(input);
  useEffect(() => {
    let current = true;
    exportReport(JSON.parse(key) as ReportInput).then(
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
