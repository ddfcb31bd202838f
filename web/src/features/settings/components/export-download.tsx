import { useTranslation } from 'react-i18next';
import { ExportDownload as Download } from '@/components/ui/export-download';
import { exportMeetings, type ExportMeetingsInput } from '../api/export-meetings';

type ExportDownloadProps = {
  input: ExportMeetingsInput;
  download?: (path: string) => void;
};

/** /settings/data/questionnaire/export/…: a questionnaire's records, as spec 01 §4 Exports. One per mount. */
export function ExportDownload({ input, download }: ExportDownloadProps) {
  const { t } = useTranslation('settings');
  return (
    <Download
      start={() => exportMeetings(input)}
      messages={{ entity: t('export.title'), started: t('export.started'), failed: t('export.failed') }}
      download={download}
    />
  );
}
