import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';

import { promised } from '#core/promised.ts';

import { cognitoIdentityProvider } from './identity-provider.ts';

const identity = { email: 'ann@example.org', name: 'Ann', password: 'secret1' };
const named = (name: string) => Object.assign(new Error(name), { name });

describe('cognitoIdentityProvider', () => {
  const sent: object[] = [];
  let answer: (command: object) => unknown;

  beforeEach(() => {
    vi.stubEnv('AWS_REGION', 'eu-west-2');
    vi.stubEnv('USER_POOL_ID', 'eu-west-2_TESTPOOL1');
    sent.length = 0;
    // The client's `send` also has callback overloads; the provider only calls the one that answers a promise.
    const send = vi.spyOn(CognitoIdentityProviderClient.prototype, 'send') as unknown as MockInstance<
      (command: object) => Promise<unknown>
    >;
    send.mockImplementation((command) => {
      sent.push(command);
      return promised(() => answer(command));
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('creates a confirmed user with a permanent password and returns its sub', async () => {
    // Prepare
    answer = (command) =>
      command instanceof AdminCreateUserCommand
        ? {
            User: {
              Attributes: [
                { Name: 'email', Value: identity.email },
                { Name: 'sub', Value: 'sub-1' },
              ],
            },
          }
        : {};
    // Act
    const result = await cognitoIdentityProvider.createUser(identity);
    // Assess
    expect(result).toEqual({ userId: 'sub-1' });
    const [create, setPassword] = sent as [AdminCreateUserCommand, AdminSetUserPasswordCommand];
    expect(create.input).toEqual({
      UserPoolId: 'eu-west-2_TESTPOOL1',
      Username: 'ann@example.org',
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        // No email_verified: the address is verified by the code Cognito emails at the first sign-in.
        { Name: 'email', Value: 'ann@example.org' },
        { Name: 'name', Value: 'Ann' },
      ],
    });
    expect(setPassword.input).toEqual({
      UserPoolId: 'eu-west-2_TESTPOOL1',
      Username: 'ann@example.org',
      Password: 'secret1',
      Permanent: true,
    });
  });

  it('turns UsernameExistsException into signup.emailExists', async () => {
    // Prepare
    answer = () => {
      throw named('UsernameExistsException');
    };
    // Act
    const result = cognitoIdentityProvider.createUser(identity);
    // Assess
    await expect(result).rejects.toMatchObject({ name: 'AppError', code: 'signup.emailExists' });
  });

  it('deletes the user again when its password cannot be set', async () => {
    // Prepare
    answer = (command) => {
      if (command instanceof AdminSetUserPasswordCommand) throw named('InvalidPasswordException');
      return { User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } };
    };
    // Act
    const result = cognitoIdentityProvider.createUser(identity);
    // Assess
    await expect(result).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { password: 'invalid' },
    });
    expect(sent.at(-1)).toBeInstanceOf(AdminDeleteUserCommand);
    expect((sent.at(-1) as AdminDeleteUserCommand).input).toEqual({
      UserPoolId: 'eu-west-2_TESTPOOL1',
      Username: 'ann@example.org',
    });
  });
});
