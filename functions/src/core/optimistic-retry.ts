import { AppError } from './app-error.ts';
import type { ConflictCode } from './app-error.ts';

/**
 * How often an optimistic read-modify-write is tried before it gives up: enough for a handful of people editing
 * the same item at once, few enough that a write that can never succeed fails within a request.
 */
export const OPTIMISTIC_ATTEMPTS = 5;

/** What an attempt answers when what it read changed before its write landed: read and try again. */
export const STALE = Symbol('stale');

/**
 * Runs `attempt` (read, change, conditioned write) until it answers something other than `STALE`, at most
 * `OPTIMISTIC_ATTEMPTS` times; then refuses with the domain's `conflict` code, which the web app shows as "changed
 * by someone else, try again". `attempt` is told its number, from 0, so the first may reuse a read already made.
 */
export const withOptimisticRetry = async <T>(
  conflict: ConflictCode,
  attempt: (n: number) => Promise<T | typeof STALE>,
): Promise<T> => {
  for (let n = 0; n < OPTIMISTIC_ATTEMPTS; n += 1) {
    const result = await attempt(n);
    if (result !== STALE) return result;
  }
  throw new AppError(conflict);
};
