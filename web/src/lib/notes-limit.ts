import { API_LIMITS } from '@/config/api-limits';
import { isApiError } from '@/lib/graphql/api-error';

/** Whether the API would refuse these notes; it counts them before trimming, so this does too. */
export const notesTooLong = (notes: string | null | undefined): boolean =>
  (notes ?? '').length > API_LIMITS.notes;

/**
 * Whether the API refused a save for its notes (`input.invalid`, `notes: tooLong`). With `notesTooLong` checked
 * first, that means the record's notes together fill the 400 KB a record holds.
 */
export const isNotesTooLongError = (error: unknown): boolean =>
  isApiError(error, 'input.invalid') &&
  (error.info as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors?.notes === 'tooLong';
