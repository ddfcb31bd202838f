import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Card } from '@/components/ui/card';
import { getBeneficiaryQueryOptions } from '@/features/beneficiaries/api/get-beneficiary';
import { BeneficiaryTagsForm } from '@/features/beneficiaries/components/beneficiary-tags-form';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(getBeneficiaryQueryOptions(params.id));
    return null;
  };

/** Spec 01 §2 /beneficiary/{id}/config (Admin): edit the beneficiary's tags. */
export default function BeneficiaryConfigRoute() {
  const { t } = useTranslation('beneficiaries');
  const { id = '' } = useParams();
  return (
    <>
      <h2>{t('config.title')}</h2>
      <Card>
        <BeneficiaryTagsForm key={id} beneficiary={id} />
      </Card>
    </>
  );
}
