/**
 * A failed API call. `code` is the first GraphQL error's `errorType` (docs/api-errors.md) or a transport code;
 * `message` is the code unless the failure has a text of its own (`unexpectedResult`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    readonly status: number,
    readonly info?: unknown,
    message: string = code,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
