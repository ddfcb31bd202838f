import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetPatronStatusDocument = graphql(`
  query GetPatronStatus {
    organisation {
      id
      don
    }
  }
`);

/** Whether the active organisation is a patron (`don`); always fetched fresh (spec 01 §7). */
export const getPatronStatus = () => request(GetPatronStatusDocument).then((data) => data.organisation.don);

export const getPatronStatusQueryOptions = () =>
  queryOptions({ queryKey: ['organisation', 'don'], queryFn: getPatronStatus, staleTime: 0 });

export const usePatronStatus = () => useQuery(getPatronStatusQueryOptions());
