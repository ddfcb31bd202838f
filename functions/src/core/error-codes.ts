/**
 * Every error code the API answers, GraphQL and Function URLs alike (docs/api-errors.md). Type only, without
 * imports, so the web app can import it across workspaces (`import type`) and map each code to a message.
 */
export type AppErrorCode =
  | 'auth.unauthenticated'
  | 'auth.forbidden'
  | 'auth.noOrganisation'
  | 'auth.organisationChanged'
  | 'input.invalid'
  | 'signup.emailExists'
  | 'verification.invalid'
  | 'verification.expired'
  | 'verification.tooSoon'
  | 'organisation.notMember'
  | 'organisation.lastUser'
  | 'organisation.notPatron'
  | 'organisation.notFound'
  | 'organisation.suspended'
  | 'ops.forbidden'
  | 'ops.conflict'
  | 'branding.logoUnsupported'
  | 'branding.logoTooLarge'
  | 'billing.notConfigured'
  | 'billing.noCustomer'
  | 'billing.invalidSignature'
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
  | 'question.answered'
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
  | 'meeting.conflict'
  | 'link.expired'
  | 'link.notFound'
  | 'link.completed'
  | 'summon.expired'
  | 'summon.exhausted'
  | 'summon.notFound'
  | 'export.invalidToken'
  | 'export.methodNotAllowed'
  | 'internal';

/** The codes an optimistic write answers when what it read kept changing under it (`withOptimisticRetry`). */
export type ConflictCode = Extract<AppErrorCode, `${string}.conflict`>;

/** Why one input field was refused; the web app shows its own message per field and code. */
export type FieldErrorCode =
  'required' | 'tooShort' | 'tooLong' | 'tooSmall' | 'tooLarge' | 'invalid' | 'duplicate';
