import type { QueryKey } from '@tanstack/react-query';

/**
 * Spec 01 §7 "Cache behaviour": queries holding record data — single records (`meetings`), a beneficiary's
 * records (`beneficiary-meetings`), recent records (`recent-meetings`) and anything else keyed by meetings.
 */
export const isMeetingQuery = (key: QueryKey) => typeof key[0] === 'string' && /meeting/i.test(key[0]);
