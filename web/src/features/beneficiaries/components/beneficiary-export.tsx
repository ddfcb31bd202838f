import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { exportBeneficiaryMeetings } from '../api/export-beneficiary-meetings';

type BeneficiaryExportProps = {
  beneficiary: string;
  questionnaire: string;
  /** Sends the browser to the download path; the page stays, as the file arrives as an attachment. */
  download?: (path: string) => void;
};

const assign = (path: string) => window.location.assign(path);

/**
 * Spec 01 §4 Exports for /beneficiary/{id}/export/{qid}: a loader, then 'Download started' (the browser goes to the
 * returned path) or 'Export failed'. One export per mount.
 */
export function BeneficiaryExport({ beneficiary, questionnaire, download = assign }: BeneficiaryExportProps) {
  const { t } = useTranslation('beneficiaries');
  const [state, setState] = useState<'loading' | 'started' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    exportBeneficiaryMeetings(questionnaire, beneficiary).then(
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
  }, [beneficiary, questionnaire, download]);
  return (
    <Loader loading={state === 'loading'} entity={t('export.entity')}>
      {state === 'started' ? (
        <Alert tone="success">{t('export.started')}</Alert>
      ) : (
        <Alert>{t('export.failed')}</Alert>
      )}
    </Loader>
  );
}
