import { derivedKey } from '#core/derived-key.ts';
import { signedValues } from '#core/signed-value.ts';

/**
 * The value of a verification email's link, `/verify-email/{value}`: `{payload}_{mac}`, where `payload` is the
 * base64url JSON `{ e: email, x: expiry in epoch seconds }` and `mac` the 43-character base64url HMAC-SHA256 of
 * it. No dot (the edge function serves a path whose last segment has one as a file). Only Ripple can make one, so
 * an altered address or expiry verifies nobody; it expires so that an old email left in a shared inbox cannot
 * verify the address later (docs/decisions.md, "Verified email before the first sign-in").
 */
export interface EmailVerificationLinks {
  /** The value for `email`'s link, valid for {@link EMAIL_VERIFICATION_LINK_HOURS} hours from now. */
  sign(email: string): Promise<string>;
  /** The address a value names, or why it names none. */
  verify(value: string): Promise<VerifiedLink>;
}

export type VerifiedLink = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'expired' };

/** How long a verification link works: a day, long enough to find the email, short enough to not linger. */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;

const PAYLOAD = /^[A-Za-z0-9_-]+$/;

/** `EmailVerificationLinks` over a 32-byte key and a clock. */
export const emailVerificationLinksWith = (
  key: () => Promise<Buffer>,
  now: () => Date = () => new Date(),
): EmailVerificationLinks => {
  const values = signedValues(key, 'verify-email');
  return {
    sign(email) {
      const expiry = Math.floor(now().getTime() / 1000) + EMAIL_VERIFICATION_LINK_HOURS * 3600;
      return values.sign(Buffer.from(JSON.stringify({ e: email, x: expiry })).toString('base64url'));
    },
    async verify(value) {
      const invalid = { ok: false, reason: 'invalid' } as const;
      const payload = await values.open(value);
      if (payload === undefined || !PAYLOAD.test(payload)) return invalid;
      let claims: unknown;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return invalid;
      }
      const { e: email, x: expiry } = (claims ?? {}) as { e?: unknown; x?: unknown };
      if (typeof email !== 'string' || typeof expiry !== 'number') return invalid;
      if (expiry * 1000 <= now().getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, email };
    },
  };
};

/** The HKDF label of the links' key (core/derived-key.ts). */
export const EMAIL_VERIFICATION_KEY_LABEL = 'ripple email verification link v1';

/** The verification links of the deployed environment. */
export const emailVerificationLinks = emailVerificationLinksWith(derivedKey(EMAIL_VERIFICATION_KEY_LABEL));
