import { describe, expect, it } from 'vitest';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { REMOVE_USER, aRemovedMember, aTeam, usersOf, wrongCallersOf, type Member } from './steps/people.ts';
import { aSignedUpUser } from './steps/sign-up.ts';
import { beneficiaryToken, unsubscribeValue } from './steps/tokens.ts';

const UPDATE_SETTING = `mutation Set($on: Boolean) {
  UpdateOrgSetting(beneficiaryTypeAhead: $on) { id name settings { beneficiaryTypeAhead } users { id } }
}`;
const SETTINGS = '{ organisation { settings { beneficiaryTypeAhead } } }';
const UPDATE_SELF = `mutation Self($name: String, $unsubscribed: Boolean, $notifyOnRemote: Boolean, $language: String) {
  UpdateSelf(name: $name, unsubscribed: $unsubscribed, notifyOnRemote: $notifyOnRemote, language: $language) {
    id profile { name } settings { unsubscribed notifyOnRemote language }
  }
}`;
const SELF = '{ self { profile { name } settings { unsubscribed notifyOnRemote language } } }';
const UNSUBSCRIBE = 'mutation Unsub($userID: String!) { Unsubscribe(userID: $userID) }';

const typeAheadOf = async (token: string) =>
  (await gql<{ organisation: { settings: { beneficiaryTypeAhead: boolean } } }>(SETTINGS, {}, token)).data
    ?.organisation.settings.beneficiaryTypeAhead;

const selfOf = async (token: string) =>
  (await gql<{ self: { profile: { name: string }; settings: Record<string, unknown> } }>(SELF, {}, token))
    .data?.self;

describe('UpdateOrgSetting', () => {
  it('changes the setting and returns the organisation', async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const response = await gql<{ UpdateOrgSetting: Record<string, unknown> }>(
      UPDATE_SETTING,
      { on: true },
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.UpdateOrgSetting).toMatchObject({
      id: team.orgId,
      settings: { beneficiaryTypeAhead: true },
      users: [{ id: team.owner.userId }],
    });
    expect(await typeAheadOf(team.owner.tokens.IdToken)).toBe(true);
  });

  it('refuses a value that is not a boolean and writes nothing', async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const response = await gql(
      UPDATE_SETTING.replace('Boolean', 'String'),
      { on: 'yes' },
      team.owner.tokens.IdToken,
    );

    // Assess: refused by the schema (a String where a Boolean is declared) before the resolver runs
    expect(errorTypeOf(response)).toBe('ValidationError');
    expect(await typeAheadOf(team.owner.tokens.IdToken)).toBe(false);
  });

  it('refuses every wrong caller and leaves the organisation unchanged', async () => {
    // Prepare
    const team = await aTeam(1);
    const callers = await wrongCallersOf(team);

    for (const [name, token] of callers) {
      // Act
      const response = await gql(UPDATE_SETTING, { on: true }, token);

      // Assess
      if (name === 'a member of another organisation') expect(response.errors, name).toBeUndefined();
      else
        expect(errorTypeOf(response), name).toBe(
          name === 'a removed member' ? 'auth.noOrganisation' : 'Unauthorized',
        );
    }
    expect(await typeAheadOf(team.owner.tokens.IdToken)).toBe(false);
  });
});

describe('RemoveUser', () => {
  it('makes the user inactive; they can no longer act in the organisation', async () => {
    // Prepare
    const team = await aTeam(2);
    const [owner, colleague] = team.members as [(typeof team.members)[0], (typeof team.members)[0]];

    // Act
    const response = await gql<{ RemoveUser: { id: string } }>(
      REMOVE_USER,
      { userID: colleague.userId },
      owner.tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.RemoveUser).toEqual({ id: colleague.userId });
    expect(await usersOf(owner.tokens.IdToken)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: colleague.userId, active: false })]),
    );
    const after = await gql('{ organisation { id } }', {}, colleague.tokens.IdToken);
    expect(errorTypeOf(after)).toBe('auth.noOrganisation');
    const organisations = await gql<{ organisations: unknown[] }>(
      '{ organisations { id } }',
      {},
      colleague.tokens.IdToken,
    );
    expect(organisations.data?.organisations).toEqual([]);
  });

  it('refuses to remove the last active user', async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const response = await gql(REMOVE_USER, { userID: team.owner.userId }, team.owner.tokens.IdToken);

    // Assess
    expect(errorTypeOf(response)).toBe('organisation.lastUser');
    expect(await usersOf(team.owner.tokens.IdToken)).toEqual([expect.objectContaining({ active: true })]);
  });

  it('leaves exactly one active user when the last two remove each other at once', async () => {
    // Prepare
    const team = await aTeam(2);
    const [a, b] = team.members as [(typeof team.members)[0], (typeof team.members)[0]];

    // Act
    const responses = await Promise.all([
      gql(REMOVE_USER, { userID: b.userId }, a.tokens.IdToken),
      gql(REMOVE_USER, { userID: a.userId }, b.tokens.IdToken),
    ]);

    // Assess
    const refused = responses.map(errorTypeOf).filter(Boolean);
    expect(refused.length).toBe(1);
    expect(['organisation.lastUser', 'auth.noOrganisation']).toContain(refused[0]);
    const survivor = responses[0]?.errors ? b : a;
    expect((await usersOf(survivor.tokens.IdToken)).filter(({ active }) => active)).toHaveLength(1);
  });

  it('leaves one active user when both are removed in parallel by a third who is removed first', async () => {
    // Prepare
    const team = await aTeam(3);
    const [, b, c] = team.members as [
      (typeof team.members)[0],
      (typeof team.members)[0],
      (typeof team.members)[0],
    ];
    await gql(REMOVE_USER, { userID: team.owner.userId }, b.tokens.IdToken);

    // Act
    const responses = await Promise.all([
      gql(REMOVE_USER, { userID: b.userId }, c.tokens.IdToken),
      gql(REMOVE_USER, { userID: c.userId }, c.tokens.IdToken),
    ]);

    // Assess
    expect(responses.map(errorTypeOf).filter(Boolean)).toEqual(['organisation.lastUser']);
    const survivorToken = responses[0]?.errors ? b.tokens.IdToken : c.tokens.IdToken;
    expect((await usersOf(survivorToken)).filter(({ active }) => active)).toHaveLength(1);
  });

  it('refuses an empty user id and a user of another organisation, removing no one', async () => {
    // Prepare
    const team = await aTeam(2);
    const other = await aTeam(2);

    // Act
    const empty = await gql(REMOVE_USER, { userID: ' ' }, team.owner.tokens.IdToken);
    const foreign = await gql(REMOVE_USER, { userID: other.owner.userId }, team.owner.tokens.IdToken);

    // Assess
    expect(errorTypeOf(empty)).toBe('input.invalid');
    expect(errorTypeOf(foreign)).toBe('user.notFound');
    expect((await usersOf(team.owner.tokens.IdToken)).every(({ active }) => active)).toBe(true);
    expect((await usersOf(other.owner.tokens.IdToken)).every(({ active }) => active)).toBe(true);
  });

  it('refuses every wrong caller and removes no one', async () => {
    // Prepare
    const team = await aTeam(2);
    const target = team.members[1]!;
    const callers = await wrongCallersOf(team);

    for (const [name, token] of callers) {
      // Act
      const response = await gql(REMOVE_USER, { userID: target.userId }, token);

      // Assess
      const expected = {
        'a member of another organisation': 'user.notFound',
        'a removed member': 'auth.noOrganisation',
        'a beneficiary': 'Unauthorized',
        'the anonymous caller': 'Unauthorized',
      }[name];
      expect(errorTypeOf(response), name).toBe(expected);
    }
    expect(await usersOf(team.owner.tokens.IdToken)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: target.userId, active: true })]),
    );
  });
});

describe('UpdateSelf', () => {
  it('changes the name everywhere and the given settings only', async () => {
    // Prepare
    const team = await aTeam(2);
    const colleague = team.members[1]!;

    // Act
    const response = await gql<{ UpdateSelf: Record<string, unknown> }>(
      UPDATE_SELF,
      { name: '  Renamed Person ', language: 'en-GB', unsubscribed: true },
      colleague.tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.UpdateSelf).toMatchObject({
      id: colleague.userId,
      profile: { name: 'Renamed Person' },
      settings: { unsubscribed: true, notifyOnRemote: true, language: 'en-GB' },
    });
    expect(await selfOf(colleague.tokens.IdToken)).toEqual({
      profile: { name: 'Renamed Person' },
      settings: { unsubscribed: true, notifyOnRemote: true, language: 'en-GB' },
    });
    expect(await usersOf(team.owner.tokens.IdToken)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: colleague.userId, name: 'Renamed Person' })]),
    );
  });

  it('refuses bad input and writes nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const before = await selfOf(team.owner.tokens.IdToken);

    // Act
    const blank = await gql(UPDATE_SELF, { name: '   ', unsubscribed: true }, team.owner.tokens.IdToken);
    const language = await gql(
      UPDATE_SELF,
      { language: 'not a language', notifyOnRemote: false },
      team.owner.tokens.IdToken,
    );

    // Assess
    expect(errorTypeOf(blank)).toBe('input.invalid');
    expect(blank.errors?.[0]?.errorInfo).toMatchObject({ fieldErrors: { name: 'required' } });
    expect(errorTypeOf(language)).toBe('input.invalid');
    expect(await selfOf(team.owner.tokens.IdToken)).toEqual(before);
  });

  it('refuses a beneficiary and the anonymous caller', async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const responses = [
      await gql(UPDATE_SELF, { name: 'Eve' }, await beneficiaryToken(team.orgId)),
      await gql(UPDATE_SELF, { name: 'Eve' }, 'anonymous'),
    ];

    // Assess
    expect(responses.map(errorTypeOf)).toEqual(['Unauthorized', 'Unauthorized']);
    expect((await selfOf(team.owner.tokens.IdToken))?.profile.name).toBe(team.owner.name);
  });

  it("lets a removed member edit their own account but not anyone else's", async () => {
    // Prepare
    const team = await aTeam(1);
    const removed = await aRemovedMember(team);

    // Act
    const response = await gql(UPDATE_SELF, { name: 'Still Me' }, removed.tokens.IdToken);

    // Assess
    expect(response.errors).toBeUndefined();
    expect((await selfOf(team.owner.tokens.IdToken))?.profile.name).toBe(team.owner.name);
  });
});

describe('Unsubscribe', () => {
  it("unsubscribes anonymously with the email's signed value and answers only a Boolean", async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const response = await gql<{ Unsubscribe: boolean }>(
      UNSUBSCRIBE,
      { userID: await unsubscribeValue(team.owner.userId) },
      'anonymous',
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ Unsubscribe: true });
    expect((await selfOf(team.owner.tokens.IdToken))?.settings.unsubscribed).toBe(true);
  });

  it('refuses a bare user id and an altered value with user.notFound, changing nothing', async () => {
    // Prepare
    const team = await aTeam(2);
    const [owner, colleague] = team.members as [Member, Member];
    const signed = await unsubscribeValue(colleague.userId);

    // Act: a colleague, a removed member or a link holder may know a user id, but not the signed value
    const bare = await gql(UNSUBSCRIBE, { userID: owner.userId }, 'anonymous');
    const byColleague = await gql(UNSUBSCRIBE, { userID: owner.userId }, colleague.tokens.IdToken);
    const swapped = await gql(
      UNSUBSCRIBE,
      { userID: signed.replace(colleague.userId, owner.userId) },
      'anonymous',
    );

    // Assess
    for (const response of [bare, byColleague, swapped]) {
      expect(errorTypeOf(response)).toBe('user.notFound');
      expect(response.data).toBeNull();
    }
    expect((await selfOf(owner.tokens.IdToken))?.settings.unsubscribed).toBe(false);
  });

  it('answers user.notFound for an unknown user and input.invalid for an empty value', async () => {
    // Act
    const unknown = await gql(
      UNSUBSCRIBE,
      { userID: await unsubscribeValue('00000000-0000-4000-8000-000000000000') },
      'anonymous',
    );
    const empty = await gql(UNSUBSCRIBE, { userID: '' }, 'anonymous');

    // Assess
    expect(errorTypeOf(unknown)).toBe('user.notFound');
    expect(unknown.data).toBeNull();
    expect(errorTypeOf(empty)).toBe('input.invalid');
  });

  it('refuses a beneficiary token, even with a signed value, and leaves the setting alone', async () => {
    // Prepare
    const team = await aTeam(1);

    // Act
    const response = await gql(
      UNSUBSCRIBE,
      { userID: await unsubscribeValue(team.owner.userId) },
      await beneficiaryToken(team.orgId),
    );

    // Assess
    expect(errorTypeOf(response)).toBe('auth.forbidden');
    expect((await selfOf(team.owner.tokens.IdToken))?.settings.unsubscribed).toBe(false);
  });

  it('works for a signed-in user, of another organisation, who follows the link', async () => {
    // Prepare
    const { tokens } = await aSignedUpUser();
    const team = await aTeam(1);

    // Act
    const response = await gql(
      UNSUBSCRIBE,
      { userID: await unsubscribeValue(team.owner.userId) },
      tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect((await selfOf(team.owner.tokens.IdToken))?.settings.unsubscribed).toBe(true);
  });
});
