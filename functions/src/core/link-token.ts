import { SignJWT, importJWK, jwtVerify } from 'jose';
import type { CryptoKey, JWK } from 'jose';
// zod/mini: the authorizer, on every beneficiary's first request, then loads a few KB of zod, not all of it.
import * as z from 'zod/mini';

import { AppError } from './app-error.ts';
import { linkTokenEnv } from './env.ts';
import { linkTokenJwt, withLinkTokenPrefix } from './link-token-format.ts';
import { secretString } from './secret-string.ts';

const ALGORITHM = 'ES256';
const ISSUER = 'ripple';
const AUDIENCE = 'ripple-link';

/** What a beneficiary link token grants (docs/runtime-contracts.md, "Link tokens"). */
export type LinkTokenClaims = {
  orgId: string;
  beneficiaryId: string;
  /** Record ids or absolute URLs, in the order the beneficiary answers them. */
  sequence: string[];
  jti: string;
  expiresAt: Date;
};

/**
 * Longest life of a link token: 2 hours. The link itself may stay valid for its days to complete, but the token it
 * yields sits in the beneficiary's browser, so on a shared phone it must be useless by the next person's turn; the
 * answering app renews it (`RenewLinkToken`) while the beneficiary answers (docs/security.md).
 */
export const LINK_TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

/** When a token minted at `now` for a link expiring at `linkExpiresAt` must expire: whichever comes first. */
export const linkTokenExpiry = (linkExpiresAt: Date, now: Date): Date =>
  new Date(Math.min(linkExpiresAt.getTime(), now.getTime() + LINK_TOKEN_LIFETIME_SECONDS * 1000));

type KeyPair = { privateKey: CryptoKey; publicKey: CryptoKey; kid: string | undefined };

const PrivateJwk = z.looseObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string(),
  y: z.string(),
  d: z.string(),
  kid: z.optional(z.string()),
});

const readPrivateJwk = async (): Promise<string> => {
  const { AWS_REGION, LINK_TOKEN_PRIVATE_JWK, LINK_TOKEN_SECRET_ARN } = linkTokenEnv();
  if (LINK_TOKEN_PRIVATE_JWK) return LINK_TOKEN_PRIVATE_JWK;
  const SecretString = await secretString(AWS_REGION, LINK_TOKEN_SECRET_ARN);
  if (!SecretString) throw new Error('The link-token secret has no string value');
  return SecretString;
};

const loadKeyPair = async (): Promise<KeyPair> => {
  const jwk = PrivateJwk.parse(JSON.parse(await readPrivateJwk()));
  const { d: _private, ...publicJwk } = jwk;
  const [privateKey, publicKey] = await Promise.all([
    importJWK(jwk as JWK, ALGORITHM),
    importJWK(publicJwk as JWK, ALGORITHM),
  ]);
  return { privateKey: privateKey as CryptoKey, publicKey: publicKey as CryptoKey, kid: jwk.kid };
};

// One key per container: a warm Lambda signs and verifies without calling Secrets Manager again. A failed load is
// forgotten so the next request retries.
let keyPair: Promise<KeyPair> | undefined;
const keys = (): Promise<KeyPair> => {
  keyPair ??= loadKeyPair().catch((error: unknown) => {
    keyPair = undefined;
    throw error;
  });
  return keyPair;
};

/** Signs a beneficiary link token: the prefixed JWT (link-token-format.ts), as the API hands it out. */
export const signLinkToken = async (claims: LinkTokenClaims): Promise<string> => {
  const { privateKey, kid } = await keys();
  const jwt = await new SignJWT({ org: claims.orgId, beneficiary: true, sequence: claims.sequence })
    .setProtectedHeader(kid ? { alg: ALGORITHM, kid } : { alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(claims.beneficiaryId)
    .setJti(claims.jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(privateKey);
  return withLinkTokenPrefix(jwt);
};

const text = z.string().check(z.minLength(1));
const Payload = z.object({
  sub: text,
  org: text,
  beneficiary: z.literal(true),
  sequence: z.array(z.string()),
  jti: text,
  exp: z.number(),
});

/**
 * Verifies the prefix, signature, issuer, audience and expiry; any failure is `auth.unauthenticated`. A bare JWT
 * is refused though its signature holds: AppSync would never pass one to the authorizer.
 */
export const verifyLinkToken = async (token: string): Promise<LinkTokenClaims> => {
  const jwt = linkTokenJwt(token);
  if (jwt === null) throw new AppError('auth.unauthenticated');
  const { publicKey } = await keys();
  try {
    const { payload } = await jwtVerify(jwt, publicKey, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'jti', 'sub'],
    });
    const claims = Payload.parse(payload);
    return {
      orgId: claims.org,
      beneficiaryId: claims.sub,
      sequence: claims.sequence,
      jti: claims.jti,
      expiresAt: new Date(claims.exp * 1000),
    };
  } catch {
    throw new AppError('auth.unauthenticated');
  }
};
