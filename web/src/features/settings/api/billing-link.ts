import { currentIdToken } from '@/lib/auth';
import { ApiError, type ApiErrorCode } from '@/lib/graphql/api-error';
import { shownOrganisationHeader } from '@/lib/graphql/client';

/**
 * `GET /v1/don/{path}` with the ID token as bearer and the organisation the page shows (docs/api-errors.md,
 * "Billing endpoints"); returns its url. Without the organisation, a switch in another tab would send this page's
 * payment to the other charity.
 */
async function billingUrl(path: string): Promise<string> {
  const token = await currentIdToken();
  let response: Response;
  try {
    response = await fetch(`/v1/don/${path}`, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...shownOrganisationHeader() },
    });
  } catch {
    throw new ApiError('network', 0);
  }
  // The billing handler answers with the API's error codes (docs/api-errors.md).
  const body = (await response.json().catch(() => null)) as { url?: string; error?: ApiErrorCode } | null;
  if (!response.ok || !body?.url)
    throw new ApiError(body?.error ?? `http.${response.status}`, response.status);
  return body.url;
}

/** Spec 02 §7: the billing portal for a patron, returning to `returnUrl`. */
export const getBillingPortalUrl = (returnUrl: string) =>
  billingUrl(`redirect?return=${encodeURIComponent(returnUrl)}`);

export type BillingPeriod = 'monthly' | 'yearly';

/** Spec 02 §2: the configured payment link for a charity size (0–4) and billing period. */
export const getPatronCheckoutUrl = (size: number, period: BillingPeriod) =>
  billingUrl(`checkout?size=${size}&period=${period}`);
