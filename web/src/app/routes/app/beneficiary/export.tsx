import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { BeneficiaryExport } from '@/features/beneficiaries/components/beneficiary-export';

/** Spec 01 §2 /beneficiary/{id}/export/{qid}: export the beneficiary's records of a questionnaire. */
export default function BeneficiaryExportRoute() {
  const { t } = useTranslation('beneficiaries');
  const { id = '', qid = '' } = useParams();
  return (
    <>
      <h2>{t('export.title')}</h2>
      <BeneficiaryExport key={`${id}/${qid}`} beneficiary={id} questionnaire={qid} />
      <p>
        <Link to={paths.beneficiaryRecords.getHref(id)}>{t('export.back')}</Link>
      </p>
    </>
  );
}
