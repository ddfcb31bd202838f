import type { ParseKeys, TFunction } from 'i18next';
// Type only, so nothing of the functions workspace is bundled.
import type { AppErrorCode } from '../../../../functions/src/core/error-codes.ts';
import { isApiError } from './api-error';

/** A message of locales/en/errors.json. */
type ErrorMessageKey = ParseKeys<'errors'>;

/**
 * Each API error code's message in locales/en/errors.json (docs/api-errors.md). A Record over the union of
 * functions/src/core/error-codes.ts: a code added there without a message here fails type checking, and so does a
 * message key that is not in the file.
 */
export const ERROR_MESSAGES: Record<AppErrorCode, ErrorMessageKey> = {
  'auth.unauthenticated': 'auth.unauthenticated',
  'auth.forbidden': 'auth.forbidden',
  'auth.noOrganisation': 'auth.noOrganisation',
  'auth.organisationChanged': 'auth.organisationChanged',
  'input.invalid': 'input.invalid',
  'signup.emailExists': 'signup.emailExists',
  'verification.invalid': 'verification.invalid',
  'verification.expired': 'verification.expired',
  'verification.tooSoon': 'verification.tooSoon',
  'organisation.notMember': 'organisation.notMember',
  'organisation.lastUser': 'organisation.lastUser',
  'organisation.notPatron': 'organisation.notPatron',
  'organisation.notFound': 'organisation.notFound',
  'organisation.suspended': 'organisation.suspended',
  'ops.forbidden': 'ops.forbidden',
  'ops.conflict': 'ops.conflict',
  'branding.logoUnsupported': 'branding.logoUnsupported',
  'branding.logoTooLarge': 'branding.logoTooLarge',
  'billing.notConfigured': 'billing.notConfigured',
  'billing.noCustomer': 'billing.noCustomer',
  'billing.invalidSignature': 'billing.invalidSignature',
  'import.notFound': 'import.notFound',
  'import.wrongStatus': 'import.wrongStatus',
  'import.noFile': 'import.noFile',
  'import.fileTooLarge': 'import.fileTooLarge',
  'import.nothingToImport': 'import.nothingToImport',
  'import.malformed': 'import.malformed',
  'import.tooManyRows': 'import.tooManyRows',
  'import.emptyFile': 'import.emptyFile',
  'import.columnMissing': 'import.columnMissing',
  'invite.expired': 'invite.expired',
  'invite.notFound': 'invite.notFound',
  'invite.alreadyMember': 'invite.alreadyMember',
  'user.notFound': 'user.notFound',
  'beneficiary.notFound': 'beneficiary.notFound',
  'questionnaire.notFound': 'questionnaire.notFound',
  'questionnaire.nameInUse': 'questionnaire.nameInUse',
  'questionnaire.readOnly': 'questionnaire.readOnly',
  'questionnaire.inSequences': 'questionnaire.inSequences',
  'questionnaire.conflict': 'questionnaire.conflict',
  'question.notFound': 'question.notFound',
  'question.scaleLocked': 'question.scaleLocked',
  'question.inUse': 'question.inUse',
  'question.answered': 'question.answered',
  'category.notFound': 'category.notFound',
  'category.inUse': 'category.inUse',
  'sequence.notFound': 'sequence.notFound',
  'sequence.nameInUse': 'sequence.nameInUse',
  'sequence.conflict': 'sequence.conflict',
  'catalogue.unknownSource': 'catalogue.unknownSource',
  'catalogue.notFound': 'catalogue.notFound',
  'meeting.notFound': 'meeting.notFound',
  'meeting.complete': 'meeting.complete',
  'meeting.answerExists': 'meeting.answerExists',
  'meeting.requiredTags': 'meeting.requiredTags',
  'meeting.unanswered': 'meeting.unanswered',
  'meeting.conflict': 'meeting.conflict',
  'link.expired': 'link.expired',
  'link.notFound': 'link.notFound',
  'link.completed': 'link.completed',
  'summon.expired': 'summon.expired',
  'summon.exhausted': 'summon.exhausted',
  'summon.notFound': 'summon.notFound',
  'export.invalidToken': 'export.invalidToken',
  'export.methodNotAllowed': 'export.methodNotAllowed',
  internal: 'internal',
};

/**
 * What a screen says when a call fails: the message of the refusal when its code is one of `shown` (the codes the
 * screen expects, whose messages make sense there), else the screen's own `fallback` failure.
 */
export function refusalMessage(
  te: TFunction<'errors'>,
  error: unknown,
  shown: readonly AppErrorCode[],
  fallback: string,
): string {
  const code = isApiError(error) ? shown.find((each) => each === error.code) : undefined;
  return code ? te(ERROR_MESSAGES[code]) : fallback;
}
