import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { RecordTypeChoice } from '@/features/records/components/record-type-choice';

/** Spec 01 §2 /beneficiary/{id}/record: choose how to take a new record for this beneficiary. */
export default function BeneficiaryRecordChooseRoute() {
  const { t } = useTranslation('beneficiaries');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const q = search.get('q');
  return (
    <>
      <h2>{t('newRecord.title')}</h2>
      <RecordTypeChoice
        hrefFor={(type) =>
          `${paths.beneficiaryRecordType.getHref(id, type)}${q ? `?q=${encodeURIComponent(q)}` : ''}`
        }
      />
    </>
  );
}
