import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

/** Spec 02 §3: the catalogue's only source. */
export const CATALOGUE_SOURCE = 'softoutcomes';

const GetCatalogueDocument = graphql(`
  query GetCatalogue($source: String!) {
    outcomesetCatalogue(source: $source) {
      license
      attribution
      outcomeset {
        id
        name
        description
      }
    }
  }
`);

export const getCatalogue = () =>
  request(GetCatalogueDocument, { source: CATALOGUE_SOURCE }).then((data) => data.outcomesetCatalogue);

export const catalogueQueryKey = ['catalogue'] as const;

export const getCatalogueQueryOptions = () =>
  queryOptions({ queryKey: catalogueQueryKey, queryFn: getCatalogue, staleTime: 60 * 60 * 1000 });

export const useCatalogue = () => useQuery(getCatalogueQueryOptions());
