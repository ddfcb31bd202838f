import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invitesRepository } from '../../functions/src/domains/invites/invites.repository.ts';
import { logIn } from './steps/cognito.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import {
  ACCEPT_INVITE,
  CHECK_INVITE,
  GET_INVITE_LINK,
  REMOVE_USER,
  aNewMemberThrough,
  aRemovedMember,
  aTeam,
  anInvite,
  userIdOf,
  usersOf,
} from './steps/people.ts';
import { aNewAccount, aSignedUpUser } from './steps/sign-up.ts';
import { organisationSnapshot, scanTable } from './steps/table.ts';
import { beneficiaryToken } from './steps/tokens.ts';

const ACTIVE_ORG = '{ organisation { id } }';

/**
 * An invite whose lifetime has passed but that TTL has not deleted yet, written straight to the stack's table
 * (the test process inherits the local stack's environment), since the API only makes fresh ones.
 */
async function anExpiredInvite(orgId: string, createdBy: string): Promise<string> {
  const { InviteEntity } = await import('../../functions/src/domains/invites/invite.entity.ts');
  const { PutItemCommand } = await import('dynamodb-toolbox');
  const code = randomUUID().replaceAll('-', '').slice(0, 22);
  const past = Math.floor(Date.now() / 1000) - 60;
  await InviteEntity.build(PutItemCommand)
    .item({ code, orgId, createdBy, createdAt: new Date(past * 1000).toISOString(), expiresAt: past })
    .send();
  return code;
}
const activeOrgOf = async (token: string) =>
  (await gql<{ organisation: { id: string } }>(ACTIVE_ORG, {}, token)).data?.organisation.id;

describe('GetInviteLink and generateInvite', () => {
  it('return distinct URL-safe codes, also when asked for in parallel', async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        gql<{ GetInviteLink: string }>(GET_INVITE_LINK, {}, team.owner.tokens.IdToken),
      ),
      gql<{ generateInvite: string }>('mutation { generateInvite }', {}, team.owner.tokens.IdToken),
    ]);

    // Assess
    const codes = responses.map(({ data }) => (data ? Object.values(data)[0] : undefined));
    expect(codes.every((code) => /^[A-Za-z0-9_-]{22}$/.test(String(code)))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect((await gql<{ invite: string }>(CHECK_INVITE, { id: code }, 'anonymous')).data?.invite).toBe(
        team.orgId,
      );
    }
  });

  it('refuses a removed member, a beneficiary and the anonymous caller', async () => {
    // Prepare
    const team = await aTeam(1);
    const removed = await aRemovedMember(team);

    // Act
    const responses = [
      await gql(GET_INVITE_LINK, {}, removed.tokens.IdToken),
      await gql(GET_INVITE_LINK, {}, await beneficiaryToken(team.orgId)),
      await gql(GET_INVITE_LINK, {}, 'anonymous'),
    ];

    // Assess
    expect(responses.map(errorTypeOf)).toEqual(['auth.noOrganisation', 'Unauthorized', 'Unauthorized']);
  });

  it('gives a member of another organisation an invite to their own organisation, not ours', async () => {
    // Prepare
    const team = await aTeam(1);
    const other = await aSignedUpUser();

    // Act
    const code = await anInvite(other.tokens.IdToken);

    // Assess
    expect((await gql<{ invite: string }>(CHECK_INVITE, { id: code }, 'anonymous')).data?.invite).toBe(
      other.orgId,
    );
    expect(other.orgId).not.toBe(team.orgId);
  });
});

describe('invite', () => {
  it('returns only the organisation id, to anonymous and signed-in callers', async () => {
    // Prepare
    const team = await aTeam(1);
    const code = await anInvite(team.owner.tokens.IdToken);
    const { tokens } = await aSignedUpUser();

    // Act
    const anonymous = await gql(CHECK_INVITE, { id: code }, 'anonymous');
    const staff = await gql(CHECK_INVITE, { id: code }, tokens.IdToken);

    // Assess
    expect(anonymous).toEqual({ status: 200, data: { invite: team.orgId } });
    expect(staff.data).toEqual({ invite: team.orgId });
  });

  it('answers invite.expired once the lifetime has passed, also to AcceptInvite', async () => {
    // Prepare
    const team = await aTeam(1);
    const code = await anExpiredInvite(team.orgId, team.owner.userId);
    const account = aNewAccount();

    // Act
    const check = await gql(CHECK_INVITE, { id: code }, 'anonymous');
    const accept = await gql(
      ACCEPT_INVITE,
      { invite: code, name: account.name, email: account.email, password: account.password },
      'anonymous',
    );

    // Assess
    expect(errorTypeOf(check)).toBe('invite.expired');
    expect(check.data).toBeNull();
    expect(errorTypeOf(accept)).toBe('invite.expired');
    expect((await logIn(account.email, account.password)).status).toBe(400);
    expect(await usersOf(team.owner.tokens.IdToken)).toHaveLength(1);
  });

  it('answers invite.notFound for an unknown code and input.invalid for an empty one', async () => {
    // Act
    const unknown = await gql(CHECK_INVITE, { id: randomUUID() }, 'anonymous');
    const empty = await gql(CHECK_INVITE, { id: '' }, 'anonymous');

    // Assess
    expect(errorTypeOf(unknown)).toBe('invite.notFound');
    expect(unknown.data).toBeNull();
    expect(errorTypeOf(empty)).toBe('input.invalid');
  });

  it('refuses a beneficiary token', async () => {
    // Prepare
    const team = await aTeam(1);
    const code = await anInvite(team.owner.tokens.IdToken);

    // Act
    const response = await gql(CHECK_INVITE, { id: code }, await beneficiaryToken(team.orgId));

    // Assess
    expect(errorTypeOf(response)).toBe('auth.forbidden');
    expect(response.data).toBeNull();
  });
});

describe('AcceptInvite, logged out', () => {
  it('creates the account, which joins the organisation as its active one', async () => {
    // Prepare
    const team = await aTeam(1);
    const code = await anInvite(team.owner.tokens.IdToken);

    // Act
    const member = await aNewMemberThrough(code);

    // Assess
    expect(await activeOrgOf(member.tokens.IdToken)).toBe(team.orgId);
    expect(await usersOf(team.owner.tokens.IdToken)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: member.userId, name: member.name, active: true }),
      ]),
    );
  });

  it('refuses an email that has an account and changes nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const existing = await aSignedUpUser();
    const code = await anInvite(team.owner.tokens.IdToken);

    // Act
    const response = await gql(
      ACCEPT_INVITE,
      { invite: code, name: 'Someone', email: existing.account.email, password: 'another-password' },
      'anonymous',
    );

    // Assess
    expect(errorTypeOf(response)).toBe('signup.emailExists');
    expect(await usersOf(team.owner.tokens.IdToken)).toHaveLength(1);
    expect((await logIn(existing.account.email, existing.account.password)).status).toBe(200);
  });

  it('refuses bad credentials and an unknown invite without creating an account', async () => {
    // Prepare
    const team = await aTeam(1);
    const code = await anInvite(team.owner.tokens.IdToken);
    const account = aNewAccount();

    // Act
    const short = await gql(
      ACCEPT_INVITE,
      { invite: code, ...account, organisation: undefined, password: '12345' },
      'anonymous',
    );
    const missing = await gql(ACCEPT_INVITE, { invite: code }, 'anonymous');
    const unknown = await gql(
      ACCEPT_INVITE,
      { invite: randomUUID(), name: account.name, email: account.email, password: account.password },
      'anonymous',
    );

    // Assess
    expect(errorTypeOf(short)).toBe('input.invalid');
    expect(short.errors?.[0]?.errorInfo).toMatchObject({ fieldErrors: { password: 'tooShort' } });
    expect(errorTypeOf(missing)).toBe('input.invalid');
    expect(errorTypeOf(unknown)).toBe('invite.notFound');
    expect((await logIn(account.email, account.password)).status).toBe(400);
    expect(await usersOf(team.owner.tokens.IdToken)).toHaveLength(1);
  });

  it('refuses a beneficiary token', async () => {
    // Prepare
    const team = await aTeam(1);
    const code = await anInvite(team.owner.tokens.IdToken);
    const account = aNewAccount();

    // Act
    const response = await gql(
      ACCEPT_INVITE,
      { invite: code, name: account.name, email: account.email, password: account.password },
      await beneficiaryToken(team.orgId),
    );

    // Assess
    expect(errorTypeOf(response)).toBe('auth.forbidden');
    expect((await logIn(account.email, account.password)).status).toBe(400);
  });
});

describe('AcceptInvite, signed in', () => {
  it('adds a member of another organisation, whose active organisation becomes this one', async () => {
    // Prepare
    const team = await aTeam(1);
    const other = await aSignedUpUser();
    const code = await anInvite(team.owner.tokens.IdToken);

    // Act
    const response = await gql<{ AcceptInvite: string }>(
      ACCEPT_INVITE,
      { invite: code },
      other.tokens.IdToken,
    );

    // Assess
    expect(response.data?.AcceptInvite).toBe(team.orgId);
    expect(await activeOrgOf(other.tokens.IdToken)).toBe(team.orgId);
    const organisations = await gql<{ organisations: { id: string }[] }>(
      '{ organisations { id } }',
      {},
      other.tokens.IdToken,
    );
    expect(organisations.data?.organisations.map(({ id }) => id).sort()).toEqual(
      [team.orgId, other.orgId].sort(),
    );
  });

  it('answers invite.alreadyMember to a member', async () => {
    // Prepare
    const team = await aTeam(1);
    const code = await anInvite(team.owner.tokens.IdToken);

    // Act
    const response = await gql(ACCEPT_INVITE, { invite: code }, team.owner.tokens.IdToken);

    // Assess
    expect(errorTypeOf(response)).toBe('invite.alreadyMember');
    expect(await usersOf(team.owner.tokens.IdToken)).toHaveLength(1);
  });

  it('makes a removed member active again', async () => {
    // Prepare
    const team = await aTeam(1);
    const removed = await aRemovedMember(team);
    const code = await anInvite(team.owner.tokens.IdToken);

    // Act
    const response = await gql(ACCEPT_INVITE, { invite: code }, removed.tokens.IdToken);

    // Assess
    expect(response.errors).toBeUndefined();
    expect(await activeOrgOf(removed.tokens.IdToken)).toBe(team.orgId);
    expect((await usersOf(team.owner.tokens.IdToken)).every(({ active }) => active)).toBe(true);
    // The counter followed: with two active users again, one of them may be removed.
    const removal = await gql(REMOVE_USER, { userID: removed.userId }, team.owner.tokens.IdToken);
    expect(removal.errors).toBeUndefined();
  });

  it('lets only one of two parallel accepts by the same user join', async () => {
    // Prepare
    const team = await aTeam(1);
    const other = await aSignedUpUser();
    const code = await anInvite(team.owner.tokens.IdToken);

    // Act
    const responses = await Promise.all([
      gql(ACCEPT_INVITE, { invite: code }, other.tokens.IdToken),
      gql(ACCEPT_INVITE, { invite: code }, other.tokens.IdToken),
    ]);

    // Assess
    expect(responses.map(errorTypeOf).filter(Boolean)).toEqual(['invite.alreadyMember']);
    expect(await usersOf(team.owner.tokens.IdToken)).toHaveLength(2);
    // activeUsers counted one join, not two: after the newcomer leaves, the owner is the last active user.
    await gql(REMOVE_USER, { userID: userIdOf(other.tokens) }, team.owner.tokens.IdToken);
    const last = await gql(REMOVE_USER, { userID: team.owner.userId }, team.owner.tokens.IdToken);
    expect(errorTypeOf(last)).toBe('organisation.lastUser');
  });
});

const INVITES = '{ invites { code createdBy createdByName created expires } }';
const REVOKE_INVITE = 'mutation Revoke($code: String!) { RevokeInvite(code: $code) }';

type PendingInviteData = {
  code: string;
  createdBy: string;
  createdByName: string;
  created: string;
  expires: string;
};

const invitesOf = async (token: string) =>
  (await gql<{ invites: PendingInviteData[] }>(INVITES, {}, token)).data?.invites;

describe('an invite whose maker was removed', () => {
  it('no longer lets its maker back in, nor anyone else, and is unknown to the check', async () => {
    // Prepare: the headline attack of issue 27 — a member makes an invite, is removed, and accepts it.
    const team = await aTeam(2);
    const maker = team.members[1]!;
    const code = await anInvite(maker.tokens.IdToken);
    const removal = await gql(REMOVE_USER, { userID: maker.userId }, team.owner.tokens.IdToken);
    expect(removal.errors).toBeUndefined();
    const other = await aSignedUpUser();
    const account = aNewAccount();

    // Act
    const rejoin = await gql(ACCEPT_INVITE, { invite: code }, maker.tokens.IdToken);
    const signedIn = await gql(ACCEPT_INVITE, { invite: code }, other.tokens.IdToken);
    const loggedOut = await gql(
      ACCEPT_INVITE,
      { invite: code, name: account.name, email: account.email, password: account.password },
      'anonymous',
    );
    const check = await gql(CHECK_INVITE, { id: code }, 'anonymous');

    // Assess
    expect([rejoin, signedIn, loggedOut, check].map(errorTypeOf)).toEqual([
      'invite.notFound',
      'invite.notFound',
      'invite.notFound',
      'invite.notFound',
    ]);
    const users = await usersOf(team.owner.tokens.IdToken);
    expect(users.find(({ id }) => id === maker.userId)?.active).toBe(false);
    expect(users).toHaveLength(2);
    expect(await activeOrgOf(maker.tokens.IdToken)).toBeUndefined();
    expect((await logIn(account.email, account.password)).status).toBe(400);
  });
});

describe('an accepted invite', () => {
  it('is spent: a second person cannot join through it', async () => {
    // Prepare
    const team = await aTeam(1);
    const code = await anInvite(team.owner.tokens.IdToken);
    await aNewMemberThrough(code);
    const other = await aSignedUpUser();
    const account = aNewAccount();

    // Act
    const signedIn = await gql(ACCEPT_INVITE, { invite: code }, other.tokens.IdToken);
    const loggedOut = await gql(
      ACCEPT_INVITE,
      { invite: code, name: account.name, email: account.email, password: account.password },
      'anonymous',
    );

    // Assess
    expect([signedIn, loggedOut].map(errorTypeOf)).toEqual(['invite.notFound', 'invite.notFound']);
    expect(await usersOf(team.owner.tokens.IdToken)).toHaveLength(2);
    expect((await logIn(account.email, account.password)).status).toBe(400);
  });

  it('admits one of two people accepting it at once', async () => {
    // Prepare
    const team = await aTeam(1);
    const code = await anInvite(team.owner.tokens.IdToken);
    const [first, second] = [await aSignedUpUser(), await aSignedUpUser()];

    // Act
    const responses = await Promise.all([
      gql(ACCEPT_INVITE, { invite: code }, first.tokens.IdToken),
      gql(ACCEPT_INVITE, { invite: code }, second.tokens.IdToken),
    ]);

    // Assess
    expect(responses.map(errorTypeOf).sort()).toEqual(['invite.notFound', undefined]);
    expect(await usersOf(team.owner.tokens.IdToken)).toHaveLength(2);
  });
});

describe('invites', () => {
  it('lists outstanding invites of the organisation, newest first, with who made them', async () => {
    // Prepare
    const team = await aTeam(2);
    const older = await anInvite(team.owner.tokens.IdToken);
    const used = await anInvite(team.owner.tokens.IdToken);
    await aNewMemberThrough(used);
    const revoked = await anInvite(team.owner.tokens.IdToken);
    expect((await gql(REVOKE_INVITE, { code: revoked }, team.owner.tokens.IdToken)).errors).toBeUndefined();
    const newer = await anInvite(team.members[1]!.tokens.IdToken);

    // Act
    const listed = await invitesOf(team.owner.tokens.IdToken);

    // Assess
    expect(listed?.map(({ code }) => code)).toEqual([newer, older]);
    expect(listed?.[0]).toEqual({
      code: newer,
      createdBy: team.members[1]!.userId,
      createdByName: team.members[1]!.name,
      created: expect.any(String),
      expires: expect.any(String),
    });
    // Expiry is kept in whole seconds.
    const lifetime = Date.parse(listed![0]!.expires) - Date.parse(listed![0]!.created);
    expect(Math.abs(lifetime - 7 * 24 * 3_600_000)).toBeLessThan(1000);
    expect(listed?.[1]?.createdByName).toBe(team.owner.name);
  });

  it('leaves out the invites of a member once they are removed', async () => {
    // Prepare
    const team = await aTeam(2);
    const leaver = team.members[1]!;
    await anInvite(leaver.tokens.IdToken);
    const kept = await anInvite(team.owner.tokens.IdToken);
    await gql(REMOVE_USER, { userID: leaver.userId }, team.owner.tokens.IdToken);

    // Act
    const listed = await invitesOf(team.owner.tokens.IdToken);

    // Assess
    expect(listed?.map(({ code }) => code)).toEqual([kept]);
  });

  it('shows wrong callers none of ours', async () => {
    // Prepare
    const team = await aTeam(1);
    await anInvite(team.owner.tokens.IdToken);
    const other = await aSignedUpUser();
    const removed = await aRemovedMember(team);

    // Act
    const responses = [
      await gql(INVITES, {}, other.tokens.IdToken),
      await gql(INVITES, {}, removed.tokens.IdToken),
      await gql(INVITES, {}, await beneficiaryToken(team.orgId)),
      await gql(INVITES, {}, 'anonymous'),
    ];

    // Assess
    expect(responses[0]!.data).toEqual({ invites: [] });
    expect(responses.slice(1).map(errorTypeOf)).toEqual([
      'auth.noOrganisation',
      'Unauthorized',
      'Unauthorized',
    ]);
  });
});

describe('RevokeInvite', () => {
  it('lets any member revoke an invite, which then admits no one', async () => {
    // Prepare
    const team = await aTeam(2);
    const code = await anInvite(team.owner.tokens.IdToken);
    const account = aNewAccount();

    // Act
    const response = await gql(REVOKE_INVITE, { code }, team.members[1]!.tokens.IdToken);

    // Assess
    expect(response.data).toEqual({ RevokeInvite: true });
    expect(errorTypeOf(await gql(CHECK_INVITE, { id: code }, 'anonymous'))).toBe('invite.notFound');
    const accept = await gql(
      ACCEPT_INVITE,
      { invite: code, name: account.name, email: account.email, password: account.password },
      'anonymous',
    );
    expect(errorTypeOf(accept)).toBe('invite.notFound');
    expect(await usersOf(team.owner.tokens.IdToken)).toHaveLength(2);
    expect(await invitesOf(team.owner.tokens.IdToken)).toEqual([]);
  });

  it('refuses wrong callers and bad input, changing nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const removed = await aRemovedMember(team);
    const code = await anInvite(team.owner.tokens.IdToken);
    const other = await aSignedUpUser();
    const before = await organisationSnapshot(team.orgId);

    // Act
    const responses = [
      await gql(REVOKE_INVITE, { code }, other.tokens.IdToken),
      await gql(REVOKE_INVITE, { code }, removed.tokens.IdToken),
      await gql(REVOKE_INVITE, { code }, await beneficiaryToken(team.orgId)),
      await gql(REVOKE_INVITE, { code }, 'anonymous'),
      await gql(REVOKE_INVITE, { code: '' }, team.owner.tokens.IdToken),
      await gql(REVOKE_INVITE, { code: randomUUID() }, team.owner.tokens.IdToken),
    ];

    // Assess
    expect(responses.map(errorTypeOf)).toEqual([
      'invite.notFound',
      'auth.noOrganisation',
      'Unauthorized',
      'Unauthorized',
      'input.invalid',
      'invite.notFound',
    ]);
    expect(await organisationSnapshot(team.orgId)).toEqual(before);
    expect((await gql<{ invite: string }>(CHECK_INVITE, { id: code }, 'anonymous')).data?.invite).toBe(
      team.orgId,
    );
  });
});

describe('the join transaction', () => {
  it("spends the invite and checks its maker's membership itself, whatever the caller checked before", async () => {
    // Prepare: calls straight to the repository, as if the service's own checks had passed just before the maker
    // was removed or another person accepted.
    const team = await aTeam(2);
    const maker = team.members[1]!;
    const orphaned = await anInvite(maker.tokens.IdToken);
    const spent = await anInvite(team.owner.tokens.IdToken);
    await gql(REMOVE_USER, { userID: maker.userId }, team.owner.tokens.IdToken);
    const [first, second] = [await aSignedUpUser(), await aSignedUpUser()];
    const joining = (user: typeof first, code: string, createdBy: string) => ({
      orgId: team.orgId,
      orgName: 'Team',
      userId: userIdOf(user.tokens),
      userName: user.account.name,
      now: new Date().toISOString(),
      rejoin: false,
      invite: { code, createdBy },
    });

    // Act
    const throughOrphaned = await invitesRepository.joinOrganisation(joining(first, orphaned, maker.userId));
    const newAccount = await invitesRepository.createMemberAccount({
      ...joining(first, orphaned, maker.userId),
      userId: randomUUID(),
      email: `${randomUUID()}@example.org`,
    });
    const firstSpend = await invitesRepository.joinOrganisation(joining(first, spent, team.owner.userId));
    const secondSpend = await invitesRepository.joinOrganisation(joining(second, spent, team.owner.userId));

    // Assess
    expect([throughOrphaned, newAccount, firstSpend, secondSpend]).toEqual([
      'inviteGone',
      'inviteGone',
      'joined',
      'inviteGone',
    ]);
    const members = await usersOf(team.owner.tokens.IdToken);
    expect(
      members
        .filter(({ active }) => active)
        .map(({ id }) => id)
        .sort(),
    ).toEqual([team.owner.userId, userIdOf(first.tokens)].sort());
    const stored = await scanTable();
    expect(stored.find((item) => item.pk === `INVITE#${orphaned}`)).not.toHaveProperty('usedAt');
    expect(stored.find((item) => item.pk === `INVITE#${spent}`)).toMatchObject({
      usedBy: userIdOf(first.tokens),
    });
  });
});
