import type { PreAuthenticationTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { handler } from './handler.ts';

/** The event Cognito sends, as its documentation shows it (docs/decisions.md cites the page). */
const eventOf = (
  userAttributes: Record<string, string>,
  extra: Partial<PreAuthenticationTriggerEvent['request']> = {},
): PreAuthenticationTriggerEvent => ({
  version: '1',
  triggerSource: 'PreAuthentication_Authentication',
  region: 'eu-west-2',
  userPoolId: 'eu-west-2_Abc',
  userName: 'ann@example.org',
  callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
  request: { userAttributes, validationData: {}, ...extra },
  response: {},
});

describe('the pre-authentication trigger', () => {
  const saved = process.env.SITE_URL;
  beforeEach(() => {
    process.env.SITE_URL = 'https://app.example.org';
  });
  afterEach(() => {
    process.env.SITE_URL = saved;
  });

  it('lets a user whose email is verified sign in, returning the event', async () => {
    const event = eventOf({ sub: 's', email: 'ann@example.org', email_verified: 'true' });
    await expect(handler(event)).resolves.toBe(event);
  });

  it('refuses one whose email is unverified or never was, pointing to the link and the form for a new one', async () => {
    for (const attributes of <Record<string, string>[]>[
      { sub: 's', email: 'ann@example.org', email_verified: 'false' },
      { sub: 's', email: 'ann@example.org' },
    ]) {
      await expect(handler(eventOf(attributes))).rejects.toThrow(
        'Your email address is not verified yet. Open the link in the email we sent you, then sign in again. No email? Ask for a new link at https://app.example.org/verify-email',
      );
    }
  });

  it("leaves an unknown user to Cognito's own generic refusal", async () => {
    const event = eventOf({}, { userNotFound: true });
    await expect(handler(event)).resolves.toBe(event);
  });
});
