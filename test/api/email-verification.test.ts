import { hkdfSync } from 'node:crypto';

import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';

import {
  EMAIL_VERIFICATION_KEY_LABEL,
  emailVerificationLinksWith,
} from '../../functions/src/domains/users/email-verification-link.ts';
import { cognitoCall } from './steps/cognito.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { latestVerificationLink } from './steps/hosted-login.ts';
import { aNewMemberThrough, aTeam, anInvite, wrongCallersOf } from './steps/people.ts';
import { aNewAccount, addOrg } from './steps/sign-up.ts';

const VERIFY = 'mutation V($token: String!) { VerifyEmail(token: $token) }';
const RESEND = 'mutation R($email: String!) { ResendVerificationEmail(email: $email) }';

/** A staff token is refused by AppSync (the fields are @aws_lambda only), a link token by the service. */
const DENIED = ['Unauthorized', 'auth.forbidden'];

const verify = (token: string, caller = 'anonymous') =>
  gql<{ VerifyEmail: boolean | null }>(VERIFY, { token }, caller);
const resend = (email: string, caller = 'anonymous') =>
  gql<{ ResendVerificationEmail: boolean | null }>(RESEND, { email }, caller);

/** Whether the local Cognito has the account's email verified (`email_verified`). */
async function isVerified(email: string): Promise<boolean> {
  const { body } = await cognitoCall<{ UserAttributes: { Name: string; Value: string }[] }>('AdminGetUser', {
    UserPoolId: inject('userPoolId'),
    Username: email,
  });
  return body.UserAttributes.some(({ Name, Value }) => Name === 'email_verified' && Value === 'true');
}

/** Every verification link the outbox holds for `email`. */
async function linksTo(email: string): Promise<number> {
  const response = await fetch(`${inject('apiUrl')}/dev/outbox`, { headers: { accept: 'application/json' } });
  const messages = (await response.json()) as { to: string; text: string }[];
  return messages.filter((m) => m.to === email && m.text.includes('/verify-email/')).length;
}

/** Given someone who signed up through the form: their email holds the link, not yet opened. */
async function aNewSignUp() {
  const account = aNewAccount();
  const response = await addOrg(account);
  if (!response.data?.AddOrg) throw new Error(JSON.stringify(response.errors));
  return account;
}

/** A link the stack's own key signed, made at `at` (so it may have expired). */
async function aLinkSignedAt(email: string, at: Date): Promise<string> {
  const { d } = JSON.parse(inject('linkTokenPrivateJwk')) as { d: string };
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(d, 'base64url'), '', EMAIL_VERIFICATION_KEY_LABEL, 32),
  );
  return emailVerificationLinksWith(
    () => Promise.resolve(key),
    () => at,
  ).sign(email);
}

describe('Mutation.VerifyEmail', () => {
  it('verifies the address of the link sign-up emailed, and answers true again once it is', async () => {
    // Prepare
    const account = await aNewSignUp();
    const token = await latestVerificationLink(account.email);
    expect(await isVerified(account.email)).toBe(false);
    // Act
    const first = await verify(token);
    const again = await verify(token);
    // Assess
    expect(first.data?.VerifyEmail).toBe(true);
    expect(again.data?.VerifyEmail).toBe(true);
    expect(await isVerified(account.email)).toBe(true);
  });

  it('emails the link of an account made by accepting an invite logged out too', async () => {
    const team = await aTeam(1);
    const member = await aNewMemberThrough(await anInvite(team.owner.tokens.IdToken));
    const response = await verify(await latestVerificationLink(member.email));
    expect(response.data?.VerifyEmail).toBe(true);
    expect(await isVerified(member.email)).toBe(true);
  });

  it('refuses a tampered, made-up or expired link with a clear code, and verifies nothing', async () => {
    // Prepare
    const account = await aNewSignUp();
    const token = await latestVerificationLink(account.email);
    const tampered = `${token.slice(0, 4)}${token[4] === 'A' ? 'B' : 'A'}${token.slice(5)}`;
    const expired = await aLinkSignedAt(account.email, new Date(Date.now() - 25 * 3600_000));
    // Act + Assess
    for (const [bad, code] of [
      [tampered, 'verification.invalid'],
      ['made-up', 'verification.invalid'],
      [await aLinkSignedAt('nobody-here@example.org', new Date()), 'verification.invalid'],
      [expired, 'verification.expired'],
    ] as const) {
      const response = await verify(bad);
      expect(errorTypeOf(response), bad).toBe(code);
      expect(response.data?.VerifyEmail ?? null).toBeNull();
    }
    expect(await isVerified(account.email)).toBe(false);
  });

  it('refuses bad input and every caller but the anonymous one, verifying nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const account = await aNewSignUp();
    const token = await latestVerificationLink(account.email);
    // Act + Assess
    expect(errorTypeOf(await verify(''))).toBe('input.invalid');
    for (const [who, caller] of (await wrongCallersOf(team)).filter(([, t]) => t !== 'anonymous')) {
      expect(DENIED, who).toContain(errorTypeOf(await verify(token, caller)));
    }
    expect(await isVerified(account.email)).toBe(false);
  });
});

describe('Mutation.ResendVerificationEmail', () => {
  it('emails an unverified account a new link, then refuses another within the minute', async () => {
    // Prepare
    const account = await aNewSignUp();
    const before = await linksTo(account.email);
    // Act
    const first = await resend(account.email.toUpperCase());
    const second = await resend(account.email);
    // Assess
    expect(first.data?.ResendVerificationEmail).toBe(true);
    expect(errorTypeOf(second)).toBe('verification.tooSoon');
    expect(await linksTo(account.email)).toBe(before + 1);
    // The new link verifies the account.
    expect((await verify(await latestVerificationLink(account.email))).data?.VerifyEmail).toBe(true);
  });

  it('answers true for an unknown or verified address and emails neither', async () => {
    const account = await aNewSignUp();
    await verify(await latestVerificationLink(account.email));
    const before = await linksTo(account.email);
    for (const email of [account.email, 'nobody-at-all@example.org']) {
      expect((await resend(email)).data?.ResendVerificationEmail).toBe(true);
    }
    expect(await linksTo(account.email)).toBe(before);
    expect(await linksTo('nobody-at-all@example.org')).toBe(0);
  });

  it('refuses a malformed address and every caller but the anonymous one, emailing nothing', async () => {
    const team = await aTeam(1);
    const account = await aNewSignUp();
    const before = await linksTo(account.email);
    expect(errorTypeOf(await resend('not an address'))).toBe('input.invalid');
    for (const [who, caller] of (await wrongCallersOf(team)).filter(([, t]) => t !== 'anonymous')) {
      expect(DENIED, who).toContain(errorTypeOf(await resend(account.email, caller)));
    }
    expect(await linksTo(account.email)).toBe(before);
  });
});
