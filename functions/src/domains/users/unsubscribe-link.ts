import { derivedKey } from '#core/derived-key.ts';
import { signedValues } from '#core/signed-value.ts';

/**
 * The value of an email's unsubscribe link, `/unsubscribe/{value}`: `{userId}_{mac}`, where `mac` is the 43-character
 * base64url HMAC-SHA256 of the user id; no dot, since the edge function serves a path whose last segment has one as
 * a file (functions/edge/viewer-request.js). Only Ripple can make one, so a bare user id (which a link holder or a former colleague
 * may know) or an altered value unsubscribes nobody. It does not expire: an unsubscribe link in an old email must
 * still work, and all it can ever do is stop emails to the one user it names.
 */
export interface UnsubscribeLinks {
  /** The value for the user's emails. */
  sign(userId: string): Promise<string>;
  /** The user the value names, or undefined for anything Ripple did not sign. */
  verify(value: string): Promise<string | undefined>;
}

/** `UnsubscribeLinks` over a 32-byte key. */
export const unsubscribeLinksWith = (key: () => Promise<Buffer>): UnsubscribeLinks => {
  const values = signedValues(key, 'unsubscribe');
  return { sign: (userId) => values.sign(userId), verify: (value) => values.open(value) };
};

/**
 * The key derives from the link-token signing key under its own label (core/derived-key.ts); rotating the
 * link-token key ends the unsubscribe links of earlier emails (docs/decisions.md).
 */
export const unsubscribeLinks = unsubscribeLinksWith(derivedKey('ripple unsubscribe link v1'));
