import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Queries holding record data: single records (`meetings`), a beneficiary's records (`beneficiary-meetings`),
 * recent records (`recent-meetings`) and anything else keyed by meetings.
 */
export const isMeetingQuery = (key: QueryKey) => typeof key[0] === 'string' && /meeting/i.test(key[0]);

/**
 * Spec 01 §7 "Cache behaviour": after a record changes, cached record data is invalidated; the beneficiary's
 * records, incomplete records and the first page of recent records on screen refetch at once, the rest on next use.
 * Tag suggestions and the beneficiary list may have changed too.
 */
export function refreshMeetingCaches(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => isMeetingQuery(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: ['beneficiaries'] }),
    queryClient.invalidateQueries({ queryKey: ['tag-suggestions'] }),
  ]);
}
