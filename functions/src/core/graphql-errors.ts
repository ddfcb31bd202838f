import type { AppError } from './app-error.ts';

/** The body AppSync's `invoke-lambda.js` and the local emulator turn into a GraphQL error (runtime contracts). */
export type ErrorResponse = {
  error: {
    type: string;
    message: string;
    info?: { fieldErrors?: Readonly<Record<string, string>> } & Readonly<Record<string, unknown>>;
  };
};

export const INTERNAL_ERROR: ErrorResponse = { error: { type: 'internal', message: 'internal' } };

/** An `AppError` as the client sees it: its code, its field errors and its info when there are any. */
export const toErrorResponse = ({ code, fieldErrors, info }: AppError): ErrorResponse => ({
  error: {
    type: code,
    message: code,
    ...(fieldErrors || info ? { info: { ...info, ...(fieldErrors ? { fieldErrors } : {}) } } : {}),
  },
});

/**
 * Powertools answers an error without a registered handler with `{ error: 'Name - message' }` (after logging it),
 * which would leak internals to the client. Replace that shape with the generic `internal` error.
 */
export const hideUnhandledError = (result: unknown): unknown =>
  typeof result === 'object' && result !== null && 'error' in result && typeof result.error === 'string'
    ? INTERNAL_ERROR
    : result;
