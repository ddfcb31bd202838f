import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { applyBrand, FALLBACK_BRAND, LOADING_BRAND, loadBrand, type LoadedBrand } from '@/lib/brand';
import {
  getOrganisationBrandingQueryOptions,
  ORGANISATION_QUERY_KEY,
  withOrganisationBranding,
  type OrganisationBranding,
} from '@/lib/brand-organisation';

const BrandContext = createContext<LoadedBrand>(FALLBACK_BRAND);
const HostBrandContext = createContext<LoadedBrand>(FALLBACK_BRAND);

/**
 * The signed-in organisation's branding, once the staff shell has loaded the organisation (after sign-in and on
 * reload); undefined before, after logging out (the cache is cleared) and for organisations that are no patrons.
 */
function useOrganisationBranding(enabled: boolean): OrganisationBranding | undefined {
  const queryClient = useQueryClient();
  const hasOrganisation = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => enabled && queryClient.getQueryState(ORGANISATION_QUERY_KEY)?.status === 'success',
  );
  const branding = useQuery({ ...getOrganisationBrandingQueryOptions(), enabled: hasOrganisation });
  return hasOrganisation ? branding.data : undefined;
}

/**
 * Loads the host's brand on demand, lays the signed-in organisation's branding over it and applies the result's
 * tokens as CSS custom properties; until then the default look shows with the host's logo, and on failure the
 * default look and logo. `initial` fixes the brand (route tests): neither the host's nor the organisation's
 * branding is then loaded.
 */
export function BrandProvider({ children, initial }: { children: ReactNode; initial?: LoadedBrand }) {
  const [host, setHost] = useState<LoadedBrand>(initial ?? LOADING_BRAND);
  useEffect(() => {
    if (initial) return;
    let active = true;
    void loadBrand().then((result) => {
      if (active) setHost(result);
    });
    return () => {
      active = false;
    };
  }, [initial]);
  const organisation = useOrganisationBranding(!initial);
  const loaded = useMemo(() => withOrganisationBranding(host, organisation), [host, organisation]);
  useEffect(() => {
    if (!initial) applyBrand(loaded.brand);
  }, [initial, loaded]);
  return (
    <HostBrandContext value={host}>
      <BrandContext value={loaded}>{children}</BrandContext>
    </HostBrandContext>
  );
}

/** The brand in use: the host's, with the signed-in patron organisation's logo and colours where set. */
export function useBrand(): LoadedBrand {
  return use(BrandContext);
}

/** The host's brand alone, without the organisation's branding: what the branding editor falls back to. */
export function useHostBrand(): LoadedBrand {
  return use(HostBrandContext);
}
