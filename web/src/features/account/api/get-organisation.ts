import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetOrganisationDocument = graphql(`
  query GetOrganisation {
    organisation {
      id
      name
    }
  }
`);

/** The caller's active organisation; fails with `auth.noOrganisation` when they have none. */
export const getOrganisation = () => request(GetOrganisationDocument).then((data) => data.organisation);

export const getOrganisationQueryOptions = () =>
  queryOptions({ queryKey: ['organisation'], queryFn: getOrganisation });

export const useOrganisation = () => useQuery(getOrganisationQueryOptions());
