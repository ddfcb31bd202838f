import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { getBeneficiariesQueryOptions } from '@/features/beneficiaries/api/get-beneficiaries';
import { getRecentBeneficiariesQueryOptions } from '@/features/beneficiaries/api/get-recent-beneficiaries';
import { SelectBeneficiary } from '@/features/beneficiaries/components/select-beneficiary';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getBeneficiariesQueryOptions());
  void queryClient.prefetchQuery(getRecentBeneficiariesQueryOptions());
  return null;
};

/** Spec 01 §2 /beneficiary: select a beneficiary to view, or a new id to create. */
export default function SelectBeneficiaryRoute() {
  const { t } = useTranslation('beneficiaries');
  return (
    <>
      <h1>{t('select.title')}</h1>
      <Card>
        <SelectBeneficiary />
      </Card>
    </>
  );
}
