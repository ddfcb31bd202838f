import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader';
import { getPatronStatusQueryOptions, usePatronStatus } from '@/features/settings/api/get-patron-status';
import { PatronManage } from '@/features/settings/components/patron-manage';
import { PatronPlans } from '@/features/settings/components/patron-plans';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getPatronStatusQueryOptions());
  return null;
};

/** Spec 02 §2 /settings/patron: Manage for patrons, else the sizes and the billing toggle. */
export default function SettingsPatronRoute() {
  const { t } = useTranslation('settings');
  const don = usePatronStatus();
  return (
    <Loader query={don} entity={t('patron.organisationEntity')}>
      {don.data ? (
        <PatronManage />
      ) : (
        <>
          <h2>{t('patron.title')}</h2>
          <p>{t('patron.intro')}</p>
          <PatronPlans />
        </>
      )}
    </Loader>
  );
}
