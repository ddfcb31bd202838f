import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { prefetchLinkSourceNames, useLinkSourceNames } from '../use-link-source-names';
import { getBeneficiaryRecordsQueryOptions } from '@/features/beneficiaries/api/get-beneficiary-records';
import { RecordsList } from '@/features/beneficiaries/components/records-list';
import { prefetchOpenLinks } from '@/features/settings/api/get-open-links';
import { OpenLinks } from '@/features/settings/components/open-links';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) {
      void queryClient.prefetchQuery(getBeneficiaryRecordsQueryOptions(params.id));
      void prefetchOpenLinks(queryClient, params.id);
      prefetchLinkSourceNames(queryClient);
    }
    return null;
  };

/** Spec 01 §2 /beneficiary/{id}/records: the beneficiary's records, then their open links (issue 27). */
export default function BeneficiaryRecordsRoute() {
  const { t } = useTranslation('beneficiaries');
  const { id = '' } = useParams();
  const names = useLinkSourceNames();
  return (
    <>
      <h2>{t('records.title')}</h2>
      <RecordsList beneficiary={id} />
      <OpenLinks beneficiary={id} names={names} />
    </>
  );
}
