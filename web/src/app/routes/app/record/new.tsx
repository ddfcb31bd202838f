import type { QueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { getRecordSourcesQueryOptions } from '@/features/records/api/get-record-sources';
import { NewRecordPage } from './new-record-page';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getRecordSourcesQueryOptions());
  return null;
};

/** Spec 01 §2 /record/{type}: configure a live, remote, historic or summon record; `ben` and `q` prefill it. */
export default function NewRecordRoute() {
  const { type } = useParams();
  const [search] = useSearchParams();
  return (
    <NewRecordPage
      type={type}
      beneficiary={search.get('ben') ?? undefined}
      questionnaire={search.get('q') ?? undefined}
      heading="h1"
    />
  );
}
