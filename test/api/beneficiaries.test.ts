import { describe, expect, it } from 'vitest';
import { errorTypeOf, gql } from './steps/graphql.ts';
import {
  MEETINGS,
  RECENT,
  aCompleteMeeting,
  aMeeting,
  aQuestionnaire,
  dataOf,
  meetingAs,
  unique,
} from './steps/meetings.ts';
import { aTeam, wrongCallersOf } from './steps/people.ts';

const EDIT_TAGS = `mutation Edit($id: String!, $tags: [String]) {
  EditBeneficiaryTags(id: $id, tags: $tags) { id tags }
}`;
const BENEFICIARY = 'query Ben($id: String!) { beneficiary(id: $id) { id tags } }';
const BENEFICIARIES = '{ beneficiaries }';
const TAGS = '{ tags }';

const beneficiaryOf = (id: string, token: string) =>
  gql<{ beneficiary: { id: string; tags: string[] } }>(BENEFICIARY, { id }, token);
const listOf = async (token: string) =>
  (await gql<{ beneficiaries: string[] }>(BENEFICIARIES, {}, token)).data?.beneficiaries;
const tagsOf = async (token: string) => (await gql<{ tags: string[] }>(TAGS, {}, token)).data?.tags;

const expectedRefusal: Record<string, string> = {
  'a removed member': 'auth.noOrganisation',
  'a beneficiary': 'Unauthorized',
  'the anonymous caller': 'Unauthorized',
};

describe('EditBeneficiaryTags', () => {
  it('creates the beneficiary with tidied tags, which join the organisation tags', async () => {
    // Prepare
    const { owner } = await aTeam(1);

    // Act
    const response = await gql<{ EditBeneficiaryTags: unknown }>(
      EDIT_TAGS,
      { id: ' ben-1 ', tags: [' north ', '', null, 'north', 'North'] },
      owner.tokens.IdToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.EditBeneficiaryTags).toEqual({ id: 'ben-1', tags: ['north', 'North'] });
    expect((await beneficiaryOf('ben-1', owner.tokens.IdToken)).data?.beneficiary).toEqual({
      id: 'ben-1',
      tags: ['north', 'North'],
    });
    expect(await tagsOf(owner.tokens.IdToken)).toEqual(['North', 'north']);
  });

  it('replaces the tags of an existing beneficiary, keeping old tags in the organisation list', async () => {
    // Prepare
    const { owner } = await aTeam(1);
    await gql(EDIT_TAGS, { id: 'ben-1', tags: ['a', 'b'] }, owner.tokens.IdToken);

    // Act
    const response = await gql(EDIT_TAGS, { id: 'ben-1', tags: ['c'] }, owner.tokens.IdToken);

    // Assess
    expect(response.errors).toBeUndefined();
    expect((await beneficiaryOf('ben-1', owner.tokens.IdToken)).data?.beneficiary.tags).toEqual(['c']);
    expect(await tagsOf(owner.tokens.IdToken)).toEqual(['a', 'b', 'c']);
  });

  it("applies new tags to all of the beneficiary's records, so reports by the tag count earlier records", async () => {
    // Prepare: two complete records and an incomplete one of the beneficiary, and another beneficiary's record
    const { owner } = await aTeam(1);
    const token = owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(token);
    const ben = `ben-${unique()}`;
    const first = await aCompleteMeeting(token, questionnaire, ben, {
      conducted: '2024-03-01T10:00:00Z',
      tags: ['own'],
    });
    const second = await aCompleteMeeting(token, questionnaire, ben, { conducted: '2024-06-01T10:00:00Z' });
    const open = await aMeeting(token, questionnaire.id, ben);
    const other = await aCompleteMeeting(token, questionnaire, `ben-${unique()}`, {
      conducted: '2024-04-01T10:00:00Z',
    });
    const report = async () =>
      (
        await gql<{ report: { beneficiaries: { id: string }[] } }>(
          `query($q: String!) {
            report(questionnaire: $q, start: "2024-01-01T00:00:00Z", end: "2024-12-31T23:59:59Z", tags: ["cohort"]) {
              beneficiaries { id }
            }
          }`,
          { q: questionnaire.id },
          token,
        )
      ).data?.report.beneficiaries.map(({ id }) => id);
    const before = await report();

    // Act
    const response = await gql(EDIT_TAGS, { id: ben, tags: ['cohort'] }, token);

    // Assess
    expect(response.errors).toBeUndefined();
    expect(before).toEqual([]);
    expect(await report()).toEqual([ben]);
    expect(await meetingAs(token, first.id)).toMatchObject({ meetingTags: ['own'], benTags: ['cohort'] });
    expect((await meetingAs(token, first.id))?.tags.sort()).toEqual(['cohort', 'own']);
    expect(await meetingAs(token, second.id)).toMatchObject({ benTags: ['cohort'], tags: ['cohort'] });
    expect(await meetingAs(token, open.id)).toMatchObject({ benTags: ['cohort'], tags: ['cohort'] });
    expect(await meetingAs(token, other.id)).toMatchObject({ benTags: [], tags: [] });
  });

  it('refuses an overlong tag and an empty id, writing nothing', async () => {
    // Prepare
    const { owner } = await aTeam(1);

    // Act
    const long = await gql(EDIT_TAGS, { id: 'ben-1', tags: ['ok', 'x'.repeat(51)] }, owner.tokens.IdToken);
    const empty = await gql(EDIT_TAGS, { id: '  ', tags: ['ok'] }, owner.tokens.IdToken);

    // Assess
    expect(errorTypeOf(long)).toBe('input.invalid');
    expect(long.errors?.[0]?.errorInfo).toMatchObject({ fieldErrors: { 'tags.1': 'tooLong' } });
    expect(errorTypeOf(empty)).toBe('input.invalid');
    expect(await listOf(owner.tokens.IdToken)).toEqual([]);
    expect(await tagsOf(owner.tokens.IdToken)).toEqual([]);
  });

  it('refuses every wrong caller and writes nothing', async () => {
    // Prepare
    const team = await aTeam(1);
    const callers = await wrongCallersOf(team);
    const questionnaire = await aQuestionnaire(team.owner.tokens.IdToken);
    const record = await aMeeting(team.owner.tokens.IdToken, questionnaire.id, 'ben-x');

    for (const [name, token] of callers) {
      // Act
      const response = await gql(EDIT_TAGS, { id: 'ben-x', tags: ['leak'] }, token);

      // Assess
      if (name === 'a member of another organisation') expect(response.errors, name).toBeUndefined();
      else expect(errorTypeOf(response), name).toBe(expectedRefusal[name]);
    }
    // The other organisation's edit landed in its own organisation, not in ours: not on our ben-x's record either.
    expect(await listOf(team.owner.tokens.IdToken)).toEqual(['ben-x']);
    expect(await tagsOf(team.owner.tokens.IdToken)).toEqual([]);
    expect(await meetingAs(team.owner.tokens.IdToken, record.id)).toMatchObject({ benTags: [], tags: [] });
    expect((await beneficiaryOf('ben-x', team.owner.tokens.IdToken)).data?.beneficiary.tags).toEqual([]);
  });
});

describe('beneficiaries and beneficiary', () => {
  it("list the organisation's beneficiaries and return one", async () => {
    // Prepare
    const { owner } = await aTeam(1);
    for (const id of ['b-2', 'b-1']) await gql(EDIT_TAGS, { id, tags: [] }, owner.tokens.IdToken);

    // Act
    const list = await listOf(owner.tokens.IdToken);
    const one = await beneficiaryOf('b-1', owner.tokens.IdToken);

    // Assess
    expect(list).toEqual(['b-1', 'b-2']);
    expect(one.data?.beneficiary).toEqual({ id: 'b-1', tags: [] });
  });

  it('answers beneficiary.notFound for an unknown id and input.invalid for an empty one', async () => {
    // Prepare
    const { owner } = await aTeam(1);

    // Act
    const unknown = await beneficiaryOf('nobody', owner.tokens.IdToken);
    const empty = await beneficiaryOf('', owner.tokens.IdToken);

    // Assess
    expect(errorTypeOf(unknown)).toBe('beneficiary.notFound');
    expect(unknown.data).toBeNull();
    expect(errorTypeOf(empty)).toBe('input.invalid');
  });

  it('show nothing of the organisation to any wrong caller', async () => {
    // Prepare
    const team = await aTeam(1);
    await gql(EDIT_TAGS, { id: 'secret-ben', tags: ['secret'] }, team.owner.tokens.IdToken);
    const callers = await wrongCallersOf(team);

    for (const [name, token] of callers) {
      // Act
      const list = await gql<{ beneficiaries: string[] }>(BENEFICIARIES, {}, token);
      const one = await beneficiaryOf('secret-ben', token);

      // Assess
      if (name === 'a member of another organisation') {
        expect(list.data?.beneficiaries, name).toEqual([]);
        expect(errorTypeOf(one), name).toBe('beneficiary.notFound');
      } else {
        expect(errorTypeOf(list), name).toBe(expectedRefusal[name]);
        expect(errorTypeOf(one), name).toBe(expectedRefusal[name]);
        expect(list.data ?? null, name).toBeNull();
      }
    }
  });
});

describe('beneficiary IDs and tags are stored normalised', () => {
  const ZWSP = '\u200B';
  const NFD_JOSE = 'Jose\u0301';
  const NFC_JOSE = 'Jos\u00E9';

  it('makes one beneficiary of an ID typed with invisible characters or a decomposed accent, keeping case', async () => {
    // Prepare
    const { owner } = await aTeam(1);
    const token = owner.tokens.IdToken;
    const qnr = await aQuestionnaire(token);

    // Act
    const edited = await gql<{ EditBeneficiaryTags: unknown }>(
      EDIT_TAGS,
      { id: `Ann${ZWSP}`, tags: [`Leeds${ZWSP}`, '\u202ELeeds\u202C', `Caf${'e\u0301'}`] },
      token,
    );
    const records = [
      await aMeeting(token, qnr.id, 'Ann'),
      await aMeeting(token, qnr.id, `\u200EAnn\u2069`, { tags: [`Caf${'\u00E9'}`] }),
      await aMeeting(token, qnr.id, NFD_JOSE),
      await aMeeting(token, qnr.id, NFC_JOSE),
      await aMeeting(token, qnr.id, 'ann'),
    ];
    const incompleteOf = async (beneficiary: string) =>
      (await gql<{ incompleteMeetings: { id: string }[] }>(MEETINGS, { beneficiary }, token)).data
        ?.incompleteMeetings.length;
    const recent = await gql<{ recentMeetings: { meetings: { id: string }[] } }>(
      RECENT,
      { page: 0, beneficiaries: [NFD_JOSE, `Ann${ZWSP}`], tags: [`Leeds${ZWSP}`] },
      token,
    );

    // Assess
    expect(edited.data?.EditBeneficiaryTags).toEqual({ id: 'Ann', tags: ['Leeds', 'Café'] });
    expect(records.map((r) => r.beneficiary)).toEqual(['Ann', 'Ann', NFC_JOSE, NFC_JOSE, 'ann']);
    expect(records[1]).toMatchObject({ benTags: ['Leeds', 'Café'], meetingTags: ['Café'] });
    expect(await listOf(token)).toEqual(['Ann', NFC_JOSE, 'ann']);
    expect(await tagsOf(token)).toEqual(['Café', 'Leeds']);
    expect((await beneficiaryOf(`${ZWSP}Ann`, token)).data?.beneficiary).toEqual({
      id: 'Ann',
      tags: ['Leeds', 'Café'],
    });
    expect([
      await incompleteOf(`Ann\u2060`),
      await incompleteOf(NFD_JOSE),
      await incompleteOf('ann'),
    ]).toEqual([2, 2, 1]);
    expect(recent.data?.recentMeetings.meetings.map((m) => m.id).sort()).toEqual(
      [records[0]!.id, records[1]!.id].sort(),
    );
  });

  it("adds a summon's record, and suggests tags, for the beneficiary however its ID was typed", async () => {
    // Prepare
    const { owner } = await aTeam(1);
    const token = owner.tokens.IdToken;
    const qnr = await aQuestionnaire(token);
    await gql(EDIT_TAGS, { id: NFC_JOSE, tags: ['Leeds'] }, token);
    const summon = dataOf<string>(
      await gql('mutation($q: String!) { NewMeetingSummon(outcomeSetID: $q) }', { q: qnr.id }, token),
      'NewMeetingSummon',
    );

    // Act
    const used = await gql(
      'mutation($s: String!, $b: String) { NewMeetingFromSummon(summonID: $s, beneficiaryID: $b) }',
      { s: summon, b: `${ZWSP}${NFD_JOSE}‎` },
      'anonymous',
    );
    const suggested = await gql<{ suggestTags: string[] }>(
      'query($b: String!) { suggestTags(beneficiary: $b) }',
      { b: `${NFD_JOSE}${ZWSP}` },
      token,
    );

    // Assess
    expect(errorTypeOf(used)).toBeUndefined();
    expect(await listOf(token)).toEqual([NFC_JOSE]);
    const incomplete = await gql<{ incompleteMeetings: { beneficiary: string; benTags: string[] }[] }>(
      MEETINGS,
      { beneficiary: NFC_JOSE },
      token,
    );
    expect(incomplete.data?.incompleteMeetings).toMatchObject([
      { beneficiary: NFC_JOSE, benTags: ['Leeds'] },
    ]);
    expect(suggested.data?.suggestTags[0]).toBe('Leeds');
  });

  it('refuses an ID of invisible characters only, and drops such tags, writing nothing', async () => {
    // Prepare
    const { owner } = await aTeam(1);
    const token = owner.tokens.IdToken;
    const qnr = await aQuestionnaire(token);

    // Act
    const invisibleId = await gql(EDIT_TAGS, { id: `${ZWSP}\u200F\uFEFF `, tags: ['ok'] }, token);
    const invisibleRecord = await gql(
      'mutation($b: String!, $q: String!) { AddMeeting(beneficiaryID: $b, outcomeSetID: $q) { id } }',
      { b: '\u2066\u2069', q: qnr.id },
      token,
    );
    const invisibleTags = await gql<{ EditBeneficiaryTags: unknown }>(
      EDIT_TAGS,
      { id: 'ben-1', tags: [ZWSP, '\u061C \u200D'] },
      token,
    );

    // Assess
    expect(errorTypeOf(invisibleId)).toBe('input.invalid');
    expect(invisibleId.errors?.[0]?.errorInfo).toMatchObject({ fieldErrors: { id: 'required' } });
    expect(errorTypeOf(invisibleRecord)).toBe('input.invalid');
    expect(invisibleRecord.errors?.[0]?.errorInfo).toMatchObject({
      fieldErrors: { beneficiaryID: 'required' },
    });
    expect(invisibleTags.data?.EditBeneficiaryTags).toEqual({ id: 'ben-1', tags: [] });
    expect(await listOf(token)).toEqual(['ben-1']);
    expect(await tagsOf(token)).toEqual([]);
  });

  it('refuses every wrong caller an ID that normalises to one of the organisation, the link token its own', async () => {
    // Prepare
    const team = await aTeam(1);
    const token = team.owner.tokens.IdToken;
    const qnr = await aQuestionnaire(token);
    await gql(EDIT_TAGS, { id: NFC_JOSE, tags: ['secret'] }, token);
    const { JTI } = dataOf<{ JTI: string }>(
      await gql(
        'mutation($b: String!, $q: String!) { AddRemoteMeeting(beneficiaryID: $b, outcomeSetID: $q) { JTI } }',
        { b: NFC_JOSE, q: qnr.id },
        token,
      ),
      'AddRemoteMeeting',
    );
    const ownLinkToken = dataOf<string>(
      await gql('query($j: String!) { jwt(jti: $j) }', { j: JTI }, 'anonymous'),
      'jwt',
    );
    const callers: [string, string][] = [
      ...(await wrongCallersOf(team)),
      ["the link token of the beneficiary's own record", ownLinkToken],
    ];

    for (const [name, caller] of callers) {
      // Act
      const edit = await gql(EDIT_TAGS, { id: `${NFD_JOSE}${ZWSP}`, tags: ['leak'] }, caller);
      const read = await beneficiaryOf(NFD_JOSE, caller);

      // Assess
      if (name === 'a member of another organisation') {
        // Its edit made José in its own organisation, which is what it reads back.
        expect(errorTypeOf(edit), name).toBeUndefined();
        expect(read.data?.beneficiary, name).toEqual({ id: NFC_JOSE, tags: ['leak'] });
      } else {
        const refusal = expectedRefusal[name] ?? 'Unauthorized';
        expect(errorTypeOf(edit), name).toBe(refusal);
        expect(errorTypeOf(read), name).toBe(refusal);
      }
      expect(JSON.stringify(read), name).not.toContain('secret');
    }
    expect((await beneficiaryOf(NFC_JOSE, token)).data?.beneficiary.tags).toEqual(['secret']);
    expect(await tagsOf(token)).toEqual(['secret']);
  });
});
