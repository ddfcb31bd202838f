import * as z from 'zod';

/** What a provider event means for Ripple (docs/data-model.md, "Billing customer"). */
export type BillingChange =
  /** A payment through a patron link: the customer becomes the organisation's, which becomes a patron. */
  | { kind: 'link'; eventId: string; customer: string; orgId: string; at: number }
  /** A subscription changed: the customer's organisation is a patron while it is active. */
  | { kind: 'status'; eventId: string; customer: string; don: boolean; at: number }
  | { kind: 'ignore' };

const Event = z.object({
  /** The provider's event id (`evt_…`), the same on every delivery of the event: it is applied once. */
  id: z.string().min(1).max(255),
  type: z.string(),
  /** When the provider created the event, epoch seconds; events arrive in no set order. */
  created: z.number().int().nonnegative().optional(),
  data: z.object({ object: z.looseObject({}) }),
});

/** Subscription states that keep the patron flag (Stripe's: a failed renewal stays `past_due` while retried). */
const ACTIVE = new Set(['active', 'trialing', 'past_due']);

/**
 * Reads a Stripe-style event: `checkout.session.completed` (with `client_reference_id` = organisation id, which
 * the patron links carry), `customer.subscription.created|updated|deleted`. Anything else is ignored.
 */
export const interpretEvent = (body: unknown, now: Date): BillingChange | undefined => {
  const parsed = Event.safeParse(body);
  if (!parsed.success) return undefined;
  const { id: eventId, type, data } = parsed.data;
  // An event without its time counts as made as it arrives.
  const at = parsed.data.created ?? Math.floor(now.getTime() / 1000);
  const object = data.object as Record<string, unknown>;
  const customer = typeof object.customer === 'string' ? object.customer : undefined;
  switch (type) {
    case 'checkout.session.completed': {
      const orgId = object.client_reference_id;
      if (!customer || typeof orgId !== 'string' || !orgId) return { kind: 'ignore' };
      return { kind: 'link', eventId, customer, orgId, at };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      if (!customer) return { kind: 'ignore' };
      return { kind: 'status', eventId, customer, don: ACTIVE.has(String(object.status)), at };
    case 'customer.subscription.deleted':
      if (!customer) return { kind: 'ignore' };
      return { kind: 'status', eventId, customer, don: false, at };
    default:
      return { kind: 'ignore' };
  }
};
