import type { AppErrorCode, FieldErrorCode } from './error-codes.ts';

export type { AppErrorCode, ConflictCode, FieldErrorCode } from './error-codes.ts';

export type FieldErrors = Readonly<Record<string, FieldErrorCode>>;

/**
 * The one error type services throw on purpose. The GraphQL handler turns it into `{ error: { type: code, … } }`;
 * anything else is reported as `internal`.
 *
 * @example throw new AppError('input.invalid', { email: 'invalid' });
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: AppErrorCode,
    readonly fieldErrors?: FieldErrors,
    /** Facts the web app needs for its message, e.g. `{ sequences: [names] }` for `questionnaire.inSequences`. */
    readonly info?: Readonly<Record<string, unknown>>,
  ) {
    super(code);
  }
}

// Powertools matches exception handlers by the class's `name`; pin it so bundler minification cannot rename it.
Object.defineProperty(AppError, 'name', { value: 'AppError' });

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
