import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Queries holding record data: single records (`meetings`), a beneficiary's records (`beneficiary-meetings`),
 * recent records (`recent-meetings`) and anything else keyed by meetings.
 */
export const isMeetingQuery = (key: QueryKey) => typeof key[0] === 'string' && /meeting/i.test(key[0]);

/**
 * Spec 01 §7 "Cache behaviour": after a record changes, cached record data is invalidated; the beneficiary's
 * records, incomplete records and the first page of recent records on screen refetch at once, the rest on next use.
 * Tag suggestions and the beneficiary list may have changed too, and a questionnaire's `inUse` (its first record
 * locks the scale, deleting its last unlocks it): questionnaires refetch when next used, not at once.
 */
export function refreshMeetingCaches(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => isMeetingQuery(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: ['beneficiaries'] }),
    queryClient.invalidateQueries({ queryKey: ['tag-suggestions'] }),
    queryClient.invalidateQueries({ queryKey: ['questionnaires'], refetchType: 'none' }),
  ]);
}

/**
 * Marks every record query stale without refetching those on screen: after a record is completed, the pages the
 * flow goes on to (journey, records, home) refetch as they open, while the finished record's own page is not
 * read again (a link's token may no longer read a complete record).
 */
export function markMeetingCachesStale(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => isMeetingQuery(query.queryKey),
    refetchType: 'none',
  });
}
