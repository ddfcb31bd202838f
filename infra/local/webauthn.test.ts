import { describe, expect, it } from 'vitest';
import { FakeAuthenticator } from './fake-authenticator.ts';
import { decodeCbor, verifyAuthentication, verifyRegistration, WebAuthnError } from './webauthn.ts';

const RP = { challenge: 'Y2hhbGxlbmdl', origin: 'http://login.localhost:3000', rpId: 'login.localhost' };
const EXPECTED = { ...RP, userVerification: true };

describe('decodeCbor', () => {
  it('reads integers, strings, byte strings, maps and simple values', () => {
    // Prepare: {"a": 1, -2: h'0102', "t": true}
    const bytes = Buffer.from([0xa3, 0x61, 0x61, 0x01, 0x21, 0x42, 0x01, 0x02, 0x61, 0x74, 0xf5]);

    // Act
    const { value, length } = decodeCbor(bytes);

    // Assess
    expect(length).toBe(bytes.length);
    expect(value).toEqual(
      new Map<unknown, unknown>([
        ['a', 1],
        [-2, Buffer.from([1, 2])],
        ['t', true],
      ]),
    );
  });

  it('refuses indefinite lengths and truncated input', () => {
    expect(() => decodeCbor(Buffer.from([0x5f]))).toThrow(WebAuthnError);
    expect(() => decodeCbor(Buffer.from([0x43, 0x01]))).toThrow(WebAuthnError);
  });
});

describe('verifyRegistration and verifyAuthentication', () => {
  it('keeps the new ES256 key and accepts its assertions with a growing counter', () => {
    // Prepare
    const authenticator = new FakeAuthenticator();

    // Act
    const stored = verifyRegistration(authenticator.register(RP), EXPECTED, new Date('2026-01-01'));
    const first = verifyAuthentication(authenticator.authenticate(RP), stored, EXPECTED);

    // Assess
    expect(stored).toMatchObject({
      credentialId: authenticator.credentialId.toString('base64url'),
      publicKey: { kty: 'EC', crv: 'P-256' },
      signCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(first.signCount).toBe(1);
  });

  it.each([
    ['another challenge', { challenge: 'b3RoZXI' }],
    ['another origin', { origin: 'http://evil.localhost:3000' }],
    ['another relying party', { rpId: 'evil.localhost' }],
  ])('refuses a registration made for %s', (_, change) => {
    // Prepare
    const response = new FakeAuthenticator().register({ ...RP, ...change });

    // Act / Assess
    expect(() => verifyRegistration(response, EXPECTED)).toThrow(WebAuthnError);
  });

  it('refuses an authenticator that did not verify its user when verification is required', () => {
    // Prepare: user present only
    const authenticator = new FakeAuthenticator(0x01);

    // Act / Assess
    expect(() => verifyRegistration(authenticator.register(RP), EXPECTED)).toThrow('user not verified');
    expect(
      verifyRegistration(authenticator.register(RP), { ...EXPECTED, userVerification: false }),
    ).toBeTruthy();
  });

  it('refuses an assertion signed by another key, for another challenge, or replayed', () => {
    // Prepare
    const authenticator = new FakeAuthenticator();
    const stored = verifyRegistration(authenticator.register(RP), EXPECTED);
    const impostor = new FakeAuthenticator();
    const assertion = authenticator.authenticate(RP);
    const { signCount } = verifyAuthentication(assertion, stored, EXPECTED);

    // Act / Assess
    expect(() => verifyAuthentication(impostor.authenticate(RP), stored, EXPECTED)).toThrow('bad signature');
    expect(() =>
      verifyAuthentication(authenticator.authenticate({ ...RP, challenge: 'b3RoZXI' }), stored, EXPECTED),
    ).toThrow('wrong challenge');
    expect(() => verifyAuthentication(assertion, { ...stored, signCount }, EXPECTED)).toThrow('counter');
  });
});
