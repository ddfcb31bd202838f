import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader';
import { getOrganisationBrandingQueryOptions, type OrganisationBranding } from '@/lib/brand-organisation';
import { usePatronStatus } from '../api/get-patron-status';
import { BrandingEditor } from './branding-editor';

/** What a non-patron sees inside the 'Patrons Only' frame: the editor with the default look, not interactive. */
const NO_BRANDING: OrganisationBranding = { name: '', logo: null, colours: null, chart: [], updatedAt: null };

/** The branding tab's content: the organisation's branding in the editor; patrons only (the API refuses others). */
export function BrandingSettings() {
  const { t } = useTranslation('settings');
  const don = usePatronStatus();
  const branding = useQuery({ ...getOrganisationBrandingQueryOptions(), enabled: don.data === true });
  if (don.data !== true) return <BrandingEditor branding={NO_BRANDING} />;
  return (
    <Loader query={branding} entity={t('branding.entity')}>
      {branding.data ? <BrandingEditor branding={branding.data} /> : null}
    </Loader>
  );
}
