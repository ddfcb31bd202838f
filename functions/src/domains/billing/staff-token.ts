import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as z from 'zod';

import type { StaffCaller } from '#core/auth-context.ts';

import type { BillingConfig } from './billing-config.ts';

const Claims = z.object({
  sub: z.string().min(1),
  token_use: z.literal('id'),
  email: z.string().min(1),
  name: z.string().optional(),
});

// One key set per JWKS address and container; jose caches the keys and refetches on an unknown key id.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies a staff bearer token as AppSync does: a Cognito **ID** token (RS256) of the pool's issuer, for the
 * SPA's client when configured, not expired. Undefined when it is not.
 */
export const verifyStaffToken = async (
  authorization: string | undefined,
  config: Pick<BillingConfig, 'issuer' | 'jwksUrl' | 'userPoolClientId'>,
): Promise<StaffCaller | undefined> => {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) return undefined;
  let keySet = keySets.get(config.jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(config.jwksUrl));
    keySets.set(config.jwksUrl, keySet);
  }
  try {
    const { payload } = await jwtVerify(token, keySet, {
      issuer: config.issuer,
      algorithms: ['RS256'],
      ...(config.userPoolClientId ? { audience: config.userPoolClientId.split(',') } : {}),
    });
    const claims = Claims.parse(payload);
    return { kind: 'staff', userId: claims.sub, email: claims.email, name: claims.name ?? claims.email };
  } catch {
    return undefined;
  }
};
