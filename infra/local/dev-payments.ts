import { randomUUID } from 'node:crypto';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';

import { signWebhook } from '../../functions/src/domains/billing/webhook-signature.ts';

/**
 * The local stand-in for the payment provider (docs/decisions.md, "Local payments"), like /dev/outbox for email:
 * the patron payment links open `/dev/checkout/…`, whose Pay sends the provider's signed `checkout.session.completed`
 * to the real webhook handler; the real Stripe adapter's portal call reaches `/dev/stripe/v1/billing_portal/sessions`
 * and `/dev/portal/…` cancels with a signed `customer.subscription.deleted`. Nothing in functions/ knows it is local:
 * the stack only configures the provider's addresses and keys (localPaymentsEnv).
 */

/** The API key the stand-in's provider API accepts; a real key never reaches the local stack's configuration. */
export const LOCAL_BILLING_API_KEY = 'sk_local_ripple';
/** Used unless the stack is started with BILLING_WEBHOOK_SECRET (the end-to-end journeys sign their own events). */
export const LOCAL_BILLING_WEBHOOK_SECRET = 'whsec_local_ripple';

const PERIODS = ['monthly', 'yearly'] as const;
const SIZES = 5;

/**
 * The billing handler's environment for the stand-in (functions/src/domains/billing/billing-config.ts): the
 * provider's API at `apiOrigin` (Node calls it, so an IP), payment links at `siteOrigin` (the browser opens them).
 */
export function localPaymentsEnv(apiOrigin: string, siteOrigin: string, webhookSecret?: string) {
  const links = Object.fromEntries(
    PERIODS.map((period) => [
      period,
      Array.from({ length: SIZES }, (_, size) => `${siteOrigin}/dev/checkout/${period}/${size}`),
    ]),
  );
  return {
    BILLING_API_KEY: LOCAL_BILLING_API_KEY,
    BILLING_API_BASE: `${apiOrigin}/dev/stripe`,
    BILLING_WEBHOOK_SECRET: webhookSecret ?? LOCAL_BILLING_WEBHOOK_SECRET,
    PATRON_PAYMENT_LINKS: JSON.stringify(links),
  };
}

/** Only loopback origins: the stand-in never sends a browser, or a redirect, anywhere else. */
export function loopbackOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const host = url.hostname;
  const loopback =
    host === '127.0.0.1' || host === '[::1]' || host === 'localhost' || host.endsWith('.localhost');
  return url.protocol === 'http:' && loopback ? url.origin : undefined;
}

/** The provider's events as Stripe shapes them (only the fields functions/src/domains/billing reads, and ids). */
export function checkoutCompletedEvent(orgId: string, email: string, customer: string, at = new Date()) {
  return {
    id: `evt_local_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(at.getTime() / 1000),
    data: {
      object: {
        id: `cs_local_${randomUUID().replaceAll('-', '')}`,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        customer,
        customer_email: email,
        client_reference_id: orgId,
      },
    },
  };
}

export function subscriptionDeletedEvent(customer: string, at = new Date()) {
  return {
    id: `evt_local_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'customer.subscription.deleted',
    created: Math.floor(at.getTime() / 1000),
    data: { object: { object: 'subscription', status: 'canceled', customer } },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}' +
  'button{font:inherit;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;min-height:44px;cursor:pointer}' +
  '.note{background:#fff4d6;padding:.5rem .75rem;border-left:4px solid #b58100}';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1><p class="note">A local stand-in for the payment provider: no money moves.</p>${body}</main></body></html>\n`;

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');

export interface CheckoutView {
  period: string;
  size: number;
  orgId: string;
  email: string;
  returnOrigin: string;
}

/** `/dev/checkout/{period}/{size}`: what the payment link would show, with Pay and Cancel. */
export function renderCheckout(view: CheckoutView): string {
  const fields = hidden({ org: view.orgId, email: view.email, return: view.returnOrigin });
  return page(
    'Test checkout',
    `<p>Patron subscription, charity size ${view.size + 1} of ${SIZES}, billed ${escapeHtml(view.period)}.</p>` +
      `<p>Email: ${escapeHtml(view.email || '(none)')}</p>` +
      `<form method="post" action="/dev/checkout/pay">${fields}<button type="submit">Pay</button></form>` +
      `<form method="post" action="/dev/checkout/cancel">${fields}<button type="submit">Cancel</button></form>`,
  );
}

/** `/dev/portal/{session}`: the provider's billing portal, where the subscription can be cancelled. */
export function renderPortal(sessionId: string, customer: string, returnUrl: string): string {
  return page(
    'Test billing portal',
    `<p>Customer ${escapeHtml(customer)}: patron subscription, active.</p>` +
      `<form method="post" action="/dev/portal/${escapeHtml(sessionId)}/cancel"><button type="submit">Cancel subscription</button></form>` +
      `<p><a href="${escapeHtml(returnUrl)}">Return to Ripple</a></p>`,
  );
}

interface PortalSession {
  customer: string;
  returnUrl: string;
}

/** Sends a webhook over loopback HTTP to the server that asked, as the provider reaches the real endpoint. */
export type WebhookSender = (req: IncomingMessage, rawBody: string, signature: string) => Promise<number>;

export const sendWebhookToSelf: WebhookSender = (req, rawBody, signature) =>
  new Promise((done, fail) => {
    const out = request(
      {
        host: req.socket.localAddress,
        port: req.socket.localPort,
        method: 'POST',
        path: '/v1/don/webhook',
        headers: {
          host: req.headers.host ?? 'localhost',
          'content-type': 'application/json',
          'stripe-signature': signature,
          'user-agent': 'Ripple local payments stand-in',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      },
    );
    out.on('error', fail);
    out.end(rawBody);
  });

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export interface DevPayments {
  /** Answers `/dev/checkout/…`, `/dev/portal/…` and `/dev/stripe/…`; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

export function createDevPayments(send: WebhookSender = sendWebhookToSelf): DevPayments {
  // Portal sessions live as long as the process, as the provider's short-lived ones would for a developer.
  const sessions = new Map<string, PortalSession>();
  const secret = () => process.env.BILLING_WEBHOOK_SECRET ?? LOCAL_BILLING_WEBHOOK_SECRET;
  const ownOrigin = (req: IncomingMessage) => `http://${req.headers.host ?? 'localhost'}`;

  const html = (res: ServerResponse, status: number, body: string, formTargets: string[] = []) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The app's CSP would refuse the form's redirect back to another loopback host (a brand's subdomain).
      'content-security-policy': [
        "default-src 'none'",
        "style-src 'unsafe-inline'",
        ['form-action', "'self'", ...formTargets].join(' '),
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    });
    res.end(body);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location, 'cache-control': 'no-store' });
    res.end();
  };
  const deliver = async (req: IncomingMessage, event: object) => {
    const rawBody = JSON.stringify(event);
    return send(req, rawBody, signWebhook(rawBody, secret()));
  };
  const failedDelivery = (res: ServerResponse, status: number) =>
    html(res, 502, page('Webhook refused', `<p>The webhook handler answered HTTP ${status}.</p>`));

  return {
    async handle(req, res, url) {
      const path = url.pathname;
      const method = req.method ?? 'GET';

      const checkout = /^\/dev\/checkout\/(monthly|yearly)\/([0-4])$/.exec(path);
      if (checkout && method === 'GET') {
        // The page that chose the size is the one to return to (the referrer policy sends its origin).
        const returnOrigin = loopbackOrigin(req.headers.referer) ?? ownOrigin(req);
        const view = {
          period: checkout[1]!,
          size: Number(checkout[2]),
          orgId: url.searchParams.get('client_reference_id') ?? '',
          email: url.searchParams.get('prefilled_email') ?? '',
          returnOrigin,
        };
        html(res, view.orgId ? 200 : 400, renderCheckout(view), [returnOrigin]);
        return true;
      }
      if ((path === '/dev/checkout/pay' || path === '/dev/checkout/cancel') && method === 'POST') {
        const form = await readForm(req);
        const returnOrigin = loopbackOrigin(form.get('return') ?? undefined) ?? ownOrigin(req);
        if (path === '/dev/checkout/cancel') {
          redirect(res, `${returnOrigin}/settings/patron`);
          return true;
        }
        const orgId = form.get('org') ?? '';
        if (!orgId) {
          html(res, 400, page('Test checkout', '<p>The payment link carried no organisation.</p>'));
          return true;
        }
        const customer = `cus_local_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
        const status = await deliver(req, checkoutCompletedEvent(orgId, form.get('email') ?? '', customer));
        if (status !== 200) failedDelivery(res, status);
        else redirect(res, `${returnOrigin}/settings/patron/success`);
        return true;
      }

      if (path === '/dev/stripe/v1/billing_portal/sessions' && method === 'POST') {
        const json = (status: number, body: object) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (req.headers.authorization !== `Bearer ${process.env.BILLING_API_KEY ?? LOCAL_BILLING_API_KEY}`) {
          json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
          return true;
        }
        const form = await readForm(req);
        const customer = form.get('customer');
        const returnUrl = form.get('return_url') ?? '';
        const returnOrigin = loopbackOrigin(returnUrl);
        if (!customer || !returnOrigin) {
          json(400, {
            error: { type: 'invalid_request_error', message: 'customer and return_url required' },
          });
          return true;
        }
        const id = `bps_local_${randomUUID().replaceAll('-', '')}`;
        sessions.set(id, { customer, returnUrl });
        json(200, {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: returnUrl,
          url: `${returnOrigin}/dev/portal/${id}`,
        });
        return true;
      }

      const portal = /^\/dev\/portal\/(bps_local_[0-9a-f]+)(\/cancel)?$/.exec(path);
      if (portal) {
        const session = sessions.get(portal[1]!);
        if (!session) {
          html(res, 404, page('Test billing portal', '<p>This portal session has expired.</p>'));
          return true;
        }
        const returnTarget = loopbackOrigin(session.returnUrl) ?? ownOrigin(req);
        if (!portal[2] && method === 'GET') {
          html(res, 200, renderPortal(portal[1]!, session.customer, session.returnUrl), [returnTarget]);
          return true;
        }
        if (portal[2] && method === 'POST') {
          const status = await deliver(req, subscriptionDeletedEvent(session.customer));
          sessions.delete(portal[1]!);
          if (status !== 200) failedDelivery(res, status);
          else redirect(res, session.returnUrl);
          return true;
        }
      }
      return false;
    },
  };
}
