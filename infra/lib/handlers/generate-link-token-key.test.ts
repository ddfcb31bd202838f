import { createPrivateKey, createPublicKey, sign, verify, type JsonWebKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateEs256PrivateJwk, isEs256PrivateJwk } from './generate-link-token-key.ts';

describe('link-token key generator', () => {
  it('generates a P-256 private JWK that signs and verifies ES256', () => {
    // Prepare
    const jwk = generateEs256PrivateJwk();
    const data = Buffer.from('header.payload');

    // Act
    const privateKey = createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });
    const signature = sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' });

    // Assess
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) });
    expect(
      verify('sha256', data, { key: createPublicKey(privateKey), dsaEncoding: 'ieee-p1363' }, signature),
    ).toBe(true);
  });

  it('keeps an existing key and replaces anything else (the random placeholder, nothing, a public key)', () => {
    // Prepare
    const privateJwk = generateEs256PrivateJwk();
    const { d: _d, ...publicJwk } = privateJwk;

    // Assess
    expect(isEs256PrivateJwk(JSON.stringify(privateJwk))).toBe(true);
    expect(isEs256PrivateJwk('x7#Qp!random-placeholder')).toBe(false);
    expect(isEs256PrivateJwk(undefined)).toBe(false);
    expect(isEs256PrivateJwk(JSON.stringify(publicJwk))).toBe(false);
  });
});
