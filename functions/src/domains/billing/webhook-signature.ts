import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signatures older or newer than this are refused, so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a Stripe-style signature header `t={unix seconds},v1={hex}[,v1=…]`: HMAC-SHA256 of `{t}.{raw body}`
 * with the webhook secret, compared in constant time, `t` within five minutes of `now`.
 */
export const verifyWebhookSignature = (
  rawBody: string,
  header: string | undefined,
  secret: string,
  now = new Date(),
): boolean => {
  if (!header) return false;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature), expected));
};

/** The header a provider would send for `rawBody` at `at` (tests and the local demo). */
export const signWebhook = (rawBody: string, secret: string, at = new Date()): string => {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
};
