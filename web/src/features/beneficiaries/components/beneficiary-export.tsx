import { useTranslation } from 'react-i18next';
import { ExportDownload } from '@/components/ui/export-download';
import { exportBeneficiaryMeetings } from '../api/export-beneficiary-meetings';

type BeneficiaryExportProps = {
  beneficiary: string;
  questionnaire: string;
  download?: (path: string) => void;
};

/** /beneficiary/{id}/export/{qid}: one beneficiary's records of a questionnaire, as spec 01 §4 Exports. */
export function BeneficiaryExport({ beneficiary, questionnaire, download }: BeneficiaryExportProps) {
  const { t } = useTranslation('beneficiaries');
  return (
    <ExportDownload
      key={`${beneficiary}/${questionnaire}`}
      start={() => exportBeneficiaryMeetings(questionnaire, beneficiary)}
      messages={{ entity: t('export.entity'), started: t('export.started'), failed: t('export.failed') }}
      download={download}
    />
  );
}
