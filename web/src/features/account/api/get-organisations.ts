import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

/** Spec 01 §9: organisation list limit. */
export const ORGANISATIONS_LIMIT = 60;

const GetOrganisationsDocument = graphql(`
  query GetOrganisations($limit: Int) {
    organisations(limit: $limit) {
      id
      name
    }
  }
`);

/** The caller's organisations, sorted by name (the API sorts too; the menu must not depend on it). */
export const getOrganisations = () =>
  request(GetOrganisationsDocument, { limit: ORGANISATIONS_LIMIT }).then((data) =>
    [...data.organisations].sort((a, b) => a.name.localeCompare(b.name)),
  );

export const getOrganisationsQueryOptions = () =>
  queryOptions({ queryKey: ['organisations', ORGANISATIONS_LIMIT], queryFn: getOrganisations });

export const useOrganisations = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getOrganisationsQueryOptions(), enabled: options.enabled ?? true });
