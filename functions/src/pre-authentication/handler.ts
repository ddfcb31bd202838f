import type { PreAuthenticationTriggerEvent } from 'aws-lambda';

import { mailEnv } from '#core/env.ts';
import { promised } from '#core/promised.ts';

/**
 * What a person whose email is not verified reads on the hosted login: Cognito shows a thrown message as
 * "PreAuthentication failed with error {message}." (docs/decisions.md, "Verified email before the first
 * sign-in"), hence no full stop of its own. The page links to the form that sends a new link.
 */
export const unverifiedEmailMessage = (siteUrl: string): string =>
  `Your email address is not verified yet. Open the link in the email we sent you, then sign in again. No email? Ask for a new link at ${siteUrl.replace(/\/$/, '')}/verify-email`;

/**
 * Cognito's pre-authentication trigger: refuses the sign-in of a user whose `email_verified` attribute is not
 * "true" (attribute values reach the trigger as strings). Sign-up creates accounts with the admin API, and Cognito
 * itself lets such a user sign in; the emailed link (Mutation.VerifyEmail) sets the attribute. A sign-in for an
 * unknown user (`userNotFound`, with PreventUserExistenceErrors) is left to Cognito's own generic refusal. The
 * local hosted login runs this same function at the same point (infra/local/hosted-login).
 */
export const handler = (event: PreAuthenticationTriggerEvent): Promise<PreAuthenticationTriggerEvent> =>
  promised(() => {
    if (event.request.userNotFound) return event;
    if (event.request.userAttributes.email_verified !== 'true') {
      throw new Error(unverifiedEmailMessage(mailEnv().SITE_URL));
    }
    return event;
  });
