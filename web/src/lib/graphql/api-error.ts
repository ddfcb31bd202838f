/** A failed API call. `code` is the first GraphQL error's `errorType` (docs/api-errors.md) or a transport code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: string,
    readonly status: number,
    readonly info?: unknown,
  ) {
    super(code);
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
