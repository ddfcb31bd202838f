import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { SummonStatus } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const GetSummonStatusDocument = graphql(`
  query GetSummonStatus($summonID: String!) {
    summonStatus(summonID: $summonID)
  }
`);

/** Whether a summon code can be used (OPEN) or why not, without using it. */
export const getSummonStatus = (summonID: string): Promise<SummonStatus> =>
  request(GetSummonStatusDocument, { summonID }).then((data) => data.summonStatus);

/**
 * Asked on every visit (staleTime 0): a link revoked or used up since must not be offered from the cache.
 * `enabled` is false where the page does not need it (a link naming its beneficiary is used at once).
 */
export const useSummonStatus = (summonID: string, enabled: boolean) =>
  useQuery({
    queryKey: ['summon-status', summonID],
    queryFn: () => getSummonStatus(summonID),
    staleTime: 0,
    enabled,
  });
