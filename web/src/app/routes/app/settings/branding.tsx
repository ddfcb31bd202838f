import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPatronStatusQueryOptions } from '@/features/settings/api/get-patron-status';
import { BrandingSettings } from '@/features/settings/components/branding-settings';
import { PatronFrame } from '@/features/settings/components/patron-frame';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getPatronStatusQueryOptions());
  return null;
};

/** Spec 02 §2 /settings/branding: the branding editor for patrons; others see it in the 'Patrons Only' frame. */
export default function SettingsBrandingRoute() {
  const { t } = useTranslation('settings');
  return (
    <>
      <h2>{t('branding.title')}</h2>
      <p>{t('branding.text')}</p>
      <PatronFrame>
        <BrandingSettings />
      </PatronFrame>
    </>
  );
}
