import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/auth';

/**
 * Spec 01 §2: a signed-in staff user who opens a beneficiary link is logged out first and then comes back to it.
 * Throws that redirect from a link route's loader; resolves when nobody is signed in.
 */
export async function logOutStaffFirst(request: Request): Promise<void> {
  if (await getSession()) {
    const url = new URL(request.url);
    throw redirect(paths.logout.getHref(url.pathname + url.search));
  }
}
