import { getSession } from '@/lib/auth';
import { getBeneficiarySession } from '@/lib/beneficiary-session';

/**
 * Spec 01 §2: /smn/{id} and /jti/{jti} warn a signed-in staff user before using the link, which signs them out.
 * A beneficiary holding another link's session is warned the same way (issue 27), and so on /invite/{id}: using
 * the link ends the one they are answering. A phone with neither session opens the link at once, and getSession
 * answers there without loading Amplify.
 */
export async function mustLogOutFirst(): Promise<boolean> {
  return !!getBeneficiarySession() || !!(await getSession());
}
