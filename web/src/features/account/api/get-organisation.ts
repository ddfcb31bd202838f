import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetOrganisationDocument = graphql(`
  query GetOrganisation {
    organisation {
      id
      name
      suspended
      plugins {
        id
      }
    }
  }
`);

/** The caller's active organisation; fails with `auth.noOrganisation` when they have none. */
export const getOrganisation = () => request(GetOrganisationDocument).then((data) => data.organisation);

export const getOrganisationQueryOptions = () =>
  queryOptions({ queryKey: ['organisation'], queryFn: getOrganisation });

export const useOrganisation = () => useQuery(getOrganisationQueryOptions());

/** Spec 01 §2 Shell: the social-value item shows only for organisations with the `sve` plugin. */
export const hasPlugin = (organisation: { plugins: { id: string }[] } | undefined, id: string) =>
  !!organisation?.plugins?.some((plugin) => plugin.id === id);
