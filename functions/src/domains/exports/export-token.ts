import { SignJWT, importJWK, jwtVerify } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import * as z from 'zod';

import { linkTokenEnv } from '#core/env.ts';
import { secretString } from '#core/secret-string.ts';

const ALGORITHM = 'ES256';
const ISSUER = 'ripple';
/** Not the link tokens' audience: an export token can never pass as a beneficiary token, nor the reverse. */
const AUDIENCE = 'ripple-export';
/** Long enough for the browser to follow the path it was just given; short enough that a leaked one is stale. */
export const EXPORT_TOKEN_LIFETIME_SECONDS = 300;

/** What one download may read: the organisation and the exact query (docs/exports.md). */
export const ExportQuery = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('meetings'),
    questionnaire: z.string(),
    start: z.string().optional(),
    end: z.string().optional(),
    tags: z.array(z.string()),
    orTags: z.boolean(),
  }),
  z.object({ kind: z.literal('beneficiary'), questionnaire: z.string(), beneficiary: z.string() }),
  z.object({
    kind: z.literal('report'),
    questionnaire: z.string(),
    start: z.string(),
    end: z.string(),
    tags: z.array(z.string()),
    orTags: z.boolean(),
    openStart: z.boolean(),
    minRequiredRecords: z.number(),
  }),
  z.object({
    kind: z.literal('reliableChange'),
    questionnaire: z.string(),
    start: z.string(),
    end: z.string(),
    tags: z.array(z.string()),
    orTags: z.boolean(),
    openStart: z.boolean(),
    minRequiredRecords: z.number(),
    forSharing: z.boolean(),
  }),
]);
export type ExportQuery = z.infer<typeof ExportQuery>;

export type ExportGrant = { orgId: string; userId: string; query: ExportQuery };

// The link-token key (docs/runtime-contracts.md), loaded once per container; a failed load is retried.
let keyPair: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> | undefined;
const keys = () => {
  keyPair ??= (async () => {
    const { AWS_REGION, LINK_TOKEN_PRIVATE_JWK, LINK_TOKEN_SECRET_ARN } = linkTokenEnv();
    const secret = LINK_TOKEN_PRIVATE_JWK ?? (await secretString(AWS_REGION, LINK_TOKEN_SECRET_ARN));
    if (!secret) throw new Error('The link-token secret has no string value');
    const { d: _private, ...publicJwk } = JSON.parse(secret) as JWK;
    const [privateKey, publicKey] = await Promise.all([
      importJWK(JSON.parse(secret) as JWK, ALGORITHM),
      importJWK(publicJwk, ALGORITHM),
    ]);
    return { privateKey: privateKey as CryptoKey, publicKey: publicKey as CryptoKey };
  })().catch((error: unknown) => {
    keyPair = undefined;
    throw error;
  });
  return keyPair;
};

/** A signed download token for `grant`, valid for five minutes from `now`. */
export const signExportToken = async (grant: ExportGrant, now = new Date()): Promise<string> => {
  const { privateKey } = await keys();
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ org: grant.orgId, q: grant.query })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(grant.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + EXPORT_TOKEN_LIFETIME_SECONDS)
    .sign(privateKey);
};

const Payload = z.object({ org: z.string().min(1), sub: z.string().min(1), q: ExportQuery });

/** The grant of a valid token; undefined for an expired, altered or foreign one. */
export const verifyExportToken = async (
  token: string,
  now = new Date(),
): Promise<ExportGrant | undefined> => {
  const { publicKey } = await keys();
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
    });
    const { org, sub, q } = Payload.parse(payload);
    return { orgId: org, userId: sub, query: q };
  } catch {
    return undefined;
  }
};
