import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { GetOpenLinksQuery } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const GetOpenLinksDocument = graphql(`
  query GetOpenLinks($beneficiary: String) {
    openLinks(beneficiary: $beneficiary) {
      id
      kind
      createdBy
      createdByName
      beneficiary
      questionnaire
      sequence
      created
      expires
      uses
      maxUses
    }
  }
`);

export type OpenLink = GetOpenLinksQuery['openLinks'][number];

/** The organisation's one-time links and summons that can still be opened, newest first; or one beneficiary's. */
export const getOpenLinks = (beneficiary?: string) =>
  request(GetOpenLinksDocument, { beneficiary: beneficiary ?? null }).then((data) => data.openLinks);

/** Every list of open links: a revoke refreshes them all (the organisation's, each beneficiary's). */
export const openLinksQueryKey = ['openLinks'] as const;

export const getOpenLinksQueryOptions = (beneficiary?: string) =>
  queryOptions({
    queryKey: [...openLinksQueryKey, beneficiary ?? null],
    queryFn: () => getOpenLinks(beneficiary),
  });

/**
 * A route's loader: asks again on every visit, whatever the cache holds, since links are made from the record forms,
 * which do not know this list, so a link just sent is there to revoke. The page's own query then reads that answer.
 */
export const prefetchOpenLinks = (queryClient: QueryClient, beneficiary?: string) =>
  queryClient.prefetchQuery({ ...getOpenLinksQueryOptions(beneficiary), staleTime: 0 });

export const useOpenLinks = (beneficiary?: string) => useQuery(getOpenLinksQueryOptions(beneficiary));
