import { redirect, type LoaderFunctionArgs } from 'react-router';
import { forwardHref } from '@/features/answering/utils/forward-list';
import { logInWithLink, type LinkProblem } from '@/features/beneficiary-links/api/log-in-with-link';
import { mustLogOutFirst } from '@/features/beneficiary-links/utils/must-log-out-first';

/** What /jti/{jti} shows: the warning for a signed-in staff user, or why the link cannot be used. */
export type LinkLoginPage = { logOutFirst: true } | { problem: LinkProblem };

/**
 * The loader of /jti/{jti} (spec 01 §4 "One-time link login"), kept apart from its page and given to the route
 * table as is: it then starts the token request as soon as the router starts, beside the page's modules
 * rather than after them, which on a slow phone is the longest wait before the first question.
 *
 * Public; a signed-in staff user is warned first and the link is used only once they continue (spec 01 §2). A
 * usable link goes straight to the first record, whose screen loads meanwhile; the page renders only for the
 * warning or a link that cannot be used.
 */
export async function jtiLoader({ params }: LoaderFunctionArgs): Promise<LinkLoginPage> {
  if (await mustLogOutFirst()) return { logOutFirst: true };
  // The router reports a failed load when it needs the module; this only starts it early.
  import('./meeting').catch(() => undefined);
  const result = await logInWithLink(params.jti ?? '', forwardHref);
  if ('href' in result) throw redirect(result.href);
  return { problem: result.problem };
}
