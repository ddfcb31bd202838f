import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';
import type { MailMessage } from '#domains/records/remote-notification.ts';

import { FakeIdentityProvider, InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';

import { emailVerificationLinksWith } from './email-verification-link.ts';
import { resendVerificationEmail, sendVerificationEmail, verifyEmail } from './email-verification.service.ts';

const anonymous: Caller = { kind: 'anonymous' };
const staff: Caller = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' };
const beneficiary: Caller = {
  kind: 'beneficiary',
  orgId: 'org-1',
  beneficiaryId: 'b',
  sequence: [],
  jti: 'j',
};
const T0 = new Date('2026-01-10T09:00:00Z');

const setup = (now = T0) => {
  const store = new InMemoryStore();
  const identity = new FakeIdentityProvider();
  const sent: MailMessage[] = [];
  let clock = now;
  const links = emailVerificationLinksWith(
    () => Promise.resolve(Buffer.alloc(32, 1)),
    () => clock,
  );
  const mail = {
    send: (message: MailMessage) => {
      sent.push(message);
      return Promise.resolve();
    },
  };
  const deps = {
    identity,
    links,
    users: store.usersRepository,
    mail,
    siteUrl: 'https://app.example.org/',
    now: () => clock,
  };
  const setClock = (to: Date) => {
    clock = to;
  };
  return { store, identity, sent, deps, setClock };
};

/** Ann signed up: her Cognito user and her user item, the email not verified. */
const withAnn = async ({ store, identity }: ReturnType<typeof setup>) => {
  const { userId } = await identity.createUser({
    email: 'ann@example.org',
    name: 'Ann',
    password: 'secret1',
  });
  store.addUser({ id: userId, name: 'Ann', email: 'ann@example.org' });
  return userId;
};

const linkOf = (message: MailMessage | undefined) =>
  /https:\/\/app\.example\.org\/verify-email\/([A-Za-z0-9_-]+)/.exec(message?.text ?? '')?.[1] ?? '';

describe('sendVerificationEmail', () => {
  it('emails the person a link to /verify-email on the site with a value naming their address', async () => {
    const { deps, sent } = setup();
    await sendVerificationEmail({ email: 'ann@example.org', name: 'Ann' }, deps);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ann@example.org', subject: 'Verify your email address for Ripple' });
    expect(sent[0]?.text).toContain('Hello Ann,');
    expect(await deps.links.verify(linkOf(sent[0]))).toEqual({ ok: true, email: 'ann@example.org' });
  });
});

describe('verifyEmail', () => {
  it("marks the link's address verified", async () => {
    // Prepare
    const context = setup();
    await withAnn(context);
    const token = await context.deps.links.sign('ann@example.org');
    // Act
    const result = await verifyEmail({ caller: anonymous }, { token }, context.deps);
    // Assess
    expect(result).toBe(true);
    expect((await context.identity.getStatus('ann@example.org'))?.emailVerified).toBe(true);
  });

  it('answers true again for an address already verified', async () => {
    const context = setup();
    await withAnn(context);
    await context.identity.markEmailVerified('ann@example.org');
    const token = await context.deps.links.sign('ann@example.org');
    expect(await verifyEmail({ caller: anonymous }, { token }, context.deps)).toBe(true);
  });

  it('refuses an expired link with verification.expired, and verifies nothing', async () => {
    const context = setup();
    await withAnn(context);
    const token = await context.deps.links.sign('ann@example.org');
    context.setClock(new Date(T0.getTime() + 25 * 3600_000));
    await expect(verifyEmail({ caller: anonymous }, { token }, context.deps)).rejects.toMatchObject({
      code: 'verification.expired',
    });
    expect((await context.identity.getStatus('ann@example.org'))?.emailVerified).toBe(false);
  });

  it('refuses an altered link or one whose account is gone with verification.invalid', async () => {
    const context = setup();
    await withAnn(context);
    const token = await context.deps.links.sign('ann@example.org');
    const gone = await context.deps.links.sign('gone@example.org');
    for (const bad of [`${token.slice(0, -1)}A`, gone, 'x']) {
      await expect(verifyEmail({ caller: anonymous }, { token: bad }, context.deps)).rejects.toMatchObject({
        code: 'verification.invalid',
      });
    }
    expect((await context.identity.getStatus('ann@example.org'))?.emailVerified).toBe(false);
  });

  it('is for anonymous callers only', async () => {
    const context = setup();
    await withAnn(context);
    const token = await context.deps.links.sign('ann@example.org');
    for (const caller of [staff, beneficiary]) {
      await expect(verifyEmail({ caller }, { token }, context.deps)).rejects.toMatchObject({
        code: 'auth.forbidden',
      });
    }
    expect((await context.identity.getStatus('ann@example.org'))?.emailVerified).toBe(false);
  });
});

describe('resendVerificationEmail', () => {
  it('emails an unverified account a new link, at most one a minute', async () => {
    // Prepare
    const context = setup();
    await withAnn(context);
    // Act
    const first = await resendVerificationEmail(
      { caller: anonymous },
      { email: ' Ann@Example.org ' },
      context.deps,
    );
    const again = resendVerificationEmail({ caller: anonymous }, { email: 'ann@example.org' }, context.deps);
    // Assess
    expect(first).toBe(true);
    await expect(again).rejects.toMatchObject({ code: 'verification.tooSoon' });
    expect(context.sent).toHaveLength(1);
    // A minute later another one goes out.
    context.setClock(new Date(T0.getTime() + 60_000));
    await resendVerificationEmail({ caller: anonymous }, { email: 'ann@example.org' }, context.deps);
    expect(context.sent).toHaveLength(2);
  });

  it('answers the same for an unknown, verified or disabled account, and emails none of them', async () => {
    const context = setup();
    const userId = await withAnn(context);
    await context.identity.createUser({ email: 'kit@example.org', name: 'Kit', password: 'secret1' });
    await context.identity.markEmailVerified('kit@example.org');
    const ann = context.identity.users.get('ann@example.org');
    context.identity.users.set('ann@example.org', { ...ann!, enabled: false });
    for (const email of ['nobody@example.org', 'kit@example.org', 'ann@example.org']) {
      expect(await resendVerificationEmail({ caller: anonymous }, { email }, context.deps)).toBe(true);
    }
    expect(context.sent).toEqual([]);
    expect(context.store.verificationSentAt.has(userId)).toBe(false);
  });

  it('refuses a malformed address with input.invalid and anyone but an anonymous caller', async () => {
    const context = setup();
    await withAnn(context);
    await expect(
      resendVerificationEmail({ caller: anonymous }, { email: 'not an email' }, context.deps),
    ).rejects.toMatchObject({ code: 'input.invalid' });
    await expect(
      resendVerificationEmail({ caller: staff }, { email: 'ann@example.org' }, context.deps),
    ).rejects.toMatchObject({ code: 'auth.forbidden' });
    expect(context.sent).toEqual([]);
  });
});
