import { randomBytes } from 'node:crypto';
import { CognitoError, NotAuthorizedError } from 'cognito-local/lib/errors.js';
import {
  verifyAuthentication,
  verifyRegistration,
  WebAuthnError,
  ES256,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type StoredCredential,
} from './webauthn.ts';

/**
 * Cognito's passkey operations, which cognito-local lacks, for the local user pool (docs/decisions.md,
 * "Passkeys"): `StartWebAuthnRegistration` / `CompleteWebAuthnRegistration` with a signed-in user's access token,
 * and choice-based sign-in, `InitiateAuth` with `AuthFlow: USER_AUTH` and `PREFERRED_CHALLENGE: WEB_AUTHN`
 * answered by `RespondToAuthChallenge` with the `WEB_AUTHN` challenge's `CREDENTIAL`. The request and answer shapes
 * are those of the Cognito API reference; the checks are WebAuthn's (webauthn.ts). A user's passkeys are kept on
 * its record in the local user store.
 */

/** How long a challenge may be answered: Cognito's sign-in sessions last three minutes. */
const CHALLENGE_MS = 3 * 60_000;

/** The user record of the local store, with the passkeys this module keeps on it. */
export type PasskeyUser = {
  Username: string;
  Enabled?: boolean;
  Attributes?: { Name: string; Value?: string }[];
  WebAuthnCredentials?: StoredCredential[];
};

export interface LocalPasskeysDeps {
  /** The pool's relying party (WebAuthnRelyingPartyID): the host of the hosted login. */
  rpId: string;
  /** The one origin the ceremonies run on: the hosted login's. */
  origin: string;
  /** WebAuthnUserVerification `required`, as the cloud pool's. */
  userVerification: boolean;
  getUser(username: string): Promise<PasskeyUser | null>;
  saveUser(user: PasskeyUser): Promise<void>;
  /** The tokens a completed sign-in gets, as cognito-local makes and keeps them for a password sign-in. */
  issueTokens(user: PasskeyUser, clientId: string): Promise<object>;
  now?: () => number;
}

const challengeString = () => randomBytes(32).toString('base64url');

/** The sub of a user (its WebAuthn user handle), from the store's attributes. */
const subOf = (user: PasskeyUser) => user.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;

function parseCredential<T>(value: unknown): T {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      throw new CognitoError('InvalidParameterException', 'The credential is not JSON.');
    }
  }
  if (value && typeof value === 'object') return value as T;
  throw new CognitoError('InvalidParameterException', 'Missing required parameter Credential');
}

export function createLocalPasskeys(deps: LocalPasskeysDeps) {
  const now = deps.now ?? Date.now;
  const registrations = new Map<string, { challenge: string; expires: number }>();
  const signIns = new Map<
    string,
    { username: string; clientId: string; challenge: string; expires: number }
  >();
  const userVerification = deps.userVerification ? 'required' : 'preferred';
  const expected = (challenge: string) => ({
    challenge,
    origin: deps.origin,
    rpId: deps.rpId,
    userVerification: deps.userVerification,
  });

  const signedInUser = async (username: string) => {
    const user = await deps.getUser(username);
    if (!user) throw new NotAuthorizedError('Invalid Access Token');
    return user;
  };

  return {
    /** StartWebAuthnRegistration: the creation options for the signed-in user (the access token's `username`). */
    async startRegistration(username: string) {
      const user = await signedInUser(username);
      const challenge = challengeString();
      registrations.set(user.Username, { challenge, expires: now() + CHALLENGE_MS });
      const email = user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value ?? user.Username;
      return {
        CredentialCreationOptions: {
          challenge,
          rp: { id: deps.rpId, name: deps.rpId },
          user: {
            id: Buffer.from(subOf(user) ?? user.Username).toString('base64url'),
            name: email,
            displayName: email,
          },
          pubKeyCredParams: [{ type: 'public-key', alg: ES256 }],
          timeout: CHALLENGE_MS,
          excludeCredentials: (user.WebAuthnCredentials ?? []).map(({ credentialId }) => ({
            type: 'public-key',
            id: credentialId,
          })),
          authenticatorSelection: { residentKey: 'required', userVerification },
          attestation: 'none',
        },
      };
    },

    /** CompleteWebAuthnRegistration: the authenticator's answer to those options; the passkey is kept. */
    async completeRegistration(username: string, credential: unknown) {
      const user = await signedInUser(username);
      const pending = registrations.get(user.Username);
      registrations.delete(user.Username);
      if (!pending || pending.expires < now()) {
        throw new CognitoError('WebAuthnChallengeNotFoundException', 'No registration was started.');
      }
      let stored: StoredCredential;
      try {
        stored = verifyRegistration(
          parseCredential<RegistrationResponseJSON>(credential),
          expected(pending.challenge),
          new Date(now()),
        );
      } catch (error) {
        if (error instanceof WebAuthnError)
          throw new CognitoError('InvalidParameterException', error.message);
        throw error;
      }
      const others = (user.WebAuthnCredentials ?? []).filter((c) => c.credentialId !== stored.credentialId);
      await deps.saveUser({ ...user, WebAuthnCredentials: [...others, stored] });
      return {};
    },

    /** InitiateAuth USER_AUTH preferring WEB_AUTHN: the request options for the user's passkeys. */
    async initiate(clientId: string, username: string) {
      const user = await deps.getUser(username);
      // As with a password: a disabled user is told so (the hosted page's "blocked"); an unknown user and one
      // without a passkey read the same.
      if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
      if (!user?.WebAuthnCredentials?.length) throw new NotAuthorizedError('Incorrect username or password.');
      const challenge = challengeString();
      const session = randomBytes(24).toString('base64url');
      signIns.set(session, { username: user.Username, clientId, challenge, expires: now() + CHALLENGE_MS });
      return {
        ChallengeName: 'WEB_AUTHN',
        Session: session,
        ChallengeParameters: {
          CREDENTIAL_REQUEST_OPTIONS: JSON.stringify({
            challenge,
            rpId: deps.rpId,
            timeout: CHALLENGE_MS,
            allowCredentials: user.WebAuthnCredentials.map(({ credentialId }) => ({
              type: 'public-key',
              id: credentialId,
            })),
            userVerification,
          }),
        },
      };
    },

    /** RespondToAuthChallenge WEB_AUTHN: the assertion checked against the user's passkey; tokens. */
    async respond(clientId: string, session: unknown, credential: unknown) {
      const pending = typeof session === 'string' ? signIns.get(session) : undefined;
      if (typeof session === 'string') signIns.delete(session);
      if (!pending || pending.expires < now() || pending.clientId !== clientId) {
        throw new NotAuthorizedError('Invalid session for the user, session is expired.');
      }
      const user = await deps.getUser(pending.username);
      const assertion = parseCredential<AuthenticationResponseJSON>(credential);
      const stored = user?.WebAuthnCredentials?.find((c) => c.credentialId === assertion?.id);
      if (!user || user.Enabled === false || !stored)
        throw new NotAuthorizedError('Incorrect username or password.');
      let signCount: number;
      try {
        ({ signCount } = verifyAuthentication(assertion, stored, expected(pending.challenge)));
      } catch (error) {
        if (error instanceof WebAuthnError) throw new NotAuthorizedError('Incorrect username or password.');
        throw error;
      }
      await deps.saveUser({
        ...user,
        WebAuthnCredentials: user.WebAuthnCredentials!.map((c) => (c === stored ? { ...c, signCount } : c)),
      });
      return {
        ChallengeParameters: {},
        AuthenticationResult: await deps.issueTokens(user, clientId),
      };
    },
  };
}
