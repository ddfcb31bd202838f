import { redirect, type LoaderFunctionArgs } from 'react-router';
import { forwardHref } from '@/features/answering/utils/forward-list';
import { logInWithLink, type LinkProblem } from '@/features/beneficiary-links/api/log-in-with-link';
import { logOutStaffFirst } from '@/features/beneficiary-links/utils/log-out-staff-first';

/**
 * The loader of /jti/{jti} (spec 01 §4 "One-time link login"), kept apart from its page and given to the route
 * table as is: it then starts the token request as soon as the router starts, beside the page's modules
 * rather than after them, which on a slow phone is the longest wait before the first question.
 *
 * Public; a signed-in staff user is logged out first and then comes back here (spec 01 §2). A usable link goes
 * straight to the first record, whose screen loads meanwhile; the page renders only for a link that cannot be
 * used.
 */
export async function jtiLoader({ request, params }: LoaderFunctionArgs): Promise<LinkProblem> {
  await logOutStaffFirst(request);
  // The router reports a failed load when it needs the module; this only starts it early.
  import('./meeting').catch(() => undefined);
  const result = await logInWithLink(params.jti ?? '', forwardHref);
  if ('href' in result) throw redirect(result.href);
  return result.problem;
}
