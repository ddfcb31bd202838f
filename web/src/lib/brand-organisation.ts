import { queryOptions } from '@tanstack/react-query';
import type { Brand, LoadedBrand } from './brand';
import { request } from './graphql/client';
import { graphql } from './graphql/generated';
import type { GetOrganisationBrandingQuery } from './graphql/generated/graphql';

const GetOrganisationBrandingDocument = graphql(`
  query GetOrganisationBranding {
    organisationBranding {
      name
      logo
      colours {
        primary
        primaryContrast
        accent
        background
        text
      }
      chart
      updatedAt
    }
  }
`);

/** A patron organisation's branding as the API returns it; null or empty parts fall back to the host's brand. */
export type OrganisationBranding = GetOrganisationBrandingQuery['organisationBranding'];

/**
 * The staff shell's organisation query (`features/account`, `getOrganisationQueryOptions`): once it has data, a
 * signed-in staff member with an organisation is in the app, and the organisation's branding applies.
 */
export const ORGANISATION_QUERY_KEY = ['organisation'] as const;

/** Patrons only: other organisations get `organisation.notPatron` (docs/api-errors.md). */
export const getOrganisationBranding = () =>
  request(GetOrganisationBrandingDocument).then((data) => data.organisationBranding);

/**
 * Shared by the app-wide BrandProvider and the settings editor, so a save shows everywhere at once. Under
 * `['organisation']`, so whatever refreshes the organisation refreshes its branding too.
 */
export const getOrganisationBrandingQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANISATION_QUERY_KEY, 'branding'] as const,
    queryFn: getOrganisationBranding,
    staleTime: Infinity,
    retry: false,
  });

/** The host's brand with the organisation's logo, colours and chart colours laid over it, where set. */
export function withOrganisationBranding(
  host: LoadedBrand,
  branding: OrganisationBranding | undefined,
): LoadedBrand {
  if (!branding) return host;
  const { logo, colours, chart } = branding;
  if (!logo && !colours && chart.length === 0) return host;
  const brand: Brand = {
    name: logo ? branding.name : host.brand.name,
    colours: {
      ...host.brand.colours,
      ...(colours ?? {}),
      chart: chart.length > 0 ? chart : host.brand.colours.chart,
    },
  };
  return { brand, logoUrl: logo ?? host.logoUrl, isFallback: host.isFallback };
}
