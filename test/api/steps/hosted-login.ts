import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { gql } from './graphql.ts';
import { inject } from 'vitest';

/** What the hosted login answered: status, headers and body. */
export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export const port = () => new URL(inject('apiUrl')).port;
export const loginHost = () => `login.localhost:${port()}`;
/** The app host of a brand, as the browser names it (the SPA's redirect URIs are on it). */
export const appOrigin = (brand = 'app') => `http://${brand}.localhost:${port()}`;

/**
 * One request to the local server with the Host header a browser would send: Node resolves no `*.localhost` and
 * its fetch will not send a Host of our choosing, so http.request to 127.0.0.1.
 */
export function send(
  path: string,
  options: {
    method?: string;
    form?: Record<string, string>;
    host?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        path,
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers: {
          host: options.host ?? loginHost(),
          ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** A PKCE pair: a random verifier and its S256 challenge. */
export function aPkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const clientIdOf = (brand = 'default') => inject('hostedLoginClientIds')[brand]!;

/** The OAuth request the SPA sends to /oauth2/authorize, for `brand`'s client and app host. */
export function anAuthorizeRequest(brand = 'default', overrides: Record<string, string> = {}) {
  const pkce = aPkcePair();
  const host = brand === 'default' ? 'app' : brand;
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: clientIdOf(brand),
    redirect_uri: `${appOrigin(host)}/login`,
    state: randomBytes(8).toString('hex'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    scope: 'openid email profile aws.cognito.signin.user.admin',
    ...overrides,
  };
  return { params, verifier: pkce.verifier };
}

/** The value of a hidden field of a hosted page's form. */
export function hiddenField(html: string, name: string): string | undefined {
  return new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
}

/** The newest code emailed to `email` (Cognito's "Your verification code is 123456."). */
export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${inject('apiUrl')}/dev/outbox`, { headers: { accept: 'application/json' } });
  const messages = (await response.json()) as { to: string; text: string }[];
  const message = messages.find((m) => m.to === email && /code is \d+/.test(m.text));
  const code = message && /code is (\d+)/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code emailed to ${email}`);
  return code;
}

/** The value of the newest verification link emailed to `email` (`{site}/verify-email/{value}`). */
export async function latestVerificationLink(email: string): Promise<string> {
  const response = await fetch(`${inject('apiUrl')}/dev/outbox`, { headers: { accept: 'application/json' } });
  const messages = (await response.json()) as { to: string; text: string }[];
  const value = messages
    .filter((m) => m.to === email)
    .map((m) => /\/verify-email\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
    .find(Boolean);
  if (!value) throw new Error(`no verification link emailed to ${email}`);
  return value;
}

/** Verifies `email` as the link in its email does (Mutation.VerifyEmail, anonymous). */
export async function followVerificationLink(email: string): Promise<void> {
  const token = await latestVerificationLink(email);
  const response = await gql<{ VerifyEmail: boolean }>(
    'mutation V($token: String!) { VerifyEmail(token: $token) }',
    { token },
    'anonymous',
  );
  if (response.data?.VerifyEmail !== true) throw new Error(JSON.stringify(response.errors));
}

/** What the hosted page says when the pre-authentication trigger refuses an unverified email. */
export const UNVERIFIED_REFUSAL =
  'PreAuthentication failed with error Your email address is not verified yet.';

/** The `code` and `state` of the redirect back to the app. */
export function codeOf(reply: Reply): { code?: string; state?: string; error?: string; location: string } {
  const location = String(reply.headers.location ?? '');
  const url = new URL(location, 'http://x');
  return {
    location,
    code: url.searchParams.get('code') ?? undefined,
    state: url.searchParams.get('state') ?? undefined,
    error: url.searchParams.get('error') ?? undefined,
  };
}

export type TokenReply = { status: number; json: Record<string, unknown> };

export async function exchange(
  form: Record<string, string>,
  origin?: string,
): Promise<TokenReply & { reply: Reply }> {
  const reply = await send('/oauth2/token', { form, headers: origin ? { origin } : {} });
  return { status: reply.status, json: JSON.parse(reply.body) as Record<string, unknown>, reply };
}

/**
 * Signs in on the hosted page as a person would, verifying the email with the emailed code when asked; the
 * redirect back to the app (with the code) and the verifier to redeem it.
 */
export async function signInOnHostedPage(
  who: { email: string; password: string },
  brand = 'default',
): Promise<{ redirect: Reply; params: Record<string, string>; verifier: string }> {
  const { params, verifier } = anAuthorizeRequest(brand);
  const form = { ...params, username: who.email, password: who.password };
  let reply = await send('/login', { form });
  // A new account: its email is verified by the emailed link, then the sign-in goes through.
  if (reply.status === 200 && reply.body.includes(UNVERIFIED_REFUSAL)) {
    await followVerificationLink(who.email);
    reply = await send('/login', { form });
  }
  return { redirect: reply, params, verifier };
}
