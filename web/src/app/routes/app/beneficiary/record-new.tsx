import type { QueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { getRecordSourcesQueryOptions } from '@/features/records/api/get-record-sources';
import { NewRecordPage } from '../record/new-record-page';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getRecordSourcesQueryOptions());
  return null;
};

/** Spec 01 §2 /beneficiary/{id}/record/{type}: configure that kind of record for the page's beneficiary. */
export default function BeneficiaryNewRecordRoute() {
  const { id = '', type } = useParams();
  const [search] = useSearchParams();
  return (
    <NewRecordPage
      type={type}
      beneficiary={id}
      fixedBeneficiary
      questionnaire={search.get('q') ?? undefined}
      heading="h2"
    />
  );
}
