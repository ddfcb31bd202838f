import { describe, expect, it } from 'vitest';
import { createLocalPasskeys, type PasskeyUser } from './cognito-passkeys.ts';
import { FakeAuthenticator } from './fake-authenticator.ts';

const RP = { rpId: 'login.localhost', origin: 'http://login.localhost:3000' };

function setUp(
  user: PasskeyUser = { Username: 'u-1', Attributes: [{ Name: 'email', Value: 'a@example.org' }] },
) {
  const users = new Map([[user.Username, user]]);
  const issued: string[] = [];
  const passkeys = createLocalPasskeys({
    ...RP,
    userVerification: true,
    getUser: (username) => Promise.resolve(users.get(username) ?? null),
    saveUser: (saved) => Promise.resolve(void users.set(saved.Username, saved)),
    issueTokens: (signedIn, clientId) => {
      issued.push(`${signedIn.Username}@${clientId}`);
      return Promise.resolve({ AccessToken: 'access' });
    },
  });
  return { passkeys, users, issued };
}

/** Registers the authenticator's passkey for u-1 as the hosted page does. */
async function register(passkeys: ReturnType<typeof setUp>['passkeys'], authenticator: FakeAuthenticator) {
  const { CredentialCreationOptions: options } = await passkeys.startRegistration('u-1');
  await passkeys.completeRegistration(
    'u-1',
    JSON.stringify(authenticator.register({ ...RP, challenge: options.challenge })),
  );
  return options;
}

describe('local passkeys (Cognito WebAuthn operations)', () => {
  it('registers a passkey for the signed-in user and signs them in with it', async () => {
    // Prepare
    const { passkeys, users, issued } = setUp();
    const authenticator = new FakeAuthenticator();

    // Act
    const options = await register(passkeys, authenticator);
    const challenge = await passkeys.initiate('client-1', 'u-1');
    const { challenge: requested } = JSON.parse(challenge.ChallengeParameters.CREDENTIAL_REQUEST_OPTIONS) as {
      challenge: string;
    };
    const result = await passkeys.respond(
      'client-1',
      challenge.Session,
      JSON.stringify(authenticator.authenticate({ ...RP, challenge: requested })),
    );

    // Assess
    expect(options).toMatchObject({
      rp: { id: 'login.localhost' },
      user: { name: 'a@example.org' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(challenge.ChallengeName).toBe('WEB_AUTHN');
    expect(result.AuthenticationResult).toEqual({ AccessToken: 'access' });
    expect(issued).toEqual(['u-1@client-1']);
    expect(users.get('u-1')?.WebAuthnCredentials).toEqual([expect.objectContaining({ signCount: 1 })]);
  });

  it('refuses a registration answering no started registration, or a stale one', async () => {
    // Prepare
    const { passkeys, users } = setUp();
    const authenticator = new FakeAuthenticator();
    const { CredentialCreationOptions: first } = await passkeys.startRegistration('u-1');
    await passkeys.startRegistration('u-1');

    // Act / Assess: the second start replaced the first challenge
    await expect(
      passkeys.completeRegistration('u-1', authenticator.register({ ...RP, challenge: first.challenge })),
    ).rejects.toMatchObject({ code: 'InvalidParameterException' });
    await expect(
      passkeys.completeRegistration('u-1', authenticator.register({ ...RP, challenge: first.challenge })),
    ).rejects.toMatchObject({ code: 'WebAuthnChallengeNotFoundException' });
    expect(users.get('u-1')?.WebAuthnCredentials).toBeUndefined();
  });

  it('refuses sign-in without a passkey, for a disabled user, with another key or a spent session', async () => {
    // Prepare
    const { passkeys, users, issued } = setUp();
    const authenticator = new FakeAuthenticator();
    await expect(passkeys.initiate('client-1', 'u-1')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    await register(passkeys, authenticator);
    const challenge = await passkeys.initiate('client-1', 'u-1');
    const { challenge: requested } = JSON.parse(challenge.ChallengeParameters.CREDENTIAL_REQUEST_OPTIONS) as {
      challenge: string;
    };
    const impostor = new FakeAuthenticator();

    // Act / Assess
    await expect(
      passkeys.respond('client-1', challenge.Session, impostor.authenticate({ ...RP, challenge: requested })),
    ).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    await expect(
      passkeys.respond(
        'client-1',
        challenge.Session,
        authenticator.authenticate({ ...RP, challenge: requested }),
      ),
    ).rejects.toThrow('session');
    users.set('u-1', { ...users.get('u-1')!, Enabled: false });
    await expect(passkeys.initiate('client-1', 'u-1')).rejects.toThrow('User is disabled.');
    expect(issued).toEqual([]);
  });
});
