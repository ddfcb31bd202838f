import { parseLinkToken, saveBeneficiarySession } from '@/lib/beneficiary-session';
import { isApiError } from '@/lib/graphql/api-error';
import { getLinkToken } from './get-link-token';

/** Why a one-time link cannot be used (spec 01 §8). */
export type LinkProblem = 'expired' | 'invalid';

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
    return { problem: isApiError(error, 'link.expired') ? 'expired' : 'invalid' };
  }
  const session = parseLinkToken(token);
  if (!session || !session.expiresAt || session.expiresAt <= Date.now()) return { problem: 'expired' };
  const href = session.isBeneficiary ? forwardHref(session.sequence) : null;
  if (!href) return { problem: 'invalid' };
  saveBeneficiarySession(token);
  return { href };
}
