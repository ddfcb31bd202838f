import { describe, expect, it } from 'vitest';

import type { Caller } from '#core/auth-context.ts';

import { FakeIdentityProvider, InMemoryStore } from '../../../../test/fixtures/in-memory-repositories.ts';

import { acceptInvite, checkInvite, generateInvite, listInvites, revokeInvite } from './invites.service.ts';
import type { InvitesDeps } from './invites.service.ts';

const NOW = new Date('2024-05-01T10:00:00.000Z');
const anonymous: Caller = { kind: 'anonymous' };
const owner: Caller = { kind: 'staff', userId: 'user-1', email: 'sam@example.org', name: 'Sam' };
const maker: Caller = { kind: 'staff', userId: 'user-2', email: 'kit@example.org', name: 'Kit' };
const joiner: Caller = { kind: 'staff', userId: 'user-3', email: 'ann@example.org', name: 'Ann' };
const outsider: Caller = { kind: 'staff', userId: 'user-9', email: 'olly@example.org', name: 'Olly' };
const linkHolder: Caller = {
  kind: 'beneficiary',
  orgId: 'org-1',
  beneficiaryId: 'b',
  sequence: [],
  jti: 'j',
};
const account = { name: 'Bo', email: 'bo@example.org', password: 'secret1' };

/** org-1 with Sam (owner) and Kit, who makes invites; Ann has an account elsewhere; Olly belongs to org-2. */
const setup = () => {
  const store = new InMemoryStore();
  const identityProvider = new FakeIdentityProvider();
  let next = 0;
  let now = NOW;
  const deps: InvitesDeps = {
    invites: store.invitesRepository,
    organisations: store.organisationsRepository,
    users: store.usersRepository,
    identityProvider,
    sendVerificationEmail: () => Promise.resolve(),
    newCode: () => `code-${++next}`,
    now: () => now,
  };
  store.addOrganisation({ id: 'org-1', name: 'Harbour Trust' });
  store.addOrganisation({ id: 'org-2', name: 'Other' });
  store.addUser({ id: 'user-1', name: 'Sam', activeOrgId: 'org-1' });
  store.addUser({ id: 'user-2', name: 'Kit', activeOrgId: 'org-1' });
  store.addUser({ id: 'user-3', name: 'Ann' });
  store.addUser({ id: 'user-9', name: 'Olly', activeOrgId: 'org-2' });
  store.addMembership({ orgId: 'org-1', userId: 'user-1' });
  store.addMembership({ orgId: 'org-1', userId: 'user-2' });
  store.addMembership({ orgId: 'org-2', userId: 'user-9' });
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const removeKit = () => store.organisationsRepository.deactivateMembership('org-1', 'user-2');
  return { store, identityProvider, deps, later, removeKit };
};

describe('an invite whose maker was removed', () => {
  it('is unknown to the check and to both ways of accepting, and admits no one', async () => {
    // Prepare
    const { store, identityProvider, deps, removeKit } = setup();
    const code = await generateInvite({ caller: maker }, deps);
    await removeKit();
    const writes = store.writes;

    // Act
    const check = checkInvite({ caller: anonymous }, { id: code }, deps);
    const signedIn = acceptInvite({ caller: joiner }, { invite: code }, deps);
    const loggedOut = acceptInvite({ caller: anonymous }, { invite: code, ...account }, deps);
    const makerRejoins = acceptInvite({ caller: maker }, { invite: code }, deps);

    // Assess
    for (const attempt of [check, signedIn, loggedOut, makerRejoins]) {
      await expect(attempt).rejects.toMatchObject({ code: 'invite.notFound' });
    }
    expect(store.writes).toBe(writes);
    expect(store.memberships.get('org-1|user-2')?.active).toBe(false);
    expect(store.memberships.has('org-1|user-3')).toBe(false);
    expect(identityProvider.users.size).toBe(0);
  });
});

describe('a used invite', () => {
  it('admits one person: the second accept is invite.notFound and changes nothing', async () => {
    // Prepare
    const { store, deps } = setup();
    const code = await generateInvite({ caller: maker }, deps);
    await acceptInvite({ caller: joiner }, { invite: code }, deps);
    const writes = store.writes;

    // Act
    const second = acceptInvite({ caller: anonymous }, { invite: code, ...account }, deps);
    const check = checkInvite({ caller: anonymous }, { id: code }, deps);

    // Assess
    await expect(second).rejects.toMatchObject({ code: 'invite.notFound' });
    await expect(check).rejects.toMatchObject({ code: 'invite.notFound' });
    expect(store.writes).toBe(writes);
    expect(store.invites.get(code)?.usedAt).toBe(NOW.toISOString());
  });
});

describe('an invite revoked while it is being accepted', () => {
  it('admits no one, and the new sign-in account is deleted again', async () => {
    // Prepare: the revoke lands between the accept's checks and its transaction.
    const { store, identityProvider, deps } = setup();
    const code = await generateInvite({ caller: maker }, deps);
    const racing: InvitesDeps = {
      ...deps,
      invites: {
        ...store.invitesRepository,
        createMemberAccount: async (joining) => {
          await store.invitesRepository.revokeInvite('org-1', code, NOW.toISOString());
          return store.invitesRepository.createMemberAccount(joining);
        },
      },
    };

    // Act
    const accepted = acceptInvite({ caller: anonymous }, { invite: code, ...account }, racing);

    // Assess
    await expect(accepted).rejects.toMatchObject({ code: 'invite.notFound' });
    expect(identityProvider.users.size).toBe(0);
    expect([...store.memberships.values()].filter(({ orgId }) => orgId === 'org-1')).toHaveLength(2);
  });
});

describe('listInvites', () => {
  it('lists outstanding invites, newest first, with the maker, leaving out used, revoked, expired and orphaned ones', async () => {
    // Prepare
    const { deps, later, store } = setup();
    const expired = await generateInvite({ caller: owner }, deps);
    later(7 * 24 * 3_600_000 - 1000);
    const used = await generateInvite({ caller: owner }, deps);
    await acceptInvite({ caller: joiner }, { invite: used }, deps);
    const revoked = await generateInvite({ caller: owner }, deps);
    await revokeInvite({ caller: owner }, { code: revoked }, deps);
    store.addUser({ id: 'user-4', name: 'Lee', activeOrgId: 'org-1' });
    store.addMembership({ orgId: 'org-1', userId: 'user-4' });
    const orphaned = await generateInvite({ caller: { ...owner, userId: 'user-4' } }, deps);
    await store.organisationsRepository.deactivateMembership('org-1', 'user-4');
    const older = await generateInvite({ caller: owner }, deps);
    later(1000);
    const newer = await generateInvite({ caller: maker }, deps);

    // Act
    const listed = await listInvites({ caller: owner }, deps);

    // Assess
    expect(listed).toEqual([
      {
        code: newer,
        createdBy: 'user-2',
        createdByName: 'Kit',
        created: new Date(NOW.getTime() + 7 * 24 * 3_600_000).toISOString(),
        expires: new Date(NOW.getTime() + 14 * 24 * 3_600_000).toISOString(),
      },
      expect.objectContaining({ code: older, createdBy: 'user-1', createdByName: 'Sam' }),
    ]);
    expect([expired, used, revoked, orphaned].some((code) => listed.some((i) => i.code === code))).toBe(
      false,
    );
  });

  it.each([
    ['a member of another organisation', outsider, []],
    ['the anonymous caller', anonymous, 'auth.forbidden'],
    ['a link token', linkHolder, 'auth.forbidden'],
  ] satisfies [string, Caller, string | []][])('shows %s none of ours', async (_case, caller, outcome) => {
    // Prepare
    const { deps } = setup();
    await generateInvite({ caller: owner }, deps);

    // Act
    const listed = listInvites({ caller }, deps);

    // Assess
    if (typeof outcome === 'string') await expect(listed).rejects.toMatchObject({ code: outcome });
    else await expect(listed).resolves.toEqual(outcome);
  });
});

describe('revokeInvite', () => {
  it('lets any member revoke an invite, which is then unknown', async () => {
    // Prepare
    const { deps } = setup();
    const code = await generateInvite({ caller: owner }, deps);

    // Act
    const revoked = await revokeInvite({ caller: maker }, { code }, deps);

    // Assess
    expect(revoked).toBe(true);
    await expect(checkInvite({ caller: anonymous }, { id: code }, deps)).rejects.toMatchObject({
      code: 'invite.notFound',
    });
    await expect(acceptInvite({ caller: joiner }, { invite: code }, deps)).rejects.toMatchObject({
      code: 'invite.notFound',
    });
  });

  it.each([
    ['a member of another organisation', outsider, 'invite.notFound'],
    ['a removed member', maker, 'auth.noOrganisation'],
    ['the anonymous caller', anonymous, 'auth.forbidden'],
    ['a link token', linkHolder, 'auth.forbidden'],
  ] satisfies [string, Caller, string][])('refuses %s and changes nothing', async (_case, caller, code) => {
    // Prepare
    const { deps, store, removeKit } = setup();
    const invite = await generateInvite({ caller: owner }, deps);
    await removeKit();
    const writes = store.writes;

    // Act
    const revoked = revokeInvite({ caller }, { code: invite }, deps);

    // Assess
    await expect(revoked).rejects.toMatchObject({ code });
    expect(store.writes).toBe(writes);
    expect(await checkInvite({ caller: anonymous }, { id: invite }, deps)).toBe('org-1');
  });

  it('refuses a blank code, an unknown one and one already used', async () => {
    // Prepare
    const { deps } = setup();
    const used = await generateInvite({ caller: owner }, deps);
    await acceptInvite({ caller: joiner }, { invite: used }, deps);

    // Act, Assess
    await expect(revokeInvite({ caller: owner }, { code: '' }, deps)).rejects.toMatchObject({
      code: 'input.invalid',
      fieldErrors: { code: 'required' },
    });
    await expect(revokeInvite({ caller: owner }, { code: 'nope' }, deps)).rejects.toMatchObject({
      code: 'invite.notFound',
    });
    await expect(revokeInvite({ caller: owner }, { code: used }, deps)).rejects.toMatchObject({
      code: 'invite.notFound',
    });
  });
});
