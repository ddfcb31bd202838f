import { describe, expect, it } from 'vitest';

import { isAppError } from '#core/app-error.ts';
import type { AppErrorCode } from '#core/app-error.ts';
import type { StaffCaller } from '#core/auth-context.ts';
import { questionnaireSetup } from '../../../../test/fixtures/questionnaire-fixtures.ts';

import { interpretEvent } from './billing-events.ts';
import type { AppliedEvent, BillingRepository, EventOutcome } from './billing.repository.ts';
import { APPLIED_EVENT_DAYS, billingRedirect, billingWebhook, patronCheckout } from './billing.service.ts';
import type { BillingDeps } from './billing.service.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

const SECRET = 'whsec_unit';
const NOW = new Date('2024-05-01T10:00:00.000Z');
const staff: StaffCaller = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' };
const links = {
  monthly: [1, 2, 3, 4, 5].map((n) => `https://pay.example.org/m${n}`),
  yearly: [1, 2, 3, 4, 5].map((n) => `https://pay.example.org/y${n}`),
};

/** org-1 (user-1 active); `don` per organisation and customer links kept in memory. */
const setup = (don = true, extra: Partial<BillingDeps> = {}) => {
  const { people } = questionnaireSetup();
  const flags = new Map<string, boolean>([
    ['org-1', don],
    ['org-2', false],
  ]);
  const customers = new Map<string, string>();
  /** Applied event ids with their TTL, as the repository's conditional write keeps them. */
  const applied = new Map<string, number>();
  const once = (event: AppliedEvent, apply: () => boolean): EventOutcome => {
    if (applied.has(event.id)) return 'duplicate';
    if (!apply()) return 'refused';
    applied.set(event.id, event.expiresAt);
    return 'applied';
  };
  const billing: BillingRepository = {
    organisationOfCustomer: (customer) => Promise.resolve(customers.get(customer)),
    customerOfOrganisation: (orgId) => Promise.resolve([...customers].find(([, org]) => org === orgId)?.[0]),
    linkCustomer: (orgId, customer, _now, _at, event) =>
      Promise.resolve(
        once(event, () => {
          if (!flags.has(orgId)) return false;
          customers.set(customer, orgId);
          flags.set(orgId, true);
          return true;
        }),
      ),
    setDon: (orgId, value, _at, event) =>
      Promise.resolve(once(event, () => flags.has(orgId) && !!flags.set(orgId, value))),
  };
  const portalCalls: [string, string][] = [];
  const deps: BillingDeps = {
    users: people.usersRepository,
    memberships: people.organisationsRepository,
    organisations: {
      getOrganisation: (orgId) =>
        Promise.resolve(flags.has(orgId) ? ({ don: flags.get(orgId) } as never) : undefined),
    },
    billing,
    provider: {
      portalUrl: (customer, returnUrl) => {
        portalCalls.push([customer, returnUrl]);
        return Promise.resolve(`https://billing.example.org/session/${customer}`);
      },
    },
    webhookSecret: SECRET,
    paymentLinks: links,
    now: () => NOW,
    ...extra,
  };
  return { deps, flags, customers, applied, portalCalls };
};

let eventCount = 0;
const event = (type: string, object: Record<string, unknown>, id = `evt_${++eventCount}`) =>
  JSON.stringify({ id, type, data: { object } });
/** A call's value, or the code of the `AppError` it refused with. */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppErrorCode };
const outcome = <T>(call: Promise<T>): Promise<Outcome<T>> =>
  call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => {
      if (!isAppError(error)) throw error;
      return { ok: false as const, error: error.code };
    },
  );
const post = (body: string, deps: BillingDeps, at = NOW, secret = SECRET) =>
  outcome(billingWebhook(body, signWebhook(body, secret, at), deps));

describe('webhook signatures', () => {
  it('accepts the HMAC-SHA256 of "t.body" within five minutes and nothing else', () => {
    // Prepare
    const body = '{"a":1}';
    const header = signWebhook(body, SECRET, NOW);

    // Assess
    expect(verifyWebhookSignature(body, header, SECRET, NOW)).toBe(true);
    expect(verifyWebhookSignature(body, `${header},v1=${'0'.repeat(64)}`, SECRET, NOW)).toBe(true);
    expect(verifyWebhookSignature(body, header, SECRET, new Date(NOW.getTime() + 299_000))).toBe(true);
    expect(verifyWebhookSignature(body, header, SECRET, new Date(NOW.getTime() + 301_000))).toBe(false);
    expect(verifyWebhookSignature('{"a":2}', header, SECRET, NOW)).toBe(false);
    expect(verifyWebhookSignature(body, header, 'other', NOW)).toBe(false);
    expect(verifyWebhookSignature(body, undefined, SECRET, NOW)).toBe(false);
    expect(verifyWebhookSignature(body, 't=abc,v1=zz', SECRET, NOW)).toBe(false);
  });
});

describe('billingWebhook', () => {
  it('links a checkout customer to the organisation named by client_reference_id and makes it a patron', async () => {
    // Prepare
    const { deps, flags, customers } = setup(false);

    // Act
    const result = await post(
      event('checkout.session.completed', { customer: 'cus_1', client_reference_id: 'org-1' }),
      deps,
    );

    // Assess
    expect(result).toEqual({ ok: true, value: { received: true } });
    expect(flags.get('org-1')).toBe(true);
    expect(customers.get('cus_1')).toBe('org-1');
  });

  it('clears and sets the patron flag as the subscription changes', async () => {
    // Prepare
    const { deps, flags, customers } = setup(true);
    customers.set('cus_1', 'org-1');

    // Act + Assess
    await post(event('customer.subscription.updated', { customer: 'cus_1', status: 'canceled' }), deps);
    expect(flags.get('org-1')).toBe(false);
    await post(event('customer.subscription.created', { customer: 'cus_1', status: 'active' }), deps);
    expect(flags.get('org-1')).toBe(true);
    await post(event('customer.subscription.deleted', { customer: 'cus_1', status: 'canceled' }), deps);
    expect(flags.get('org-1')).toBe(false);
  });

  it('acknowledges unknown customers and other events without changing anything', async () => {
    // Prepare
    const { deps, flags } = setup(true);

    // Act
    const unknown = await post(event('customer.subscription.deleted', { customer: 'cus_x' }), deps);
    const other = await post(event('invoice.paid', { customer: 'cus_x' }), deps);

    // Assess
    expect([unknown.ok, other.ok]).toEqual([true, true]);
    expect([...flags]).toEqual([
      ['org-1', true],
      ['org-2', false],
    ]);
  });

  it('refuses a bad or stale signature, a missing secret and a body that is no event, changing nothing', async () => {
    // Prepare
    const { deps, flags } = setup(false);
    const body = event('checkout.session.completed', { customer: 'cus_1', client_reference_id: 'org-1' });

    // Act
    const results = [
      await post(body, deps, new Date(NOW.getTime() - 301_000)),
      await post(body, deps, NOW, 'whsec_other'),
      await outcome(billingWebhook(body, undefined, deps)),
      await outcome(
        billingWebhook(body, signWebhook(body, SECRET, NOW), { ...deps, webhookSecret: undefined }),
      ),
      await post('not json', deps),
      await post('{"type": 3}', deps),
    ];

    // Assess
    expect(results.map((result) => !result.ok && result.error)).toEqual([
      'billing.invalidSignature',
      'billing.invalidSignature',
      'billing.invalidSignature',
      'billing.notConfigured',
      'input.invalid',
      'input.invalid',
    ]);
    expect(flags.get('org-1')).toBe(false);
  });

  it('applies an event once: a replay after a later contrary event changes nothing', async () => {
    // Prepare
    const { deps, flags, customers, applied } = setup(false);
    const checkout = event('checkout.session.completed', { customer: 'cus_1', client_reference_id: 'org-1' });
    const cancelled = event('customer.subscription.deleted', { customer: 'cus_1' });
    await post(checkout, deps);
    await post(cancelled, deps);

    // Act
    const replayedCheckout = await post(checkout, deps);
    const replayedCancel = await post(cancelled, deps, new Date(NOW.getTime() + 60_000));

    // Assess: acknowledged, so the provider stops sending it, and the organisation is still no patron
    expect([replayedCheckout, replayedCancel]).toEqual([
      { ok: true, value: { received: true } },
      { ok: true, value: { received: true } },
    ]);
    expect(flags.get('org-1')).toBe(false);
    expect(customers.get('cus_1')).toBe('org-1');
    const expiresAt = Math.floor(NOW.getTime() / 1000) + APPLIED_EVENT_DAYS * 86_400;
    expect([...applied.values()]).toEqual([expiresAt, expiresAt]);
  });

  it('refuses an event without an id, changing nothing', async () => {
    // Prepare
    const { deps, flags } = setup(false);
    const body = JSON.stringify({
      type: 'checkout.session.completed',
      data: { object: { customer: 'cus_1', client_reference_id: 'org-1' } },
    });

    // Act
    const result = await post(body, deps);

    // Assess
    expect(result).toEqual({ ok: false, error: 'input.invalid' });
    expect(flags.get('org-1')).toBe(false);
  });

  it('reads the Stripe event kinds it knows', () => {
    // Assess
    expect(
      interpretEvent(
        {
          id: 'evt_a',
          type: 'customer.subscription.updated',
          created: 1_700_000_000,
          data: { object: { customer: 'c', status: 'past_due' } },
        },
        NOW,
      ),
    ).toEqual({
      kind: 'status',
      eventId: 'evt_a',
      customer: 'c',
      don: true,
      at: 1_700_000_000,
    });
    expect(
      interpretEvent(
        { id: 'evt_b', type: 'customer.subscription.deleted', data: { object: { customer: 'c' } } },
        NOW,
      ),
    ).toEqual({
      kind: 'status',
      eventId: 'evt_b',
      customer: 'c',
      don: false,
      at: Math.floor(NOW.getTime() / 1000),
    });
    expect(
      interpretEvent(
        { id: 'evt_c', type: 'checkout.session.completed', data: { object: { customer: 'c' } } },
        NOW,
      ),
    ).toEqual({ kind: 'ignore' });
    expect(interpretEvent({}, NOW)).toBeUndefined();
    // Without its id an event could not be applied once.
    expect(
      interpretEvent({ type: 'customer.subscription.deleted', data: { object: { customer: 'c' } } }, NOW),
    ).toBeUndefined();
  });
});

describe('billingRedirect', () => {
  it("returns the provider's portal for a patron organisation's customer", async () => {
    // Prepare
    const { deps, customers, portalCalls } = setup(true);
    customers.set('cus_1', 'org-1');

    // Act
    const result = await outcome(billingRedirect(staff, 'https://app.example.org/settings/patron', deps));

    // Assess
    expect(result).toEqual({ ok: true, value: { url: 'https://billing.example.org/session/cus_1' } });
    expect(portalCalls).toEqual([['cus_1', 'https://app.example.org/settings/patron']]);
  });

  it('refuses with a code for each failing condition', async () => {
    // Prepare
    const patron = setup(true);
    patron.customers.set('cus_1', 'org-1');
    const outsider: StaffCaller = { ...staff, userId: 'nobody' };

    // Act
    const results = [
      await outcome(billingRedirect(undefined, 'https://a.example.org', patron.deps)),
      await outcome(billingRedirect(staff, 'https://a.example.org', { ...patron.deps, provider: undefined })),
      await outcome(billingRedirect(staff, 'javascript:alert(1)', patron.deps)),
      await outcome(billingRedirect(outsider, 'https://a.example.org', patron.deps)),
      await outcome(billingRedirect({ ...staff, shownOrgId: 'org-2' }, 'https://a.example.org', patron.deps)),
      await outcome(billingRedirect(staff, 'https://a.example.org', setup(false).deps)),
      await outcome(billingRedirect(staff, 'https://a.example.org', setup(true).deps)),
    ];

    // Assess
    expect(results.map((result) => !result.ok && result.error)).toEqual([
      'auth.unauthenticated',
      'billing.notConfigured',
      'input.invalid',
      'auth.noOrganisation',
      'auth.organisationChanged',
      'organisation.notPatron',
      'billing.noCustomer',
    ]);
    expect(patron.portalCalls).toEqual([]);
  });
});

describe('patronCheckout', () => {
  it('returns the configured link for the size and period, naming the organisation', async () => {
    // Prepare
    const { deps } = setup(false);

    // Act
    const yearly = await outcome(patronCheckout(staff, { size: '2' }, deps));
    const monthly = await outcome(patronCheckout(staff, { size: '4', period: 'monthly' }, deps));
    const bad = await outcome(patronCheckout(staff, { size: '5' }, deps));
    const none = await outcome(patronCheckout(staff, { size: '1' }, { ...deps, paymentLinks: undefined }));

    // Assess
    expect(yearly).toEqual({
      ok: true,
      value: {
        url: 'https://pay.example.org/y3?client_reference_id=org-1&prefilled_email=sam%40example.org',
      },
    });
    expect(monthly.ok && monthly.value.url.startsWith('https://pay.example.org/m5?')).toBe(true);
    expect([bad, none].map((result) => !result.ok && result.error)).toEqual([
      'input.invalid',
      'billing.notConfigured',
    ]);
  });

  it('refuses a page that shows another organisation than the active one, so no payment goes astray', async () => {
    // Prepare: another tab switched the user to org-1 while this page still shows org-2
    const { deps } = setup(false);

    // Act
    const stale = await outcome(patronCheckout({ ...staff, shownOrgId: 'org-2' }, { size: '2' }, deps));
    const current = await outcome(patronCheckout({ ...staff, shownOrgId: 'org-1' }, { size: '2' }, deps));

    // Assess
    expect(stale).toEqual({ ok: false, error: 'auth.organisationChanged' });
    expect(current.ok).toBe(true);
  });
});
