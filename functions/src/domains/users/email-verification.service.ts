import * as z from 'zod';

import { requireAnonymous } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { AppError } from '#core/app-error.ts';
import { logger } from '#core/logger.ts';
import { parseInput } from '#core/validation.ts';
import type { IdentityProvider } from '#domains/organisations/identity-provider.ts';
import { mailEnv } from '#core/env.ts';
import { configuredMail } from '#domains/records/remote-notification.ts';
import type { MailPort } from '#domains/records/remote-notification.ts';

import { EMAIL_VERIFICATION_LINK_HOURS, emailVerificationLinks } from './email-verification-link.ts';
import type { EmailVerificationLinks } from './email-verification-link.ts';
import type { UsersRepository } from './users.repository.ts';

/** How long a new verification link waits after the last one (ResendVerificationEmail). */
export const RESEND_AFTER_SECONDS = 60;

export type VerificationMailDeps = {
  links: Pick<EmailVerificationLinks, 'sign'>;
  mail: MailPort | undefined;
  siteUrl: string;
};

/** The deployed environment's mail, links and site, read when first needed. */
export const verificationMailDeps = (): VerificationMailDeps => ({
  links: emailVerificationLinks,
  mail: configuredMail(),
  siteUrl: mailEnv().SITE_URL,
});

/** Sends a new account its verification link, `{site}/verify-email/{value}` (docs/decisions.md). */
export const sendVerificationEmail = async (
  who: { email: string; name: string },
  deps: VerificationMailDeps,
): Promise<void> => {
  if (!deps.mail) {
    logger.warn('Email is off (no MAIL_FROM): a verification link was not sent', { email: who.email });
    return;
  }
  const site = deps.siteUrl.replace(/\/$/, '');
  await deps.mail.send({
    to: who.email,
    subject: 'Verify your email address for Ripple',
    text: [
      `Hello ${who.name},`,
      '',
      'Please verify your email address to finish setting up your Ripple account:',
      `${site}/verify-email/${await deps.links.sign(who.email)}`,
      '',
      `The link works for ${EMAIL_VERIFICATION_LINK_HOURS} hours. If you did not sign up for Ripple, you can ignore this email.`,
    ].join('\n'),
  });
};

/**
 * Sends the verification link of a new account, as sign-up and accepting an invite logged out do. A failure is
 * logged, not thrown: the account exists, and "Send the link again" on /login sends another.
 */
export const sendVerificationEmailOrLog = async (
  who: { email: string; name: string },
  deps: VerificationMailDeps,
): Promise<void> => {
  try {
    await sendVerificationEmail(who, deps);
  } catch (error) {
    logger.error('Could not send the verification email of a new account', { error });
  }
};

export type VerifyEmailDeps = {
  identity: Pick<IdentityProvider, 'getStatus' | 'markEmailVerified'>;
  links: Pick<EmailVerificationLinks, 'verify'>;
};

const VerifyEmailInput = z.object({ token: z.string().min(1).max(2000) });

/**
 * `Mutation.VerifyEmail(token)` (anonymous callers only): marks the email of the account the signed link names
 * verified, so the pre-authentication trigger lets it sign in. True also when it already was.
 */
export const verifyEmail = async (
  ctx: RequestContext,
  input: unknown,
  deps: VerifyEmailDeps,
): Promise<boolean> => {
  requireAnonymous(ctx);
  const { token } = parseInput(VerifyEmailInput, input);
  const link = await deps.links.verify(token);
  if (!link.ok)
    throw new AppError(link.reason === 'expired' ? 'verification.expired' : 'verification.invalid');
  const status = await deps.identity.getStatus(link.email);
  // Deleted since the email went out: the link names nobody.
  if (!status) throw new AppError('verification.invalid');
  if (!status.emailVerified) await deps.identity.markEmailVerified(link.email);
  return true;
};

export type ResendVerificationDeps = VerificationMailDeps & {
  identity: Pick<IdentityProvider, 'getStatus'>;
  users: Pick<UsersRepository, 'claimVerificationEmail'>;
  now?: () => Date;
};

const ResendInput = z.object({ email: z.string().trim().toLowerCase().min(1).max(254).pipe(z.email()) });

/**
 * `Mutation.ResendVerificationEmail(email)` (anonymous callers only): a new link for an account whose email is
 * not verified yet, at most one a minute (verification.tooSoon). The same `true` for an unknown, verified or
 * disabled account, which get no email, so the operation tells nobody which addresses have accounts.
 */
export const resendVerificationEmail = async (
  ctx: RequestContext,
  input: unknown,
  deps: ResendVerificationDeps,
): Promise<boolean> => {
  requireAnonymous(ctx);
  const { email } = parseInput(ResendInput, input);
  const status = await deps.identity.getStatus(email);
  if (!status || status.emailVerified || !status.enabled) return true;
  const now = deps.now?.() ?? new Date();
  const notBefore = new Date(now.getTime() - RESEND_AFTER_SECONDS * 1000);
  if (!(await deps.users.claimVerificationEmail(status.userId, now.toISOString(), notBefore.toISOString()))) {
    throw new AppError('verification.tooSoon');
  }
  await sendVerificationEmail({ email, name: status.name }, deps);
  return true;
};
