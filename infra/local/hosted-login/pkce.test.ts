import { describe, expect, it } from 'vitest';
import { isS256Challenge, s256Challenge, verifierMatches } from './pkce.ts';

describe('PKCE S256', () => {
  it('is base64url, unpadded, of the SHA-256 of the verifier (as the browser computes it with WebCrypto)', async () => {
    const verifier = 'dBjftJeZ4CVP-mJ92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    const expected = Buffer.from(digest)
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(s256Challenge(verifier)).toBe(expected);
    expect(s256Challenge(verifier)).toHaveLength(43);
  });

  it('accepts the verifier of a challenge and nothing else', () => {
    const verifier = 'dBjftJeZ4CVP-mJ92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const challenge = s256Challenge(verifier);
    expect(verifierMatches(verifier, challenge)).toBe(true);
    expect(verifierMatches(`${verifier.slice(0, -1)}l`, challenge)).toBe(false);
    // The challenge itself is no verifier (the "plain" method is refused).
    expect(verifierMatches(challenge, challenge)).toBe(false);
    expect(verifierMatches(undefined, challenge)).toBe(false);
  });

  it('refuses verifiers shorter than 43 or longer than 128 characters or with other characters', () => {
    for (const verifier of ['a'.repeat(42), 'a'.repeat(129), `${'a'.repeat(42)}+`]) {
      expect(verifierMatches(verifier, s256Challenge(verifier))).toBe(false);
    }
    expect(verifierMatches('a'.repeat(128), s256Challenge('a'.repeat(128)))).toBe(true);
  });

  it('takes only 43-character base64url challenges', () => {
    expect(isS256Challenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(isS256Challenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-c')).toBe(false);
    expect(isS256Challenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw+cM')).toBe(false);
    expect(isS256Challenge(undefined)).toBe(false);
  });
});
