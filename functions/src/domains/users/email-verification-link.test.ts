import { describe, expect, it } from 'vitest';

import { EMAIL_VERIFICATION_LINK_HOURS, emailVerificationLinksWith } from './email-verification-link.ts';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 8);
const T0 = new Date('2026-01-10T09:00:00Z');

const linksAt = (now: Date, key = KEY) =>
  emailVerificationLinksWith(
    () => Promise.resolve(key),
    () => now,
  );

describe('email verification links', () => {
  it('name the signed address until they expire', async () => {
    // Prepare
    const value = await linksAt(T0).sign('ann@example.org');
    // Act
    const soon = await linksAt(new Date(T0.getTime() + 60_000)).verify(value);
    // Assess
    expect(soon).toEqual({ ok: true, email: 'ann@example.org' });
    expect(value).not.toContain('.');
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it(`expire ${EMAIL_VERIFICATION_LINK_HOURS} hours after they were made`, async () => {
    const value = await linksAt(T0).sign('ann@example.org');
    const later = new Date(T0.getTime() + EMAIL_VERIFICATION_LINK_HOURS * 3600_000);
    expect(await linksAt(later).verify(value)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse an altered address or expiry, another key and malformed values', async () => {
    // Prepare
    const value = await linksAt(T0).sign('ann@example.org');
    const [payload, ...rest] = [value.slice(0, -44), value.slice(-44)];
    const forgedPayload = Buffer.from(JSON.stringify({ e: 'eve@example.org', x: 9999999999 })).toString(
      'base64url',
    );
    // Act + Assess
    for (const bad of [
      `${forgedPayload}${rest.join('')}`,
      `${payload}x${rest.join('')}`,
      value.slice(0, -1),
      `${value}A`,
      '',
      'not-a-link',
      `${payload}.${value.slice(-43)}`,
    ]) {
      expect(await linksAt(T0).verify(bad)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await linksAt(T0, OTHER_KEY).verify(value)).toEqual({ ok: false, reason: 'invalid' });
  });
});
