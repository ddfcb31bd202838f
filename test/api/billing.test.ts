import { randomUUID } from 'node:crypto';

import { describe, expect, inject, it } from 'vitest';

import { signWebhook } from '../../functions/src/domains/billing/webhook-signature.ts';
import { TEST_BILLING_WEBHOOK_SECRET } from '../fixtures/billing.ts';
import { gql } from './steps/graphql.ts';
import { aRemovedMember, aTeam } from './steps/people.ts';
import { beneficiaryToken, expiredIdToken, foreignIdToken } from './steps/tokens.ts';
import { decodeJwt } from 'jose';

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${inject('apiUrl')}${path}`, init);
  return { status: response.status, body: await response.json() };
}

const webhook = (body: string, signature: string) =>
  call('/v1/don/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });

/** An event of its own id: the webhook applies each id once. */
const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id: `evt_${randomUUID()}`, type, data: { object } });

const donOf = async (token: string) =>
  (await gql<{ organisation: { don: boolean } }>('{ organisation { don } }', {}, token)).data?.organisation
    .don;

describe('billing webhook', () => {
  it('a signed checkout makes the organisation a patron; deleting the subscription ends it', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const customer = `cus_${team.orgId.slice(0, 8)}`;
    const checkout = event('checkout.session.completed', { customer, client_reference_id: team.orgId });
    const deleted = event('customer.subscription.deleted', { customer, status: 'canceled' });
    expect(await donOf(token)).toBe(false);

    // Act
    const first = await webhook(checkout, signWebhook(checkout, TEST_BILLING_WEBHOOK_SECRET));
    const donAfterCheckout = await donOf(token);
    const second = await webhook(deleted, signWebhook(deleted, TEST_BILLING_WEBHOOK_SECRET));

    // Assess
    expect(first).toEqual({ status: 200, body: { received: true } });
    expect(donAfterCheckout).toBe(true);
    expect(second.status).toBe(200);
    expect(await donOf(token)).toBe(false);
  });

  it('lets no event undo a later one, whatever order they arrive in', async () => {
    // Prepare: a patron since the checkout at t0
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const customer = `cus_late_${team.orgId.slice(0, 8)}`;
    const t0 = Math.floor(Date.now() / 1000) - 600;
    const at = (type: string, created: number, object: Record<string, unknown>) =>
      JSON.stringify({
        id: `evt_${type}_${created}`,
        type,
        created,
        data: { object: { customer, ...object } },
      });
    const send = (body: string) => webhook(body, signWebhook(body, TEST_BILLING_WEBHOOK_SECRET));
    await send(at('checkout.session.completed', t0, { client_reference_id: team.orgId }));

    // Act: cancelled at t0 + 300; an update from t0 + 60 is retried after it
    const cancelled = await send(at('customer.subscription.deleted', t0 + 300, { status: 'canceled' }));
    const late = await send(at('customer.subscription.updated', t0 + 60, { status: 'active' }));

    // Assess
    expect([cancelled.status, late.status]).toEqual([200, 200]);
    expect(await donOf(token)).toBe(false);

    // Act: renewed later
    await send(at('customer.subscription.created', t0 + 900, { status: 'active' }));

    // Assess
    expect(await donOf(token)).toBe(true);
  });

  it('applies an event once: the same signed event replayed after a later contrary one changes nothing', async () => {
    // Prepare: a checkout, then the subscription cancelled
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const customer = `cus_replay_${team.orgId.slice(0, 8)}`;
    const t0 = Math.floor(Date.now() / 1000) - 600;
    const checkout = JSON.stringify({
      id: `evt_checkout_${team.orgId}`,
      type: 'checkout.session.completed',
      created: t0,
      data: { object: { customer, client_reference_id: team.orgId } },
    });
    const cancelled = JSON.stringify({
      id: `evt_cancelled_${team.orgId}`,
      type: 'customer.subscription.deleted',
      created: t0 + 300,
      data: { object: { customer, status: 'canceled' } },
    });
    const checkoutSignature = signWebhook(checkout, TEST_BILLING_WEBHOOK_SECRET);
    await webhook(checkout, checkoutSignature);
    await webhook(cancelled, signWebhook(cancelled, TEST_BILLING_WEBHOOK_SECRET));

    // Act: the very request of the checkout again, as a captured request or the provider's retry would be
    const replayed = await webhook(checkout, checkoutSignature);
    const resent = await webhook(checkout, signWebhook(checkout, TEST_BILLING_WEBHOOK_SECRET));

    // Assess: acknowledged, so the provider stops sending it, and still no patron
    expect(replayed).toEqual({ status: 200, body: { received: true } });
    expect(resent).toEqual({ status: 200, body: { received: true } });
    expect(await donOf(token)).toBe(false);
  });

  it('applies an event without a time once, though a replay would count as made later', async () => {
    // Prepare: a patron whose subscription is updated, then deleted; the provider sent no `created`
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const customer = `cus_notime_${team.orgId.slice(0, 8)}`;
    const send = (body: string) => webhook(body, signWebhook(body, TEST_BILLING_WEBHOOK_SECRET));
    await send(event('checkout.session.completed', { customer, client_reference_id: team.orgId }));
    const updated = JSON.stringify({
      id: `evt_updated_${team.orgId}`,
      type: 'customer.subscription.updated',
      data: { object: { customer, status: 'active' } },
    });
    await send(updated);
    await send(
      JSON.stringify({
        id: `evt_deleted_${team.orgId}`,
        type: 'customer.subscription.deleted',
        data: { object: { customer, status: 'canceled' } },
      }),
    );

    // Act
    const replayed = await send(updated);

    // Assess
    expect(replayed.status).toBe(200);
    expect(await donOf(token)).toBe(false);
  });

  it('refuses an event without an id with 400 and changes nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const body = JSON.stringify({
      type: 'checkout.session.completed',
      data: { object: { customer: `cus_noid_${team.orgId.slice(0, 8)}`, client_reference_id: team.orgId } },
    });

    // Act
    const reply = await webhook(body, signWebhook(body, TEST_BILLING_WEBHOOK_SECRET));

    // Assess
    expect(reply).toEqual({ status: 400, body: { error: 'input.invalid' } });
    expect(await donOf(team.owner.tokens.IdToken)).toBe(false);
  });

  it('refuses a wrong, stale or missing signature with 400 and changes nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const body = event('checkout.session.completed', {
      customer: 'cus_forged',
      client_reference_id: team.orgId,
    });
    const stale = signWebhook(body, TEST_BILLING_WEBHOOK_SECRET, new Date(Date.now() - 301_000));

    for (const signature of [signWebhook(body, 'whsec_guess'), stale, '']) {
      // Act
      const reply = await webhook(body, signature);

      // Assess
      expect(reply).toEqual({ status: 400, body: { error: 'billing.invalidSignature' } });
    }
    const altered = body.replace('cus_forged', 'cus_other');
    expect((await webhook(altered, signWebhook(body, TEST_BILLING_WEBHOOK_SECRET))).status).toBe(400);
    expect(await donOf(team.owner.tokens.IdToken)).toBe(false);
  });
});

describe('billing redirect and checkout', () => {
  it('answers billing.notConfigured to a staff member when no provider key is configured', async () => {
    // Prepare
    const team = await aTeam(1);
    const auth = { authorization: `Bearer ${team.owner.tokens.IdToken}` };

    // Act
    const redirect = await call('/v1/don/redirect?return=https%3A%2F%2Fapp.localhost%2Fsettings%2Fpatron', {
      headers: auth,
    });
    const checkout = await call('/v1/don/checkout?size=1&period=monthly', { headers: auth });

    // Assess
    expect(redirect).toEqual({ status: 503, body: { error: 'billing.notConfigured' } });
    expect(checkout).toEqual({ status: 503, body: { error: 'billing.notConfigured' } });
  });

  it('refuses a page that shows another organisation than the active one with 409', async () => {
    // Prepare: the page names an organisation that is not the user's active one (switched in another tab)
    const team = await aTeam(1);
    const other = await aTeam(1);
    const headers = {
      authorization: `Bearer ${team.owner.tokens.IdToken}`,
      'x-ripple-organisation': other.orgId,
    };

    // Act
    const checkout = await call('/v1/don/checkout?size=1&period=monthly', { headers });
    const redirect = await call('/v1/don/redirect?return=https%3A%2F%2Fapp.localhost', { headers });
    const current = await call('/v1/don/checkout?size=1', {
      headers: { ...headers, 'x-ripple-organisation': team.orgId },
    });

    // Assess: the page showing the active organisation gets as far as the (unconfigured) provider
    expect(checkout).toEqual({ status: 409, body: { error: 'auth.organisationChanged' } });
    expect(redirect).toEqual({ status: 409, body: { error: 'auth.organisationChanged' } });
    expect(current).toEqual({ status: 503, body: { error: 'billing.notConfigured' } });
  });

  it('refuses callers without a valid staff ID token with 401', async () => {
    // Prepare
    const team = await aTeam(1);
    const claims = decodeJwt(team.owner.tokens.IdToken);
    const removed = await aRemovedMember(team);
    const tokens: [string, string | undefined][] = [
      ['no token', undefined],
      ['anonymous', 'anonymous'],
      ['an access token', team.owner.tokens.AccessToken],
      ['an expired ID token', await expiredIdToken(claims)],
      ["another pool's ID token", await foreignIdToken(claims)],
      ['a beneficiary token', await beneficiaryToken(team.orgId)],
    ];

    for (const [name, token] of tokens) {
      // Act
      const reply = await call('/v1/don/redirect?return=https%3A%2F%2Fapp.localhost', {
        headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      });

      // Assess
      expect(reply, name).toEqual({ status: 401, body: { error: 'auth.unauthenticated' } });
    }
    // A removed member holds a valid token but no organisation.
    for (const path of ['/v1/don/checkout?size=1', '/v1/don/redirect?return=https%3A%2F%2Fapp.localhost']) {
      const reply = await call(path, { headers: { authorization: `Bearer ${removed.tokens.IdToken}` } });
      expect(reply, path).toEqual({ status: 403, body: { error: 'auth.noOrganisation' } });
    }
  });

  it('answers 404 for other paths', async () => {
    // Act
    const reply = await call('/v1/don/elsewhere');

    // Assess
    expect(reply).toEqual({ status: 404, body: { error: 'notFound' } });
  });
});
