import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  beneficiariesRepository,
  type BeneficiariesRepository,
} from '../../functions/src/domains/beneficiaries/beneficiaries.repository.ts';
import {
  invitesRepository,
  type Invite,
  type InvitesRepository,
} from '../../functions/src/domains/invites/invites.repository.ts';
import {
  organisationsRepository,
  type OrganisationsRepository,
} from '../../functions/src/domains/organisations/organisations.repository.ts';
import { tagsRepository, type TagsRepository } from '../../functions/src/domains/tags/tags.repository.ts';
import { usersRepository, type UsersRepository } from '../../functions/src/domains/users/users.repository.ts';
import { InMemoryStore } from '../fixtures/in-memory-repositories.ts';
import { contractSubjects } from './steps/repository-contract.ts';

/** The repositories InMemoryStore stands in for: users, organisations and memberships, invites, beneficiaries, tags. */
type Subject = {
  users: UsersRepository;
  organisations: OrganisationsRepository;
  invites: InvitesRepository;
  beneficiaries: BeneficiariesRepository;
  tags: TagsRepository;
};

const SUBJECTS = contractSubjects<Subject>({
  dynamodb: async () => ({
    users: usersRepository,
    organisations: organisationsRepository,
    invites: invitesRepository,
    beneficiaries: beneficiariesRepository,
    tags: tagsRepository,
  }),
  inMemory: async () => {
    const store = new InMemoryStore();
    return {
      users: store.usersRepository,
      organisations: store.organisationsRepository,
      invites: store.invitesRepository,
      beneficiaries: store.beneficiariesRepository,
      tags: store.tagsRepository,
    };
  },
});

const NOW = '2024-05-01T10:00:00.000Z';
const IN_A_WEEK = Math.floor(Date.parse(NOW) / 1000) + 7 * 24 * 3600 + 10 ** 9;
const id = (prefix: string) => `${prefix}-${randomUUID()}`;

/** An organisation with its owner, signed up through the repository under test. */
const anOrganisation = async ({ organisations }: Subject) => {
  const owner = {
    orgId: id('org'),
    orgName: 'Org',
    userId: id('user'),
    userName: 'Olive',
    email: 'o@example.org',
  };
  await organisations.createOrganisationWithOwner({ ...owner, now: NOW });
  return owner;
};

const anInvite = (orgId: string, createdBy: string, overrides: Partial<Invite> = {}): Invite => ({
  code: id('code'),
  orgId,
  createdBy,
  createdAt: NOW,
  expiresAt: IN_A_WEEK,
  ...overrides,
});

describe.each(SUBJECTS)('the organisations and users repositories contract: %s', (_name, make) => {
  it('signs up an organisation, its owner and the membership, read back every way', async () => {
    // Prepare
    const subject = await make();
    // Act
    const { orgId, userId } = await anOrganisation(subject);
    // Assess
    const membership = { orgId, userId, active: true, joined: NOW, userName: 'Olive', orgName: 'Org' };
    expect(await subject.organisations.getOrganisation(orgId)).toMatchObject({
      id: orgId,
      name: 'Org',
      don: false,
      settings: { beneficiaryTypeAhead: false },
      plugins: [],
      generatedReport: false,
      createdAt: NOW,
    });
    expect((await subject.organisations.getOrganisationWithMembers(orgId))?.members).toEqual([membership]);
    expect(await subject.organisations.listUserMemberships(userId)).toEqual([membership]);
    expect(await subject.organisations.getMembership(orgId, userId)).toEqual(membership);
    expect(await subject.users.getUser(userId)).toMatchObject({
      id: userId,
      name: 'Olive',
      activeOrgId: orgId,
    });
  });

  it('refuses a second sign-up with the same organisation or user, writing nothing', async () => {
    // Prepare
    const subject = await make();
    const first = await anOrganisation(subject);
    const otherOrg = id('org');
    // Act
    const outcomes = await Promise.allSettled([
      subject.organisations.createOrganisationWithOwner({ ...first, userId: id('user'), now: NOW }),
      subject.organisations.createOrganisationWithOwner({ ...first, orgId: otherOrg, now: NOW }),
    ]);
    // Assess
    expect(outcomes.map(({ status }) => status)).toEqual(['rejected', 'rejected']);
    expect(await subject.organisations.getOrganisation(otherOrg)).toBeUndefined();
    expect(await subject.organisations.listUserMemberships(first.userId)).toHaveLength(1);
  });

  it('removes a member but never the last active one', async () => {
    // Prepare
    const subject = await make();
    const { orgId, userId: owner } = await anOrganisation(subject);
    const invite = anInvite(orgId, owner);
    await subject.invites.createInvite(invite);
    const member = id('user');
    await subject.invites.createMemberAccount({
      orgId,
      orgName: 'Org',
      userId: member,
      userName: 'Mo',
      email: 'mo@example.org',
      now: NOW,
      invite,
    });
    // Act
    const removed = await subject.organisations.deactivateMembership(orgId, member);
    const again = await subject.organisations.deactivateMembership(orgId, member);
    const last = await subject.organisations.deactivateMembership(orgId, owner);
    const stranger = await subject.organisations.deactivateMembership(orgId, id('user'));
    // Assess
    expect([removed, again, last, stranger]).toEqual(['removed', 'notActive', 'lastUser', 'notActive']);
    expect(await subject.organisations.getMembership(orgId, member)).toMatchObject({ active: false });
    expect(await subject.organisations.getMembership(orgId, owner)).toMatchObject({ active: true });
  });

  it('replaces the settings of an organisation that exists and refuses one that does not', async () => {
    // Prepare
    const subject = await make();
    const { orgId } = await anOrganisation(subject);
    const settings = { beneficiaryTypeAhead: true, smallNumberThreshold: 12 };
    // Act
    await subject.organisations.updateSettings(orgId, settings);
    const missing = subject.organisations.updateSettings(id('org'), settings);
    // Assess
    await expect(missing).rejects.toThrow();
    expect((await subject.organisations.getOrganisation(orgId))?.settings).toEqual(settings);
  });

  it('creates a user once, handing back the one stored on a second try', async () => {
    // Prepare
    const { users } = await make();
    const userId = id('user');
    // Act
    const created = await users.createUser({ id: userId, name: 'Ann', email: 'ann@example.org' });
    const again = await users.createUser({ id: userId, name: 'Other', email: 'other@example.org' });
    // Assess
    expect(created).toMatchObject({ id: userId, name: 'Ann', email: 'ann@example.org' });
    expect(again).toEqual(created);
    expect(await users.getUser(userId)).toEqual(created);
  });

  it('renames a user and its memberships, and changes only the settings named', async () => {
    // Prepare
    const subject = await make();
    const { orgId, userId } = await anOrganisation(subject);
    const before = (await subject.users.getUser(userId))!;
    // Act
    await subject.users.updateUser(userId, { name: 'Olivia', settings: { notifyOnRemote: false } }, [orgId]);
    // Assess
    expect(await subject.users.getUser(userId)).toEqual({
      ...before,
      name: 'Olivia',
      settings: { ...before.settings, notifyOnRemote: false },
    });
    expect(await subject.organisations.getMembership(orgId, userId)).toMatchObject({ userName: 'Olivia' });
  });

  it('refuses writes to a user that does not exist', async () => {
    // Prepare
    const { users } = await make();
    const nobody = id('user');
    // Act
    const writes = await Promise.allSettled([
      users.setActiveOrganisation(nobody, id('org')),
      users.updateUser(nobody, { name: 'Nobody' }, []),
    ]);
    const unsubscribed = await users.unsubscribe(nobody);
    const claimed = await users.claimVerificationEmail(nobody, NOW, NOW);
    // Assess
    expect(writes.map(({ status }) => status)).toEqual(['rejected', 'rejected']);
    expect([unsubscribed, claimed]).toEqual([false, false]);
    expect(await users.getUser(nobody)).toBeUndefined();
  });

  it('unsubscribes a user and lets a verification email go out once per period', async () => {
    // Prepare
    const subject = await make();
    const { userId } = await anOrganisation(subject);
    // Act
    const unsubscribed = await subject.users.unsubscribe(userId);
    const first = await subject.users.claimVerificationEmail(userId, NOW, '2024-05-01T09:58:00.000Z');
    const soon = await subject.users.claimVerificationEmail(
      userId,
      '2024-05-01T10:01:00.000Z',
      '2024-05-01T09:59:00.000Z',
    );
    const later = await subject.users.claimVerificationEmail(userId, '2024-05-01T10:03:00.000Z', NOW);
    // Assess
    expect([unsubscribed, first, soon, later]).toEqual([true, true, false, true]);
    expect((await subject.users.getUser(userId))?.settings.unsubscribed).toBe(true);
  });
});

describe.each(SUBJECTS)('the invites repository contract: %s', (_name, make) => {
  it('stores an invite once per code and lists the outstanding ones newest first', async () => {
    // Prepare
    const subject = await make();
    const { orgId, userId } = await anOrganisation(subject);
    const older = anInvite(orgId, userId);
    const newer = anInvite(orgId, userId, { createdAt: '2024-05-02T10:00:00.000Z' });
    const revoked = anInvite(orgId, userId, { createdAt: '2024-05-03T10:00:00.000Z' });
    // Act
    const created = await subject.invites.createInvite(older);
    const duplicate = await subject.invites.createInvite({ ...older, createdBy: 'someone-else' });
    await subject.invites.createInvite(newer);
    await subject.invites.createInvite(revoked);
    const revokedOnce = await subject.invites.revokeInvite(orgId, revoked.code, NOW);
    const revokedTwice = await subject.invites.revokeInvite(orgId, revoked.code, NOW);
    const byOtherOrg = await subject.invites.revokeInvite(id('org'), newer.code, NOW);
    // Assess
    expect([created, duplicate, revokedOnce, revokedTwice, byOtherOrg]).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(await subject.invites.getInvite(older.code)).toEqual(older);
    expect(await subject.invites.getInvite(revoked.code)).toEqual({ ...revoked, revokedAt: NOW });
    expect(await subject.invites.listInvites(orgId)).toEqual([newer, older]);
  });

  it('lets an existing user join once through an invite, which is then spent', async () => {
    // Prepare
    const subject = await make();
    const { orgId, userId: owner } = await anOrganisation(subject);
    const elsewhere = await anOrganisation(subject);
    const invite = anInvite(orgId, owner);
    const second = anInvite(orgId, owner);
    await subject.invites.createInvite(invite);
    await subject.invites.createInvite(second);
    const joining = {
      orgId,
      orgName: 'Org',
      userId: elsewhere.userId,
      userName: 'Olive',
      now: NOW,
      rejoin: false,
    };
    // Act
    const joined = await subject.invites.joinOrganisation({ ...joining, invite });
    const spent = await subject.invites.joinOrganisation({ ...joining, invite });
    const member = await subject.invites.joinOrganisation({ ...joining, invite: second });
    // Assess
    expect([joined, spent, member]).toEqual(['joined', 'alreadyMember', 'alreadyMember']);
    expect(await subject.invites.getInvite(invite.code)).toMatchObject({ usedAt: NOW });
    expect(await subject.invites.listInvites(orgId)).toEqual([second]);
    expect(await subject.users.getUser(elsewhere.userId)).toMatchObject({ activeOrgId: orgId });
    expect(await subject.organisations.getMembership(orgId, elsewhere.userId)).toMatchObject({
      active: true,
    });
  });

  it("refuses the maker's own invite and one that expired, was revoked or whose maker was removed", async () => {
    // Prepare
    const subject = await make();
    const { orgId, userId: owner } = await anOrganisation(subject);
    const joiner = await anOrganisation(subject);
    const own = anInvite(orgId, owner);
    const expired = anInvite(orgId, owner, { expiresAt: Math.floor(Date.parse(NOW) / 1000) - 1 });
    const revoked = anInvite(orgId, owner);
    for (const invite of [own, expired, revoked]) await subject.invites.createInvite(invite);
    await subject.invites.revokeInvite(orgId, revoked.code, NOW);
    const joining = { orgId, orgName: 'Org', userName: 'Olive', now: NOW, rejoin: false };
    // Act
    const outcomes = [
      await subject.invites.joinOrganisation({ ...joining, userId: owner, invite: own }),
      await subject.invites.joinOrganisation({ ...joining, userId: joiner.userId, invite: expired }),
      await subject.invites.joinOrganisation({ ...joining, userId: joiner.userId, invite: revoked }),
    ];
    // Assess
    expect(outcomes).toEqual(['inviteGone', 'inviteGone', 'inviteGone']);
    expect(await subject.organisations.getMembership(orgId, joiner.userId)).toBeUndefined();
    expect(await subject.invites.getInvite(own.code)).toEqual(own);
  });

  it('creates a new member account through an invite, and no account once it is spent', async () => {
    // Prepare
    const subject = await make();
    const { orgId, userId: owner } = await anOrganisation(subject);
    const invite = anInvite(orgId, owner);
    await subject.invites.createInvite(invite);
    const account = (userId: string) => ({
      orgId,
      orgName: 'Org',
      userId,
      userName: 'Nia',
      email: 'nia@example.org',
      now: NOW,
      invite,
    });
    const [first, late] = [id('user'), id('user')];
    // Act
    const joined = await subject.invites.createMemberAccount(account(first));
    const gone = await subject.invites.createMemberAccount(account(late));
    // Assess
    expect([joined, gone]).toEqual(['joined', 'inviteGone']);
    expect(await subject.users.getUser(first)).toMatchObject({ name: 'Nia', activeOrgId: orgId });
    expect(await subject.users.getUser(late)).toBeUndefined();
    expect(await subject.organisations.getMembership(orgId, first)).toMatchObject({
      active: true,
      joined: NOW,
    });
  });
});

describe.each(SUBJECTS)('the beneficiaries and tags repositories contract: %s', (_name, make) => {
  it("replaces a beneficiary's tags, adding each to the organisation's tag list, all listed in order", async () => {
    // Prepare
    const { beneficiaries, tags } = await make();
    const orgId = id('org');
    // Act
    await beneficiaries.setBeneficiaryTags(orgId, 'ben-b', ['north', 'adult']);
    await beneficiaries.setBeneficiaryTags(orgId, 'ben-a', ['south']);
    await beneficiaries.setBeneficiaryTags(orgId, 'ben-b', ['east']);
    // Assess
    expect(await beneficiaries.getBeneficiary(orgId, 'ben-b')).toEqual({ id: 'ben-b', tags: ['east'] });
    expect(await beneficiaries.getBeneficiary(orgId, 'ben-none')).toBeUndefined();
    expect(await beneficiaries.listBeneficiaryIds(orgId)).toEqual(['ben-a', 'ben-b']);
    expect(await tags.listTags(orgId)).toEqual(['adult', 'east', 'north', 'south']);
    expect(await tags.listTags(id('org'))).toEqual([]);
  });
});
