/**
 * The part of `@aws-appsync/utils` our resolver code uses, as the APPSYNC_JS runtime provides it
 * (https://docs.aws.amazon.com/appsync/latest/devguide/built-in-util-js.html): `util.error` throws and ends the
 * handler, `util.appendError` records an error and lets the handler go on to return its value. The emulator and
 * `test/infra/invoke-lambda.test.ts` both hand this module to `infra/appsync/invoke-lambda.js` (resolver.ts).
 */

/** An error a resolver raised with `util.error` or `util.appendError`: AppSync's fields for it in the response. */
export class ResolverError extends Error {
  constructor(
    message: string,
    readonly errorType: string | null,
    readonly data: unknown,
    readonly errorInfo: unknown,
  ) {
    super(message);
    this.name = 'ResolverError';
  }
}

const toResolverError = (message: unknown, errorType?: unknown, data?: unknown, errorInfo?: unknown) =>
  new ResolverError(
    String(message),
    typeof errorType === 'string' ? errorType : null,
    data ?? null,
    errorInfo ?? null,
  );

/** The errors `util.appendError` adds during the handler running now; handlers are synchronous, so one at a time. */
let appended: ResolverError[] | null = null;

export const util = {
  error(message: string, errorType?: string, data?: unknown, errorInfo?: unknown): never {
    throw toResolverError(message, errorType, data, errorInfo);
  },
  appendError(message: string, errorType?: string, data?: unknown, errorInfo?: unknown): void {
    if (!appended) throw new Error('util.appendError called outside a resolver handler');
    appended.push(toResolverError(message, errorType, data, errorInfo));
  },
};

/** What one handler (`request` or `response`) of a resolver gave: its value, or the error that ended it. */
export type Evaluation<T> =
  | { value: T; error?: undefined; appended: ResolverError[] }
  | { value?: undefined; error: ResolverError; appended: ResolverError[] };

/**
 * Runs one handler and collects what it raised through `util`. Anything else it throws is a bug in the resolver
 * code and propagates as it is.
 */
export function evaluate<T>(handler: () => T): Evaluation<T> {
  const outer = appended;
  const errors: ResolverError[] = [];
  appended = errors;
  try {
    return { value: handler(), appended: errors };
  } catch (error) {
    if (error instanceof ResolverError) return { error, appended: errors };
    throw error;
  } finally {
    appended = outer;
  }
}
