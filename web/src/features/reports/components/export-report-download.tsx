import { useTranslation } from 'react-i18next';
import { ExportDownload } from '@/components/ui/export-download';
import { exportReport } from '../api/export-report';
import type { ReportInput } from '../api/get-report';

/** /report/export/…: exports the records of the report with the same arguments, then downloads. */
export function ExportReportDownload({
  input,
  download,
}: {
  input: ReportInput;
  download?: (path: string) => void;
}) {
  const { t } = useTranslation('reports');
  return (
    <ExportDownload
      start={() => exportReport(input)}
      messages={{ entity: t('export.title'), started: t('export.started'), failed: t('export.failed') }}
      download={download}
    />
  );
}
