import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { interpretEvent } from '../../functions/src/domains/billing/billing-events.ts';
import { verifyWebhookSignature } from '../../functions/src/domains/billing/webhook-signature.ts';
import {
  createDevPayments,
  LOCAL_BILLING_API_KEY,
  LOCAL_BILLING_WEBHOOK_SECRET,
  localPaymentsEnv,
  loopbackOrigin,
  type WebhookSender,
} from './dev-payments.ts';

describe('local payments configuration', () => {
  it('gives five payment links per period on the site origin and the provider API on the IP origin', () => {
    // Act
    const env = localPaymentsEnv('http://127.0.0.1:3301', 'http://app.localhost:3301');
    const links = JSON.parse(env.PATRON_PAYMENT_LINKS) as Record<string, string[]>;
    // Assess
    expect(links.monthly).toHaveLength(5);
    expect(links.yearly?.[4]).toBe('http://app.localhost:3301/dev/checkout/yearly/4');
    expect(env.BILLING_API_BASE).toBe('http://127.0.0.1:3301/dev/stripe');
    expect(env.BILLING_WEBHOOK_SECRET).toBe(LOCAL_BILLING_WEBHOOK_SECRET);
    expect(localPaymentsEnv('a', 'b', 'whsec_given').BILLING_WEBHOOK_SECRET).toBe('whsec_given');
  });

  it.each([
    ['http://app.localhost:3000/settings', 'http://app.localhost:3000'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['https://app.localhost/', undefined],
    ['http://evil.example/', undefined],
    ['not a url', undefined],
  ])('accepts only loopback origins: %s', (value, expected) => {
    expect(loopbackOrigin(value)).toBe(expected);
  });
});

describe('the local payment pages', () => {
  const sent: { body: string; signature: string }[] = [];
  let status = 200;
  const send: WebhookSender = (_req, body, signature) => {
    sent.push({ body, signature });
    return Promise.resolve(status);
  };
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const payments = createDevPayments(send);
    server = createServer((req, res) => {
      void payments.handle(req, res, new URL(req.url ?? '/', 'http://localhost')).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());
  afterEach(() => {
    sent.length = 0;
    status = 200;
  });

  const call = (
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; location?: string; text: string }> =>
    new Promise((done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: {
            host: 'app.localhost:3301',
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            done({
              status: res.statusCode ?? 0,
              ...(res.headers.location ? { location: res.headers.location } : {}),
              text,
            }),
          );
        },
      );
      req.on('error', fail);
      req.end(body);
    });

  it('shows a checkout that returns to the page that chose the size', async () => {
    // Act
    const page = await call(
      'GET',
      '/dev/checkout/yearly/2?client_reference_id=org-1&prefilled_email=a%40b.org',
      '',
      {
        referer: 'http://harbour.localhost:3301/',
      },
    );
    // Assess
    expect(page.status).toBe(200);
    expect(page.text).toContain('charity size 3 of 5, billed yearly');
    expect(page.text).toContain('value="http://harbour.localhost:3301"');
    expect(page.text).toContain('<button type="submit">Pay</button>');
  });

  it('pays with a signed checkout.session.completed naming the organisation, then shows the thank-you page', async () => {
    // Act
    const paid = await call(
      'POST',
      '/dev/checkout/pay',
      'org=org-1&email=a%40b.org&return=http%3A%2F%2Fapp.localhost%3A3301',
    );
    // Assess
    expect(paid).toMatchObject({
      status: 303,
      location: 'http://app.localhost:3301/settings/patron/success',
    });
    expect(sent).toHaveLength(1);
    const { body, signature } = sent[0]!;
    expect(verifyWebhookSignature(body, signature, LOCAL_BILLING_WEBHOOK_SECRET)).toBe(true);
    expect(interpretEvent(JSON.parse(body), new Date())).toMatchObject({ kind: 'link', orgId: 'org-1' });
  });

  it('cancels back to the patron page without a webhook, and never redirects off loopback', async () => {
    // Act
    const cancelled = await call(
      'POST',
      '/dev/checkout/cancel',
      'org=org-1&return=http%3A%2F%2Fevil.example',
    );
    // Assess
    expect(cancelled).toMatchObject({ status: 303, location: 'http://app.localhost:3301/settings/patron' });
    expect(sent).toHaveLength(0);
  });

  it('reports a refused webhook instead of claiming success', async () => {
    // Prepare
    status = 400;
    // Act
    const paid = await call(
      'POST',
      '/dev/checkout/pay',
      'org=org-1&return=http%3A%2F%2Fapp.localhost%3A3301',
    );
    // Assess
    expect(paid.status).toBe(502);
    expect(paid.text).toContain('HTTP 400');
  });

  it('opens a portal session for the API key, whose cancel sends customer.subscription.deleted', async () => {
    // Prepare
    const form = 'customer=cus_1&return_url=http%3A%2F%2Fapp.localhost%3A3301%2Fsettings%2Fpatron';
    const refused = await call('POST', '/dev/stripe/v1/billing_portal/sessions', form, {
      authorization: 'Bearer sk_wrong',
    });
    // Act
    const created = await call('POST', '/dev/stripe/v1/billing_portal/sessions', form, {
      authorization: `Bearer ${LOCAL_BILLING_API_KEY}`,
    });
    const { url } = JSON.parse(created.text) as { url: string };
    const path = new URL(url).pathname;
    const portal = await call('GET', path);
    const cancelled = await call('POST', `${path}/cancel`, 'x=1');
    const again = await call('GET', path);
    // Assess
    expect(refused.status).toBe(401);
    expect(url).toMatch(/^http:\/\/app\.localhost:3301\/dev\/portal\/bps_local_/);
    expect(portal.text).toContain('Cancel subscription');
    expect(cancelled).toMatchObject({ status: 303, location: 'http://app.localhost:3301/settings/patron' });
    expect(interpretEvent(JSON.parse(sent[0]!.body), new Date())).toMatchObject({
      kind: 'status',
      customer: 'cus_1',
      don: false,
    });
    expect(again.status).toBe(404);
  });
});
