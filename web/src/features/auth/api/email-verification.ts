import { graphql } from '@/lib/graphql/generated';
import { requestAnonymously } from '@/lib/graphql/client';

const VerifyEmailDocument = graphql(`
  mutation VerifyEmail($token: String!) {
    VerifyEmail(token: $token)
  }
`);

const ResendVerificationEmailDocument = graphql(`
  mutation ResendVerificationEmail($email: String!) {
    ResendVerificationEmail(email: $email)
  }
`);

/**
 * The emailed link `/verify-email/{token}`: verifies the account's email so it can sign in (docs/decisions.md,
 * "Verified email before the first sign-in"); `verification.invalid` or `verification.expired` otherwise.
 */
export const verifyEmail = (token: string) =>
  requestAnonymously(VerifyEmailDocument, { token }).then((data) => data.VerifyEmail);

/** "Send the link again": a new link for an unverified account; `verification.tooSoon` within a minute. */
export const resendVerificationEmail = (email: string) =>
  requestAnonymously(ResendVerificationEmailDocument, { email }).then((data) => data.ResendVerificationEmail);
