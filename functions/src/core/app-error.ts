/** Every error code the API returns. The web app maps each to a message (docs/api-errors.md). */
export type AppErrorCode =
  | 'auth.unauthenticated'
  | 'auth.forbidden'
  | 'auth.noOrganisation'
  | 'auth.organisationChanged'
  | 'input.invalid'
  | 'signup.emailExists'
  | 'organisation.notMember'
  | 'organisation.lastUser'
  | 'organisation.notPatron'
  | 'organisation.notFound'
  | 'organisation.suspended'
  | 'ops.forbidden'
  | 'branding.logoUnsupported'
  | 'branding.logoTooLarge'
  | 'invite.expired'
  | 'invite.notFound'
  | 'invite.alreadyMember'
  | 'user.notFound'
  | 'beneficiary.notFound'
  | 'questionnaire.notFound'
  | 'questionnaire.nameInUse'
  | 'questionnaire.readOnly'
  | 'questionnaire.inSequences'
  | 'questionnaire.conflict'
  | 'question.notFound'
  | 'question.scaleLocked'
  | 'question.inUse'
  | 'category.notFound'
  | 'category.inUse'
  | 'sequence.notFound'
  | 'sequence.nameInUse'
  | 'sequence.conflict'
  | 'catalogue.unknownSource'
  | 'catalogue.notFound'
  | 'meeting.notFound'
  | 'meeting.complete'
  | 'meeting.answerExists'
  | 'meeting.requiredTags'
  | 'meeting.unanswered'
  | 'link.expired'
  | 'link.notFound'
  | 'link.completed'
  | 'summon.expired'
  | 'summon.exhausted'
  | 'summon.notFound'
  | 'verification.invalid'
  | 'verification.expired'
  | 'verification.tooSoon'
  | 'internal';

/** Why one input field was refused; the web app shows its own message per field and code. */
export type FieldErrorCode =
  'required' | 'tooShort' | 'tooLong' | 'tooSmall' | 'tooLarge' | 'invalid' | 'duplicate';

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
