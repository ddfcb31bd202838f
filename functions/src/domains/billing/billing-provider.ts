/** The payment provider, behind one seam so another provider needs one adapter (docs/exports.md's sibling). */
export interface BillingProvider {
  /** A short-lived address of the provider's billing portal for `customer`, returning to `returnUrl`. */
  portalUrl(customer: string, returnUrl: string): Promise<string>;
}

/** Stripe's billing portal: `POST /v1/billing_portal/sessions` with the secret API key. */
export const stripeProvider = (apiKey: string, apiBase: string): BillingProvider => ({
  async portalUrl(customer, returnUrl) {
    const response = await fetch(`${apiBase}/v1/billing_portal/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ customer, return_url: returnUrl }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`billing portal session failed: HTTP ${response.status}`);
    const { url } = (await response.json()) as { url?: unknown };
    if (typeof url !== 'string') throw new Error('billing portal session without url');
    return url;
  },
});
