import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PKCE (RFC 7636) as Cognito's token endpoint checks it: the verifier is 43–128 unreserved characters and its
 * S256 challenge is base64url(SHA-256(verifier)) without padding. Cognito accepts only S256 for `code_challenge_method`.
 */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether `verifier` is a well-formed verifier whose S256 challenge is `challenge`. */
export function verifierMatches(verifier: unknown, challenge: string): boolean {
  if (typeof verifier !== 'string' || !VERIFIER.test(verifier)) return false;
  const expected = Buffer.from(s256Challenge(verifier));
  const given = Buffer.from(challenge);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A challenge as the authorize endpoint accepts it: base64url of a SHA-256, 43 characters. */
export const isS256Challenge = (challenge: unknown): challenge is string =>
  typeof challenge === 'string' && /^[A-Za-z0-9\-_]{43}$/.test(challenge);
