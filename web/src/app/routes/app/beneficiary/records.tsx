import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { getBeneficiaryRecordsQueryOptions } from '@/features/beneficiaries/api/get-beneficiary-records';
import { RecordsList } from '@/features/beneficiaries/components/records-list';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getBeneficiaryRecordsQueryOptions(params.id));
    return null;
  };

/** Spec 01 §2 /beneficiary/{id}/records: the beneficiary's records. */
export default function BeneficiaryRecordsRoute() {
  const { t } = useTranslation('beneficiaries');
  const { id = '' } = useParams();
  return (
    <>
      <h2>{t('records.title')}</h2>
      <RecordsList beneficiary={id} />
    </>
  );
}
