import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetPendingInvitesDocument = graphql(`
  query GetPendingInvites {
    invites {
      code
      createdBy
      createdByName
      created
      expires
    }
  }
`);

/** The active organisation's invites that can still be accepted, newest first. */
export const getPendingInvites = () => request(GetPendingInvitesDocument).then((data) => data.invites);

export const pendingInvitesQueryKey = ['organisation', 'invites'] as const;

export const getPendingInvitesQueryOptions = () =>
  queryOptions({ queryKey: pendingInvitesQueryKey, queryFn: getPendingInvites });

export const usePendingInvites = () => useQuery(getPendingInvitesQueryOptions());
