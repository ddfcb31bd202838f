import * as z from 'zod';

import type { StaffCaller } from '#core/auth-context.ts';
import { AppError } from '#core/app-error.ts';
import type { OrganisationsRepository } from '#domains/organisations/organisations.repository.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';

import { interpretEvent } from './billing-events.ts';
import type { PaymentLinks } from './billing-config.ts';
import type { BillingProvider } from './billing-provider.ts';
import type { BillingRepository } from './billing.repository.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

export type BillingDeps = StaffOrganisationDeps & {
  organisations: Pick<OrganisationsRepository, 'getOrganisation'>;
  billing: BillingRepository;
  /** Absent when no provider secret is configured. */
  provider?: BillingProvider;
  webhookSecret?: string;
  paymentLinks?: PaymentLinks;
  now?: () => Date;
};

/**
 * The caller's active organisation: `auth.unauthenticated` without a verified staff token, otherwise what
 * `resolveStaffOrganisation` refuses, narrowed to `auth.organisationChanged` when the page asking shows another
 * organisation (a payment must never go to a charity the page does not show) or `auth.noOrganisation`.
 */
const organisationOf = async (
  staff: StaffCaller | undefined,
  deps: BillingDeps,
): Promise<{ orgId: string; email: string }> => {
  if (!staff) throw new AppError('auth.unauthenticated');
  try {
    return { orgId: (await resolveStaffOrganisation(staff, deps)).orgId, email: staff.email };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(
      error.code === 'auth.organisationChanged' ? 'auth.organisationChanged' : 'auth.noOrganisation',
    );
  }
};

const ReturnUrl = z.url({ protocol: /^https?$/ }).max(2000);

/**
 * `GET /v1/don/redirect?return=…`: the provider's billing portal for a patron organisation's customer, coming
 * back to `return` (an http or https address).
 */
export const billingRedirect = async (
  staff: StaffCaller | undefined,
  returnUrl: string | undefined,
  deps: BillingDeps,
): Promise<{ url: string }> => {
  const { orgId } = await organisationOf(staff, deps);
  if (!deps.provider) throw new AppError('billing.notConfigured');
  const parsed = ReturnUrl.safeParse(returnUrl);
  if (!parsed.success) throw new AppError('input.invalid');
  if (!(await deps.organisations.getOrganisation(orgId))?.don) throw new AppError('organisation.notPatron');
  const customer = await deps.billing.customerOfOrganisation(orgId);
  if (!customer) throw new AppError('billing.noCustomer');
  return { url: await deps.provider.portalUrl(customer, parsed.data) };
};

const CheckoutInput = z.object({
  size: z.coerce.number().int().min(0).max(4),
  period: z.enum(['monthly', 'yearly']).default('yearly'),
});

/**
 * `GET /v1/don/checkout?size=0..4&period=monthly|yearly`: the configured patron payment link, carrying the
 * organisation as `client_reference_id` (so the provider's webhook names it) and the user's email.
 */
export const patronCheckout = async (
  staff: StaffCaller | undefined,
  query: Record<string, string | undefined>,
  deps: BillingDeps,
): Promise<{ url: string }> => {
  const { orgId, email } = await organisationOf(staff, deps);
  if (!deps.paymentLinks) throw new AppError('billing.notConfigured');
  const parsed = CheckoutInput.safeParse(query);
  if (!parsed.success) throw new AppError('input.invalid');
  const url = new URL(deps.paymentLinks[parsed.data.period][parsed.data.size]!);
  url.searchParams.set('client_reference_id', orgId);
  url.searchParams.set('prefilled_email', email);
  return { url: url.toString() };
};

/**
 * How long an applied event's id is kept: longer than the provider retries an event (Stripe: up to three days), so
 * a delivery it repeats, or a captured request replayed, changes nothing.
 */
export const APPLIED_EVENT_DAYS = 30;

/**
 * `POST /v1/don/webhook`: a signed provider event (docs/data-model.md, "Billing customer") links a customer to an
 * organisation and sets or clears its `don` flag, once per event id: the event's record is written in the same
 * transaction, on the condition that it is new, so a replay is acknowledged and changes nothing, even after a later
 * contrary event. Unknown customers and other events are acknowledged and ignored, so the provider does not retry
 * them.
 */
export const billingWebhook = async (
  rawBody: string,
  signature: string | undefined,
  deps: BillingDeps,
): Promise<{ received: true }> => {
  if (!deps.webhookSecret) throw new AppError('billing.notConfigured');
  const now = deps.now?.() ?? new Date();
  if (!verifyWebhookSignature(rawBody, signature, deps.webhookSecret, now))
    throw new AppError('billing.invalidSignature');
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError('input.invalid');
  }
  const change = interpretEvent(body, now);
  if (!change) throw new AppError('input.invalid');
  if (change.kind === 'ignore') return { received: true };
  const event = {
    id: change.eventId,
    receivedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + APPLIED_EVENT_DAYS * 86_400,
  };
  if (change.kind === 'link')
    await deps.billing.linkCustomer(change.orgId, change.customer, now.toISOString(), change.at, event);
  if (change.kind === 'status') {
    const orgId = await deps.billing.organisationOfCustomer(change.customer);
    if (orgId) await deps.billing.setDon(orgId, change.don, change.at, event);
  }
  return { received: true };
};
