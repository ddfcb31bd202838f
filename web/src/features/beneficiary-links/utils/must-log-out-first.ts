import { getSession } from '@/lib/auth';

/**
 * Spec 01 §2: /smn/{id} and /jti/{jti} warn a signed-in staff user before using the link, which signs them out.
 * A beneficiary's phone holds no staff session, so getSession answers without loading Amplify and the link opens
 * at once.
 */
export async function mustLogOutFirst(): Promise<boolean> {
  return !!(await getSession());
}
