import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetOrgUsersDocument = graphql(`
  query GetOrgUsers {
    organisation {
      id
      users {
        id
        name
        joined
        active
      }
    }
  }
`);

/** The active organisation's users, removed (inactive) ones included. */
export const getOrgUsers = () => request(GetOrgUsersDocument).then((data) => data.organisation.users);

export const getOrgUsersQueryOptions = () =>
  queryOptions({ queryKey: ['organisation', 'users'], queryFn: getOrgUsers });

export const useOrgUsers = () => useQuery(getOrgUsersQueryOptions());
