import { parseLinkToken, saveBeneficiarySession } from '@/lib/beneficiary-session';
import { isApiError } from '@/lib/graphql/api-error';
import { getLinkToken } from './get-link-token';

/**
 * Why a one-time link cannot be used (spec 01 §8; `completed`: every record of the link is complete, issue 27), or
 * `failed`: the API could not be asked (no network, a server error), which says nothing of the link, so it may work
 * on trying again.
 */
export type LinkProblem = 'expired' | 'completed' | 'invalid' | 'failed';

/** The API's answers that say the link itself is wrong: unknown, or not a link code at all. */
const INVALID = ['link.notFound', 'input.invalid'];

/** Why the API refused a link's token: on opening it (`jwt`) or on renewing it (`RenewLinkToken`). */
export function problemOf(error: unknown): LinkProblem {
  if (isApiError(error, 'link.expired')) return 'expired';
  if (isApiError(error, 'link.completed')) return 'completed';
  return isApiError(error) && INVALID.includes(error.code) ? 'invalid' : 'failed';
}

/**
 * Spec 01 §4 "One-time link login": the link's token becomes the beneficiary session, and the answer is where its
 * sequence starts (`forwardHref` of the sequence, which comes from the answering feature via the route), or why
 * the link cannot be used. Nothing is stored for a link that cannot be used.
 */
export async function logInWithLink(
  jti: string,
  forwardHref: (list: string[]) => string | null,
): Promise<{ href: string } | { problem: LinkProblem }> {
  let token: string;
  try {
    token = await getLinkToken(jti);
  } catch (error) {
    return { problem: problemOf(error) };
  }
  const session = parseLinkToken(token);
  if (!session || !session.expiresAt || session.expiresAt <= Date.now()) return { problem: 'expired' };
  const href = session.isBeneficiary ? forwardHref(session.sequence) : null;
  if (!href) return { problem: 'invalid' };
  saveBeneficiarySession(token);
  return { href };
}
