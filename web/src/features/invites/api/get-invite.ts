import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetInviteDocument = graphql(`
  query GetInvite($id: String!) {
    invite(id: $id)
  }
`);

/** Spec 01 §4 "Invite": the id of the organisation a valid invite joins; else `invite.expired` / `invite.notFound`. */
export const getInvite = (id: string) => request(GetInviteDocument, { id }).then((data) => data.invite);

export const getInviteQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['invite', id], queryFn: () => getInvite(id), retry: false });

export const useInvite = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getInviteQueryOptions(id), enabled });
