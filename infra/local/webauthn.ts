import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto';

/**
 * The relying party's checks of WebAuthn Level 3 (https://www.w3.org/TR/webauthn-3/, §7.1 "Registering a New
 * Credential", §7.2 "Verifying an Authentication Assertion") for the local user pool's passkeys, with node:crypto
 * and no library (docs/decisions.md, "Passkeys"). Only what the local stand-in needs: ES256 keys (COSE -7, what
 * browsers and Playwright's virtual authenticator make), attestation not checked (`none`, as Cognito asks for
 * it), no extensions.
 */

/** COSE algorithm ES256: ECDSA on P-256 with SHA-256 (RFC 9053). */
export const ES256 = -7;

/** The JSON forms the browser's `PublicKeyCredential.toJSON()` gives (RegistrationResponseJSON and friends). */
export type RegistrationResponseJSON = {
  id: string;
  rawId?: string;
  type: string;
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] };
};
export type AuthenticationResponseJSON = {
  id: string;
  rawId?: string;
  type: string;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
};

/** What the pool keeps of a registered passkey. */
export type StoredCredential = {
  credentialId: string;
  publicKey: JsonWebKey;
  signCount: number;
  createdAt: string;
};

/** A check failed: the ceremony is refused. */
export class WebAuthnError extends Error {
  override name = 'WebAuthnError';
}

const fromBase64Url = (value: unknown): Buffer => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]*$/.test(value)) throw new WebAuthnError('not base64url');
  return Buffer.from(value, 'base64url');
};

/**
 * A minimal CBOR reader (RFC 8949) for attestation objects and COSE keys: unsigned and negative integers, byte
 * and text strings, arrays, maps, and the simple values false, true and null, all of definite length.
 */
export function decodeCbor(bytes: Uint8Array): { value: unknown; length: number } {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : 0;
    if (!size || offset + size > view.length) throw new WebAuthnError('unsupported CBOR');
    const value = view.readUIntBE(offset, size);
    offset += size;
    return value;
  };
  const item = (): unknown => {
    if (offset >= view.length) throw new WebAuthnError('truncated CBOR');
    const initial = view[offset++]!;
    const major = initial >> 5;
    const info = initial & 0x1f;
    if (major === 7) {
      if (info === 20) return false;
      if (info === 21) return true;
      if (info === 22) return null;
      throw new WebAuthnError('unsupported CBOR');
    }
    const n = argument(info);
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
      case 3: {
        if (offset + n > view.length) throw new WebAuthnError('truncated CBOR');
        const chunk = view.subarray(offset, offset + n);
        offset += n;
        return major === 2 ? Buffer.from(chunk) : chunk.toString('utf8');
      }
      case 4:
        return Array.from({ length: n }, item);
      case 5: {
        const map = new Map<unknown, unknown>();
        for (let index = 0; index < n; index += 1) map.set(item(), item());
        return map;
      }
      default:
        throw new WebAuthnError('unsupported CBOR');
    }
  };
  const value = item();
  return { value, length: offset };
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

type AuthenticatorData = {
  rpIdHash: Buffer;
  flags: number;
  signCount: number;
  credential?: { id: Buffer; publicKey: JsonWebKey };
};

/** A COSE EC2 P-256 key (RFC 9053 §7.1) as a JWK; any other kind of key is refused. */
function jwkOfCose(key: unknown): JsonWebKey {
  if (!(key instanceof Map)) throw new WebAuthnError('not a COSE key');
  const x = key.get(-2) as unknown;
  const y = key.get(-3) as unknown;
  if (
    key.get(1) !== 2 ||
    key.get(3) !== ES256 ||
    key.get(-1) !== 1 ||
    !Buffer.isBuffer(x) ||
    !Buffer.isBuffer(y)
  ) {
    throw new WebAuthnError('only ES256 (P-256) keys are supported');
  }
  return { kty: 'EC', crv: 'P-256', x: x.toString('base64url'), y: y.toString('base64url') };
}

/** Authenticator data (§6.1): RP ID hash, flags, counter and, when attested, the new credential. */
export function parseAuthenticatorData(data: Buffer): AuthenticatorData {
  if (data.length < 37) throw new WebAuthnError('authenticator data too short');
  const flags = data[32]!;
  const parsed: AuthenticatorData = {
    rpIdHash: data.subarray(0, 32),
    flags,
    signCount: data.readUInt32BE(33),
  };
  if (flags & FLAG_ATTESTED) {
    const idLength = data.readUInt16BE(53);
    const id = data.subarray(55, 55 + idLength);
    const { value } = decodeCbor(data.subarray(55 + idLength));
    parsed.credential = { id, publicKey: jwkOfCose(value) };
  }
  return parsed;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** The checks both ceremonies make of the client data and the authenticator data. */
function checkCommon(
  clientDataJSON: Buffer,
  authData: AuthenticatorData,
  expected: { type: string; challenge: string; origin: string; rpId: string; userVerification: boolean },
) {
  let clientData: { type?: unknown; challenge?: unknown; origin?: unknown };
  try {
    clientData = JSON.parse(clientDataJSON.toString('utf8')) as typeof clientData;
  } catch {
    throw new WebAuthnError('client data is not JSON');
  }
  if (clientData.type !== expected.type) throw new WebAuthnError('wrong ceremony');
  if (clientData.challenge !== expected.challenge) throw new WebAuthnError('wrong challenge');
  if (clientData.origin !== expected.origin) throw new WebAuthnError('wrong origin');
  if (!authData.rpIdHash.equals(sha256(expected.rpId))) throw new WebAuthnError('wrong relying party');
  if (!(authData.flags & FLAG_USER_PRESENT)) throw new WebAuthnError('user not present');
  if (expected.userVerification && !(authData.flags & FLAG_USER_VERIFIED)) {
    throw new WebAuthnError('user not verified');
  }
}

/** §7.1: a new credential's response to the creation options; what the pool keeps of it. */
export function verifyRegistration(
  credential: RegistrationResponseJSON,
  expected: { challenge: string; origin: string; rpId: string; userVerification: boolean },
  now = new Date(),
): StoredCredential {
  if (credential?.type !== 'public-key') throw new WebAuthnError('not a public-key credential');
  const { value: attestation } = decodeCbor(fromBase64Url(credential.response?.attestationObject));
  const authDataBytes = attestation instanceof Map ? (attestation.get('authData') as unknown) : undefined;
  if (!Buffer.isBuffer(authDataBytes)) throw new WebAuthnError('no authenticator data');
  const authData = parseAuthenticatorData(authDataBytes);
  checkCommon(fromBase64Url(credential.response.clientDataJSON), authData, {
    type: 'webauthn.create',
    ...expected,
  });
  if (!authData.credential) throw new WebAuthnError('no attested credential');
  const credentialId = authData.credential.id.toString('base64url');
  if (credentialId !== credential.id) throw new WebAuthnError('credential id mismatch');
  return {
    credentialId,
    publicKey: authData.credential.publicKey,
    signCount: authData.signCount,
    createdAt: now.toISOString(),
  };
}

/** §7.2: an assertion by a registered credential; the new signature counter. */
export function verifyAuthentication(
  assertion: AuthenticationResponseJSON,
  stored: StoredCredential,
  expected: { challenge: string; origin: string; rpId: string; userVerification: boolean },
): { signCount: number } {
  if (assertion?.type !== 'public-key' || assertion.id !== stored.credentialId) {
    throw new WebAuthnError('unknown credential');
  }
  const authDataBytes = fromBase64Url(assertion.response?.authenticatorData);
  const clientDataJSON = fromBase64Url(assertion.response.clientDataJSON);
  const authData = parseAuthenticatorData(authDataBytes);
  checkCommon(clientDataJSON, authData, { type: 'webauthn.get', ...expected });
  const signed = Buffer.concat([authDataBytes, sha256(clientDataJSON)]);
  const key = createPublicKey({ key: stored.publicKey, format: 'jwk' });
  if (!verify('sha256', signed, { key, dsaEncoding: 'der' }, fromBase64Url(assertion.response.signature))) {
    throw new WebAuthnError('bad signature');
  }
  // A counter that does not grow (when either is non-zero) means a cloned authenticator (§6.1.1).
  if ((authData.signCount || stored.signCount) && authData.signCount <= stored.signCount) {
    throw new WebAuthnError('signature counter did not increase');
  }
  return { signCount: authData.signCount };
}
