import { hkdfSync } from 'node:crypto';

import * as z from 'zod';

import { linkTokenEnv } from './env.ts';
import { secretString } from './secret-string.ts';

const PrivateJwk = z.looseObject({ d: z.string().min(1) });

/**
 * A 32-byte key for signing values in emailed links, derived (HKDF-SHA256) from the link-token signing key's
 * private scalar under its own label, so no second secret has to be deployed and rotated; the label keeps the uses
 * apart: an HMAC under one key is nothing under another. Rotating the link-token key ends the links of earlier
 * emails (docs/decisions.md).
 */
const loadKey = async (label: string): Promise<Buffer> => {
  const { AWS_REGION, LINK_TOKEN_PRIVATE_JWK, LINK_TOKEN_SECRET_ARN } = linkTokenEnv();
  const secret = LINK_TOKEN_PRIVATE_JWK ?? (await secretString(AWS_REGION, LINK_TOKEN_SECRET_ARN));
  if (!secret) throw new Error('The link-token secret has no string value');
  const { d } = PrivateJwk.parse(JSON.parse(secret));
  return Buffer.from(hkdfSync('sha256', Buffer.from(d, 'base64url'), '', label, 32));
};

const keys = new Map<string, Promise<Buffer>>();

/** The key of `label`, loaded once per container; a failed load is forgotten so the next request retries. */
export const derivedKey =
  (label: string): (() => Promise<Buffer>) =>
  () => {
    let key = keys.get(label);
    if (!key) {
      key = loadKey(label).catch((error: unknown) => {
        keys.delete(label);
        throw error;
      });
      keys.set(label, key);
    }
    return key;
  };
