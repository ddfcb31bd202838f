import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';

import { FakeIdentityProvider, InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';

import {
  INVITE_LIFETIME_SECONDS,
  acceptInvite,
  checkInvite,
  generateInvite,
  newInviteCode,
} from './invites.service.ts';
import type { InvitesDeps } from './invites.service.ts';

const NOW = new Date('2024-05-01T10:00:00.000Z');
const nowSeconds = NOW.getTime() / 1000;
const anonymous: Caller = { kind: 'anonymous' };
const owner: Caller = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' };
const joiner: Caller = { kind: 'staff', userId: 'user-2', email: 'kit@example.org', name: 'Kit' };
const beneficiary: Caller = {
  kind: 'beneficiary',
  orgId: 'org-1',
  beneficiaryId: 'b',
  sequence: [],
  jti: 'j',
};
const newMember = { invite: 'code-1', name: ' Ann ', email: 'Ann@Example.org', password: 'secret1' };

const setup = (codes: string[] = ['code-1', 'code-2', 'code-3']) => {
  const store = new InMemoryStore();
  const identityProvider = new FakeIdentityProvider();
  const verificationEmails: { email: string; name: string }[] = [];
  const queue = [...codes];
  const deps: InvitesDeps = {
    invites: store.invitesRepository,
    organisations: store.organisationsRepository,
    users: store.usersRepository,
    identityProvider,
    sendVerificationEmail: (who) => {
      verificationEmails.push(who);
      return Promise.resolve();
    },
    newCode: () => queue.shift() ?? 'code-last',
    now: () => NOW,
  };
  store.addOrganisation({ id: 'org-1', name: 'Harbour Trust' });
  store.addUser({ id: 'user-1', name: 'Sam', activeOrgId: 'org-1' });
  store.addMembership({ orgId: 'org-1', userId: 'user-1' });
  return { store, identityProvider, deps, verificationEmails };
};

const withInvite = (store: InMemoryStore, expiresAt = nowSeconds + 60) =>
  store.invites.set('code-1', {
    code: 'code-1',
    orgId: 'org-1',
    createdBy: 'user-1',
    createdAt: '',
    expiresAt,
  });

describe('newInviteCode', () => {
  it('makes distinct 22-character URL-safe codes', () => {
    // Act
    const codes = new Set(Array.from({ length: 100 }, newInviteCode));
    // Assess
    expect(codes.size).toBe(100);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('generateInvite', () => {
  it('stores an invite to the active organisation that expires after the lifetime', async () => {
    // Prepare
    const { store, deps } = setup();
    // Act
    const code = await generateInvite({ caller: owner }, deps);
    // Assess
    expect(code).toBe('code-1');
    expect(store.invites.get('code-1')).toEqual({
      code: 'code-1',
      orgId: 'org-1',
      createdBy: 'user-1',
      createdAt: NOW.toISOString(),
      expiresAt: nowSeconds + INVITE_LIFETIME_SECONDS,
    });
  });

  it('picks another code when the first is taken', async () => {
    // Prepare
    const { store, deps } = setup(['code-1', 'code-1', 'code-2']);
    await generateInvite({ caller: owner }, deps);
    // Act
    const code = await generateInvite({ caller: owner }, deps);
    // Assess
    expect(code).toBe('code-2');
    expect(store.invites.size).toBe(2);
  });

  it.each([
    ['the anonymous caller', anonymous, 'auth.forbidden'],
    ['a beneficiary', beneficiary, 'auth.forbidden'],
    ['a user without an organisation', joiner, 'auth.noOrganisation'],
  ] as const)('refuses %s', async (_case, caller, code) => {
    // Prepare
    const { store, deps } = setup();
    // Act
    const result = generateInvite({ caller }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code });
    expect(store.invites.size).toBe(0);
  });
});

describe('checkInvite', () => {
  it.each([
    ['anonymous', anonymous],
    ['staff', joiner],
  ] as const)("returns the invite's organisation to %s", async (_case, caller) => {
    // Prepare
    const { store, deps } = setup();
    withInvite(store);
    // Act
    const result = await checkInvite({ caller }, { id: 'code-1' }, deps);
    // Assess
    expect(result).toBe('org-1');
  });

  it('tells an expired invite from an unknown one', async () => {
    // Prepare
    const { store, deps } = setup();
    withInvite(store, nowSeconds);
    // Act
    const expired = checkInvite({ caller: anonymous }, { id: 'code-1' }, deps);
    const unknown = checkInvite({ caller: anonymous }, { id: 'code-x' }, deps);
    // Assess
    await expect(expired).rejects.toMatchObject({ code: 'invite.expired' });
    await expect(unknown).rejects.toMatchObject({ code: 'invite.notFound' });
  });

  it('refuses an empty or overlong code', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const empty = checkInvite({ caller: anonymous }, { id: ' ' }, deps);
    const long = checkInvite({ caller: anonymous }, { id: 'x'.repeat(65) }, deps);
    // Assess
    await expect(empty).rejects.toMatchObject({ code: 'input.invalid', fieldErrors: { id: 'required' } });
    await expect(long).rejects.toMatchObject({ code: 'input.invalid', fieldErrors: { id: 'tooLong' } });
  });

  it('forbids a beneficiary', async () => {
    // Prepare
    const { store, deps } = setup();
    withInvite(store);
    // Act
    const result = checkInvite({ caller: beneficiary }, { id: 'code-1' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.forbidden' });
  });
});

describe('acceptInvite, signed in', () => {
  it('adds the caller to the organisation and makes it their active one', async () => {
    // Prepare
    const { store, deps } = setup();
    withInvite(store);
    store.addOrganisation({ id: 'org-2', name: 'Kit Org' });
    store.addUser({ id: 'user-2', name: 'Kit', activeOrgId: 'org-2' });
    store.addMembership({ orgId: 'org-2', userId: 'user-2' });
    // Act
    const result = await acceptInvite({ caller: joiner }, { invite: 'code-1' }, deps);
    // Assess
    expect(result).toBe('org-1');
    expect(store.memberships.get('org-1|user-2')).toMatchObject({
      active: true,
      joined: NOW.toISOString(),
      userName: 'Kit',
      orgName: 'Harbour Trust',
    });
    expect(store.users.get('user-2')?.activeOrgId).toBe('org-1');
  });

  it('creates the user item of a first-time caller from the token', async () => {
    // Prepare
    const { store, deps } = setup();
    withInvite(store);
    // Act
    await acceptInvite({ caller: joiner }, { invite: 'code-1' }, deps);
    // Assess
    expect(store.users.get('user-2')).toMatchObject({
      name: 'Kit',
      email: 'kit@example.org',
      activeOrgId: 'org-1',
    });
  });

  it('refuses an active member and writes nothing', async () => {
    // Prepare
    const { store, deps } = setup();
    withInvite(store);
    // Act
    const result = acceptInvite({ caller: owner }, { invite: 'code-1' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'invite.alreadyMember' });
    expect(store.writes).toBe(0);
  });

  it('makes a removed member active again, keeping the first joining date', async () => {
    // Prepare
    const { store, deps } = setup();
    withInvite(store);
    store.addUser({ id: 'user-2', name: 'Kit' });
    store.addMembership({
      orgId: 'org-1',
      userId: 'user-2',
      active: false,
      joined: '2023-01-01T00:00:00.000Z',
    });
    // Act
    await acceptInvite({ caller: joiner }, { invite: 'code-1' }, deps);
    // Assess
    expect(store.memberships.get('org-1|user-2')).toMatchObject({
      active: true,
      joined: '2023-01-01T00:00:00.000Z',
    });
  });

  it('ignores credentials sent by a signed-in caller', async () => {
    // Prepare
    const { store, identityProvider, deps } = setup();
    withInvite(store);
    // Act
    await acceptInvite({ caller: joiner }, newMember, deps);
    // Assess
    expect(identityProvider.users.size).toBe(0);
    expect(store.memberships.get('org-1|user-2')?.active).toBe(true);
  });

  it.each([
    ['expired', nowSeconds - 1, 'code-1', 'invite.expired'],
    ['unknown', nowSeconds + 60, 'code-x', 'invite.notFound'],
  ] as const)('refuses an %s invite and writes nothing', async (_case, expiresAt, invite, code) => {
    // Prepare
    const { store, deps } = setup();
    withInvite(store, expiresAt);
    // Act
    const result = acceptInvite({ caller: joiner }, { invite }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code });
    expect(store.memberships.has('org-1|user-2')).toBe(false);
    expect(store.users.has('user-2')).toBe(false);
  });
});

describe('acceptInvite, logged out', () => {
  it('creates the account and joins the organisation as its active one', async () => {
    // Prepare
    const { store, identityProvider, deps, verificationEmails } = setup();
    withInvite(store);
    // Act
    const result = await acceptInvite({ caller: anonymous }, newMember, deps);
    // Assess
    expect(result).toBe('org-1');
    expect(verificationEmails).toEqual([{ email: 'ann@example.org', name: 'Ann' }]);
    const { userId } = identityProvider.users.get('ann@example.org') ?? {};
    expect(userId).toBeDefined();
    expect(store.users.get(userId ?? '')).toMatchObject({
      name: 'Ann',
      email: 'ann@example.org',
      activeOrgId: 'org-1',
    });
    expect(store.memberships.get(`org-1|${userId}`)).toMatchObject({ active: true, userName: 'Ann' });
  });

  it('refuses an email that has an account and writes nothing', async () => {
    // Prepare
    const { store, identityProvider, deps } = setup();
    withInvite(store);
    await identityProvider.createUser({ email: 'ann@example.org', name: 'Ann', password: 'other1' });
    // Act
    const result = acceptInvite({ caller: anonymous }, newMember, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'signup.emailExists' });
    expect(store.writes).toBe(0);
  });

  it.each([
    [{ name: '' }, { name: 'required' }],
    [{ email: 'not-an-email' }, { email: 'invalid' }],
    [{ password: '12345' }, { password: 'tooShort' }],
    [{ name: undefined }, { name: 'required' }],
  ])('refuses %o without creating anything', async (change, fieldErrors) => {
    // Prepare
    const { store, identityProvider, deps } = setup();
    withInvite(store);
    // Act
    const result = acceptInvite({ caller: anonymous }, { ...newMember, ...change }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
    expect(identityProvider.users.size).toBe(0);
    expect(store.writes).toBe(0);
  });

  it('creates no account for an expired invite', async () => {
    // Prepare
    const { store, identityProvider, deps } = setup();
    withInvite(store, nowSeconds - 1);
    // Act
    const result = acceptInvite({ caller: anonymous }, newMember, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'invite.expired' });
    expect(identityProvider.users.size).toBe(0);
  });

  it('deletes the new Cognito user when the transaction fails', async () => {
    // Prepare
    const { store, identityProvider, deps } = setup();
    withInvite(store);
    const failing: InvitesDeps = {
      ...deps,
      invites: {
        ...store.invitesRepository,
        createMemberAccount: () => Promise.reject(new Error('TransactionCanceledException')),
      },
    };
    // Act
    const result = acceptInvite({ caller: anonymous }, newMember, failing);
    // Assess
    await expect(result).rejects.toThrow('TransactionCanceledException');
    expect(identityProvider.users.size).toBe(0);
  });

  it('forbids a beneficiary', async () => {
    // Prepare
    const { store, identityProvider, deps } = setup();
    withInvite(store);
    // Act
    const result = acceptInvite({ caller: beneficiary }, newMember, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'auth.forbidden' });
    expect(identityProvider.users.size).toBe(0);
    expect(store.writes).toBe(0);
  });
});
