// Type only, so nothing of the functions workspace is bundled: the union the API throws with is the one typed here.
import type { AppErrorCode } from '../../../../functions/src/core/error-codes.ts';

/** Refusals of AppSync itself, before the API runs: a token it does not accept. */
type GatewayErrorCode = 'UnauthorizedException' | 'Unauthorized';

/** Failures without an API code: no connection, an HTTP status alone, a reply the client cannot use. */
type TransportErrorCode = 'network' | 'unknown' | 'unexpectedResult' | `http.${number}`;

/** Every `code` an ApiError can carry; a code the API no longer has fails type checking where it is tested. */
export type ApiErrorCode = AppErrorCode | GatewayErrorCode | TransportErrorCode;

/**
 * A failed API call. `code` is the first GraphQL error's `errorType` (docs/api-errors.md) or a transport code;
 * `message` is the code unless the failure has a text of its own (`unexpectedResult`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
    readonly info?: unknown,
    message: string = code,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
