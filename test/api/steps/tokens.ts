import { createPrivateKey, randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, generateKeyPair, importJWK, type JWK, type JWTPayload } from 'jose';
import { inject } from 'vitest';
import { LINK_TOKEN_PREFIX, withLinkTokenPrefix } from '../../../functions/src/core/link-token-format.ts';
import { cognitoPrivateKeyPem } from '../../../infra/local/cognito.ts';

/** The JWT inside a token: a link token without its `ripple-link.` prefix, a staff ID token as it is. */
const jwtOf = (token: string): string =>
  token.startsWith(LINK_TOKEN_PREFIX) ? token.slice(LINK_TOKEN_PREFIX.length) : token;

/** The claims of a link token the API handed out (`jwt`, `RenewLinkToken`); throws on one without its prefix. */
export function linkClaims(token: string): JWTPayload & { sequence: string[] } {
  if (!token.startsWith(LINK_TOKEN_PREFIX))
    throw new Error(`not a prefixed link token: ${token.slice(0, 20)}`);
  return decodeJwt(jwtOf(token)) as JWTPayload & { sequence: string[] };
}

/**
 * Changes one character of the payload, keeping it valid base64url, so only the signature check can catch it. A
 * link token keeps its prefix, so the authorizer refuses it for the signature, not for its shape.
 */
export function tamper(token: string): string {
  const jwt = jwtOf(token);
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const claims = decodeJwt(jwt);
  const changed = Buffer.from(JSON.stringify({ ...claims, email: 'someone-else@example.org' })).toString(
    'base64url',
  );
  if (changed === payload) throw new Error('tampering changed nothing');
  return `${token.slice(0, token.length - jwt.length)}${header}.${changed}.${signature}`;
}

/** A JWT dressed as a link token (with the prefix), so a forgery is refused for its one defect, not its shape. */
export const asLinkToken = (jwt: string): string => withLinkTokenPrefix(jwt);

/** A token cognito-local would sign for `claims`, but with exp (and iat) in the past. */
export async function expiredIdToken(claims: Record<string, unknown>): Promise<string> {
  const key = createPrivateKey(cognitoPrivateKeyPem());
  const past = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT({ ...claims, iat: past - 3600, exp: past })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .sign(key);
}

/** Same claims, signed by another key and issuer: what a token of another user pool looks like. */
export async function foreignIdToken(claims: Record<string, unknown>): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ ...claims, iss: 'https://cognito-idp.eu-west-2.amazonaws.com/eu-west-2_Other0001' })
    .setProtectedHeader({ alg: 'RS256', kid: 'other' })
    .sign(privateKey);
}

/** A beneficiary link token signed with the stack's key, through the API's own signing code. */
export async function beneficiaryToken(orgId: string): Promise<string> {
  process.env.AWS_REGION ??= 'eu-west-2';
  process.env.LINK_TOKEN_PRIVATE_JWK = inject('linkTokenPrivateJwk');
  const { signLinkToken } = await import('../../../functions/src/core/link-token.ts');
  return signLinkToken({
    orgId,
    beneficiaryId: `ben-${randomUUID().slice(0, 8)}`,
    sequence: [randomUUID()],
    jti: randomUUID(),
    expiresAt: new Date(Date.now() + 600_000),
  });
}

/** The value of the user's unsubscribe link, as the stack's emails carry it, through the API's own signing code. */
export async function unsubscribeValue(userId: string): Promise<string> {
  process.env.AWS_REGION ??= 'eu-west-2';
  process.env.LINK_TOKEN_PRIVATE_JWK = inject('linkTokenPrivateJwk');
  const { unsubscribeLinks } = await import('../../../functions/src/domains/users/unsubscribe-link.ts');
  return unsubscribeLinks.sign(userId);
}

/** A token cognito-local's key signs for any claims (e.g. another app client's audience). */
export async function poolSignedIdToken(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .sign(createPrivateKey(cognitoPrivateKeyPem()));
}

/** An unsigned JWT (`alg: none`) carrying the claims: what a forger sends when no key is at hand. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/**
 * A link token (prefixed) signed with the stack's own link-token key but with the claims and header given as they
 * are, so a test can vary one of issuer, audience or expiry and keep the signature valid.
 */
export async function linkTokenSignedWith(claims: Record<string, unknown>): Promise<string> {
  const jwk = JSON.parse(inject('linkTokenPrivateJwk')) as JWK & { kid?: string };
  const key = await importJWK(jwk, 'ES256');
  return asLinkToken(await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: jwk.kid }).sign(key));
}
