import { readFileSync } from 'node:fs';
import type { GraphqlResponse } from '../../api/steps/graphql.ts';

/**
 * The answers that deny a caller (docs/api-errors.md): the transport refusals, the auth codes, and the not-found
 * codes, because another organisation's id "is simply not found" (its existence is not confirmed either).
 */
export const DENIAL_CODES = [
  'UnauthorizedException',
  'Unauthorized',
  'auth.unauthenticated',
  'auth.forbidden',
  'auth.noOrganisation',
  'organisation.notMember',
  'user.notFound',
  'verification.invalid',
  'beneficiary.notFound',
  'questionnaire.notFound',
  'question.notFound',
  'category.notFound',
  'sequence.notFound',
  'meeting.notFound',
  'meeting.complete',
  'link.notFound',
  'invite.notFound',
  'summon.notFound',
  'import.notFound',
  // An operator field called by anyone but an operator (issue 30).
  'ops.forbidden',
] as const;

/**
 * What an unexpected failure looks like, so no test may accept it: the handler's catch-all (also what the resolver
 * makes of a handler that threw), no code at all, and `Lambda:Unhandled`, which the emulator still gives a field
 * that fails outside the resolver (a null for a non-null type; `appSyncShape` in infra/local).
 */
export const INTERNAL_CODES = ['internal', 'InternalError', 'Lambda:Unhandled', undefined] as const;

const DOCUMENTED = readFileSync(new URL('../../../docs/api-errors.md', import.meta.url), 'utf8');

/** Codes of the list that docs/api-errors.md does not name (should be none). */
export const undocumented = (codes: readonly string[]): string[] =>
  codes.filter((code) => !DOCUMENTED.includes(`\`${code}\``) && !DOCUMENTED.includes(`'${code}'`));

/** The values of `secrets` that appear in `text`, ignoring those the caller sent itself. */
export function leaked(text: string, secrets: readonly string[], sent: unknown): string[] {
  const echoed = JSON.stringify(sent ?? null);
  return secrets.filter((secret) => secret.length > 0 && !echoed.includes(secret) && text.includes(secret));
}

/** The first error's errorType and whether the response carries any data for the root field. */
export function outcomeOf(response: GraphqlResponse<Record<string, unknown>>, field: string) {
  const data = response.data?.[field];
  return {
    status: response.status,
    errorType: response.errors?.[0]?.errorType,
    hasError: (response.errors?.length ?? 0) > 0,
    hasData: data !== undefined && data !== null,
  };
}
