import { createHmac, timingSafeEqual } from 'node:crypto';

/** Characters of a base64url HMAC-SHA256. */
const MAC_LENGTH = 43;
const MAC = /^[A-Za-z0-9_-]{43}$/;

/**
 * A value only Ripple can make, for a link in an email: `{value}_{mac}`, `mac` the base64url HMAC-SHA256 of
 * `{purpose}:{value}` under `key`. No dot, since the edge function serves a path whose last segment has one as a
 * file (functions/edge/viewer-request.js). The purpose keeps one kind of link from passing as another.
 */
export const signedValues = (key: () => Promise<Buffer>, purpose: string) => {
  const macOf = (secret: Buffer, value: string) =>
    createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');
  return {
    async sign(value: string): Promise<string> {
      return `${value}_${macOf(await key(), value)}`;
    },
    /** The value Ripple signed, or undefined for anything else (altered, truncated, another purpose). */
    async open(signed: string): Promise<string | undefined> {
      // The MAC's length is fixed, so the value is whatever precedes `_{mac}`, underscores included.
      const value = signed.slice(0, -(MAC_LENGTH + 1));
      const mac = signed.slice(-MAC_LENGTH);
      if (!value || signed.at(-(MAC_LENGTH + 1)) !== '_' || !MAC.test(mac)) return undefined;
      return timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(await key(), value))) ? value : undefined;
    },
  };
};
