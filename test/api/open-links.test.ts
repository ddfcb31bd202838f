import { beforeAll, describe, expect, it } from 'vitest';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { base32 } from './steps/summon-code.ts';
import {
  LINK_ANSWER,
  LINK_COMPLETE,
  LINK_GET_MEETING,
  MEETINGS,
  aQuestionnaire,
  answerAll,
  dataOf,
  unique,
  type TestQuestionnaire,
} from './steps/meetings.ts';
import { aRemovedMember, aTeam, type Team } from './steps/people.ts';
import { aSignedUpUser } from './steps/sign-up.ts';
import { organisationSnapshot, scanTable } from './steps/table.ts';
import { beneficiaryToken, linkClaims } from './steps/tokens.ts';

const ADD_REMOTE = `mutation Remote($beneficiaryID: String!, $outcomeSetID: String!, $daysToComplete: Int) {
  AddRemoteMeeting(beneficiaryID: $beneficiaryID, outcomeSetID: $outcomeSetID, daysToComplete: $daysToComplete) { JTI }
}`;
const JWT = 'query Jwt($jti: String!) { jwt(jti: $jti) }';
const MEETING_SUMMON = `mutation Summon($outcomeSetID: String!, $maxUses: Int, $beneficiaryID: String) {
  NewMeetingSummon(outcomeSetID: $outcomeSetID, maxUses: $maxUses, beneficiaryID: $beneficiaryID)
}`;
const FROM_SUMMON = `mutation FromSummon($summonID: String!, $beneficiaryID: String) {
  NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)
}`;
const RENEW = 'mutation { RenewLinkToken }';
const OPEN_LINKS = `query Open($beneficiary: String) {
  openLinks(beneficiary: $beneficiary) {
    id kind createdBy createdByName beneficiary questionnaire sequence created expires uses maxUses
  }
}`;
const REVOKE_LINK = 'mutation Revoke($id: String!) { RevokeLink(id: $id) }';
const REVOKE_LINKS_OF = 'mutation RevokeOf($userID: String!) { RevokeLinksOf(userID: $userID) }';

const HOUR = 3600;

type OpenLinkData = {
  id: string;
  kind: 'ONE_TIME' | 'SUMMON';
  createdBy: string;
  createdByName: string;
  beneficiary: string | null;
  questionnaire: string | null;
  sequence: string | null;
  created: string;
  expires: string;
  uses: number;
  maxUses: number | null;
};

let team: Team;
let token: string;
let qnr: TestQuestionnaire;

beforeAll(async () => {
  team = await aTeam(2);
  token = team.owner.tokens.IdToken;
  qnr = await aQuestionnaire(token);
});

const aRemoteLink = async (as = token, beneficiaryID = `ben-${unique()}`) =>
  dataOf<{ JTI: string }>(
    await gql(ADD_REMOTE, { beneficiaryID, outcomeSetID: qnr.id }, as),
    'AddRemoteMeeting',
  ).JTI;
const aSummon = async (as = token, maxUses?: number) =>
  dataOf<string>(await gql(MEETING_SUMMON, { outcomeSetID: qnr.id, maxUses }, as), 'NewMeetingSummon');
const linkTokenOf = async (jti: string) => dataOf<string>(await gql(JWT, { jti }, 'anonymous'), 'jwt');
const useSummon = (summonID: string, beneficiaryID?: string) =>
  gql<{ NewMeetingFromSummon: string }>(FROM_SUMMON, { summonID, beneficiaryID }, 'anonymous');
const openLinksOf = async (as = token, beneficiary?: string) =>
  dataOf<OpenLinkData[]>(await gql(OPEN_LINKS, { beneficiary }, as), 'openLinks');
const recordsOf = async (beneficiary: string) =>
  dataOf<{ id: string }[]>(await gql(MEETINGS, { beneficiary }, token), 'incompleteMeetings');

/** The link's records, answered and completed through its own token, as the beneficiary would. */
async function completeThroughLink(jti: string): Promise<void> {
  const linkToken = await linkTokenOf(jti);
  for (const meetingID of linkClaims(linkToken).sequence) {
    await answerAll(linkToken, meetingID, qnr.questions);
    dataOf(await gql(LINK_COMPLETE, { meetingID }, linkToken), 'CompleteMeeting');
  }
}

describe('jwt for a link whose records are complete', () => {
  it('answers link.completed', async () => {
    // Prepare
    const jti = await aRemoteLink();
    await completeThroughLink(jti);

    // Act
    const response = await gql(JWT, { jti }, 'anonymous');

    // Assess
    expect(errorTypeOf(response)).toBe('link.completed');
    expect(response.data).toBeNull();
  });
});

describe("a remote record's summon code, naming its beneficiary", () => {
  it('opens the same record again until it is complete, then says so and makes no new record', async () => {
    // Prepare
    const beneficiary = `Bén ${unique()}`;
    const summonID = await aSummon();
    const code = `${base32(beneficiary)}-${summonID}`;
    const first = dataOf<string>(await useSummon(code), 'NewMeetingFromSummon');

    // Act
    const again = dataOf<string>(await useSummon(code), 'NewMeetingFromSummon');
    await completeThroughLink(first);
    const afterCompletion = await useSummon(code);

    // Assess
    expect(again).toBe(first);
    expect(errorTypeOf(afterCompletion)).toBe('link.completed');
    expect(await recordsOf(beneficiary)).toEqual([]);
    const summon = (await scanTable()).find(
      (item) => item.pk === `SUMMON#${summonID}` && item.sk === 'SUMMON',
    );
    expect(summon).toMatchObject({ uses: 1, beneficiary });
    const records = (await scanTable()).filter(
      (item) => item.beneficiary === beneficiary && item._et === 'Meeting',
    );
    expect(records).toHaveLength(1);
  });

  it('makes one record when opened twice at once', async () => {
    // Prepare
    const beneficiary = `ben-${unique()}`;
    const code = `${base32(beneficiary)}-${await aSummon()}`;

    // Act
    const [one, two] = await Promise.all([useSummon(code), useSummon(code)]);

    // Assess
    expect(one.data?.NewMeetingFromSummon).toBeDefined();
    expect(two.data?.NewMeetingFromSummon).toBe(one.data?.NewMeetingFromSummon);
    expect(await recordsOf(beneficiary)).toHaveLength(1);
  });

  it('made for one beneficiary, is listed with them before it is opened and serves no one else', async () => {
    // Prepare
    const beneficiary = `ben-${unique()}`;
    const summonID = dataOf<string>(
      await gql(MEETING_SUMMON, { outcomeSetID: qnr.id, beneficiaryID: beneficiary }, token),
      'NewMeetingSummon',
    );
    const listedBefore = await openLinksOf(token, beneficiary);

    // Act
    const forSomeoneElse = [
      await useSummon(`${base32(`other-${unique()}`)}-${summonID}`),
      await useSummon(summonID, `other-${unique()}`),
    ];
    const typedByThem = dataOf<string>(await useSummon(summonID, beneficiary), 'NewMeetingFromSummon');
    const theirCode = dataOf<string>(
      await useSummon(`${base32(beneficiary)}-${summonID}`),
      'NewMeetingFromSummon',
    );

    // Assess
    expect(listedBefore).toEqual([
      expect.objectContaining({ id: summonID, kind: 'SUMMON', beneficiary, uses: 0, maxUses: 1 }),
    ]);
    expect(forSomeoneElse.map(errorTypeOf)).toEqual(['summon.notFound', 'summon.notFound']);
    expect(theirCode).toBe(typedByThem);
    expect(await recordsOf(beneficiary)).toHaveLength(1);
    const made = (await scanTable()).filter(
      (item) => item._et === 'Meeting' && item.beneficiary !== beneficiary,
    );
    expect(made.filter((item) => String(item.beneficiary).startsWith('other-'))).toEqual([]);
  });

  it('leaves a summon for many making a new record per use', async () => {
    // Prepare
    const beneficiary = `ben-${unique()}`;
    const summonID = await aSummon(token, 2);

    // Act
    const uses = [await useSummon(summonID, beneficiary), await useSummon(summonID, beneficiary)];
    const third = await useSummon(summonID, beneficiary);

    // Assess
    expect(new Set(uses.map((use) => use.data?.NewMeetingFromSummon)).size).toBe(2);
    expect(errorTypeOf(third)).toBe('summon.exhausted');
    expect(await recordsOf(beneficiary)).toHaveLength(2);
  });
});

describe('RenewLinkToken', () => {
  it('gives the link token holder a fresh token for the same link, living at most 2 hours', async () => {
    // Prepare
    const jti = await aRemoteLink();
    const linkToken = await linkTokenOf(jti);
    const before = Math.floor(Date.now() / 1000);

    // Act
    const renewed = dataOf<string>(await gql(RENEW, {}, linkToken), 'RenewLinkToken');

    // Assess
    const claims = linkClaims(renewed);
    expect(claims).toMatchObject({ jti, org: team.orgId, sub: linkClaims(linkToken).sub });
    expect(claims.sequence).toEqual(linkClaims(linkToken).sequence);
    expect(claims.exp).toBeGreaterThanOrEqual(before + 2 * HOUR - 5);
    expect(claims.exp).toBeLessThanOrEqual(before + 2 * HOUR + 5);
    // The renewed token works as the first did.
    expect(errorTypeOf(await gql(RENEW, {}, renewed))).toBeUndefined();
  });

  it('refuses a revoked link with link.expired and a completed one with link.completed', async () => {
    // Prepare
    const revoked = await aRemoteLink();
    const revokedToken = await linkTokenOf(revoked);
    dataOf(await gql(REVOKE_LINK, { id: revoked }, token), 'RevokeLink');
    const completed = await aRemoteLink();
    const completedToken = await linkTokenOf(completed);
    await completeThroughLink(completed);

    // Act
    const responses = [await gql(RENEW, {}, revokedToken), await gql(RENEW, {}, completedToken)];

    // Assess
    expect(responses.map(errorTypeOf)).toEqual(['link.expired', 'link.completed']);
  });

  it('refuses staff, the anonymous caller and a token of no stored link', async () => {
    // Prepare
    const forged = await beneficiaryToken(team.orgId);

    // Act
    const responses = [
      await gql(RENEW, {}, token),
      await gql(RENEW, {}, 'anonymous'),
      await gql(RENEW, {}, forged),
    ];

    // Assess
    expect(responses.map(errorTypeOf)).toEqual(['Unauthorized', 'auth.forbidden', 'link.notFound']);
  });
});

describe('openLinks', () => {
  it("lists the organisation's open links and summons, newest first, with who made them", async () => {
    // Prepare
    const own = await aTeam(2);
    const ownToken = own.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(ownToken);
    const beneficiary = `ben-${unique()}`;
    const before = new Date().toISOString();
    const first = dataOf<{ JTI: string }>(
      await gql(ADD_REMOTE, { beneficiaryID: beneficiary, outcomeSetID: questionnaire.id }, ownToken),
      'AddRemoteMeeting',
    ).JTI;
    const summon = dataOf<string>(
      await gql(
        MEETING_SUMMON,
        { outcomeSetID: questionnaire.id, maxUses: 3 },
        own.members[1]!.tokens.IdToken,
      ),
      'NewMeetingSummon',
    );
    const other = dataOf<{ JTI: string }>(
      await gql(
        ADD_REMOTE,
        { beneficiaryID: `ben-${unique()}`, outcomeSetID: questionnaire.id, daysToComplete: 3 },
        ownToken,
      ),
      'AddRemoteMeeting',
    ).JTI;

    // Act
    const listed = await openLinksOf(ownToken);
    const forBeneficiary = await openLinksOf(ownToken, beneficiary);

    // Assess
    expect(listed.map(({ id }) => id)).toEqual([other, summon, first]);
    expect(listed[2]).toEqual({
      id: first,
      kind: 'ONE_TIME',
      createdBy: own.owner.userId,
      createdByName: own.owner.name,
      beneficiary,
      questionnaire: questionnaire.id,
      sequence: null,
      created: expect.any(String),
      expires: expect.any(String),
      uses: 0,
      maxUses: 1,
    });
    expect(listed[2]!.created >= before).toBe(true);
    expect(Date.parse(listed[2]!.expires) - Date.parse(listed[2]!.created)).toBeCloseTo(
      100 * 24 * HOUR * 1000,
      -4,
    );
    expect(listed[1]).toMatchObject({
      kind: 'SUMMON',
      createdBy: own.members[1]!.userId,
      createdByName: own.members[1]!.name,
      beneficiary: null,
      uses: 0,
      maxUses: 3,
    });
    expect(forBeneficiary.map(({ id }) => id)).toEqual([first]);
  });

  it('leaves out revoked, completed and exhausted links', async () => {
    // Prepare
    const own = await aTeam(1);
    const ownToken = own.owner.tokens.IdToken;
    const questionnaire = await aQuestionnaire(ownToken);
    const remote = async () =>
      dataOf<{ JTI: string }>(
        await gql(ADD_REMOTE, { beneficiaryID: `ben-${unique()}`, outcomeSetID: questionnaire.id }, ownToken),
        'AddRemoteMeeting',
      ).JTI;
    const revoked = await remote();
    dataOf(await gql(REVOKE_LINK, { id: revoked }, ownToken), 'RevokeLink');
    const completed = await remote();
    const completedToken = await linkTokenOf(completed);
    const meetingID = linkClaims(completedToken).sequence[0]!;
    await answerAll(completedToken, meetingID, questionnaire.questions);
    dataOf(await gql(LINK_COMPLETE, { meetingID }, completedToken), 'CompleteMeeting');
    const exhausted = dataOf<string>(
      await gql(MEETING_SUMMON, { outcomeSetID: questionnaire.id, maxUses: 1 }, ownToken),
      'NewMeetingSummon',
    );
    const used = dataOf<string>(await useSummon(exhausted, 'ben-once'), 'NewMeetingFromSummon');
    const open = await remote();

    // Act
    const listed = await openLinksOf(ownToken);

    // Assess: the link the exhausted summon made stays open for its beneficiary.
    expect(listed.map(({ id }) => id)).toEqual([open, used]);
  });

  it('shows wrong callers nothing of ours and refuses bad input', async () => {
    // Prepare
    await aRemoteLink();
    const other = await aSignedUpUser();
    const removed = await aRemovedMember(team);
    const linkToken = await linkTokenOf(await aRemoteLink());

    // Act
    const responses = [
      await gql(OPEN_LINKS, {}, other.tokens.IdToken),
      await gql(OPEN_LINKS, {}, removed.tokens.IdToken),
      await gql(OPEN_LINKS, {}, linkToken),
      await gql(OPEN_LINKS, {}, 'anonymous'),
      await gql(OPEN_LINKS, { beneficiary: 'x'.repeat(101) }, token),
    ];

    // Assess
    expect(responses[0]!.data).toEqual({ openLinks: [] });
    expect(responses.slice(1).map(errorTypeOf)).toEqual([
      'auth.noOrganisation',
      'Unauthorized',
      'Unauthorized',
      'input.invalid',
    ]);
  });
});

describe('RevokeLink', () => {
  it('ends a one-time link and a summon, which then open as expired, and keeps them stored', async () => {
    // Prepare
    const jti = await aRemoteLink(team.members[1]!.tokens.IdToken);
    const summonID = await aSummon();
    const beneficiary = `ben-${unique()}`;
    const named = `${base32(beneficiary)}-${summonID}`;

    // Act
    const revoked = [
      await gql(REVOKE_LINK, { id: jti }, token),
      await gql(REVOKE_LINK, { id: summonID }, team.members[1]!.tokens.IdToken),
    ];

    // Assess
    expect(revoked.map((response) => response.data)).toEqual([{ RevokeLink: true }, { RevokeLink: true }]);
    expect(errorTypeOf(await gql(JWT, { jti }, 'anonymous'))).toBe('link.expired');
    expect(errorTypeOf(await useSummon(summonID, beneficiary))).toBe('summon.expired');
    expect(errorTypeOf(await useSummon(named))).toBe('summon.expired');
    expect(await recordsOf(beneficiary)).toEqual([]);
    const stored = (await scanTable()).find((item) => item.pk === `JTI#${jti}`);
    expect(stored).toMatchObject({ revokedAt: expect.any(String) });
    expect(stored).not.toHaveProperty('gsi1pk');
    const again = await gql(REVOKE_LINK, { id: jti }, token);
    expect(errorTypeOf(again)).toBe('link.notFound');
  });

  it("stops the tokens the link already gave out at once: the beneficiary's next answer is refused", async () => {
    // Prepare: the beneficiary has the link open and has answered one question
    const jti = await aRemoteLink();
    const linkToken = await linkTokenOf(jti);
    const [meetingID] = linkClaims(linkToken).sequence;
    const [first, second] = qnr.questions;
    dataOf(await gql(LINK_ANSWER, { meetingID, questionID: first, value: 2 }, linkToken), 'AddLikertAnswer');
    dataOf(await gql(REVOKE_LINK, { id: jti }, token), 'RevokeLink');
    const afterRevoking = await organisationSnapshot(team.orgId, [team.owner.userId]);

    // Act: the token itself still has its signature and up to 2 hours
    const answer = await gql(LINK_ANSWER, { meetingID, questionID: second, value: 3 }, linkToken);
    const read = await gql(LINK_GET_MEETING, { id: meetingID }, linkToken);
    const complete = await gql(LINK_COMPLETE, { meetingID }, linkToken);

    // Assess
    expect([answer, read, complete].map(errorTypeOf)).toEqual([
      'link.expired',
      'link.expired',
      'link.expired',
    ]);
    expect([answer, read, complete].map((response) => response.data ?? null)).toEqual([null, null, null]);
    expect(await organisationSnapshot(team.orgId, [team.owner.userId])).toEqual(afterRevoking);
  });

  it('refuses wrong callers and bad input, changing nothing', async () => {
    // Prepare
    const jti = await aRemoteLink();
    const linkToken = await linkTokenOf(jti);
    const other = await aSignedUpUser();
    const removed = await aRemovedMember(team);
    const before = await organisationSnapshot(team.orgId);

    // Act
    const responses = [
      await gql(REVOKE_LINK, { id: jti }, other.tokens.IdToken),
      await gql(REVOKE_LINK, { id: jti }, removed.tokens.IdToken),
      await gql(REVOKE_LINK, { id: jti }, linkToken),
      await gql(REVOKE_LINK, { id: jti }, 'anonymous'),
      await gql(REVOKE_LINK, { id: ' ' }, token),
      await gql(REVOKE_LINK, { id: 'no-such-link' }, token),
    ];

    // Assess
    expect(responses.map(errorTypeOf)).toEqual([
      'link.notFound',
      'auth.noOrganisation',
      'Unauthorized',
      'Unauthorized',
      'input.invalid',
      'link.notFound',
    ]);
    expect(await organisationSnapshot(team.orgId)).toEqual(before);
    expect(errorTypeOf(await gql(JWT, { jti }, 'anonymous'))).toBeUndefined();
  });
});

describe('RevokeLinksOf', () => {
  it("revokes the open links a removed member made, and says how many; the others' stay open", async () => {
    // Prepare
    const own = await aTeam(3);
    const [owner, leaver, stayer] = own.members as [Team['owner'], Team['owner'], Team['owner']];
    const questionnaire = await aQuestionnaire(owner.tokens.IdToken);
    const make = async (who: Team['owner']) =>
      dataOf<{ JTI: string }>(
        await gql(
          ADD_REMOTE,
          { beneficiaryID: `ben-${unique()}`, outcomeSetID: questionnaire.id },
          who.tokens.IdToken,
        ),
        'AddRemoteMeeting',
      ).JTI;
    const theirs = [
      await make(leaver),
      await make(leaver),
      dataOf<string>(
        await gql(MEETING_SUMMON, { outcomeSetID: questionnaire.id }, leaver.tokens.IdToken),
        'NewMeetingSummon',
      ),
    ];
    const kept = await make(stayer);
    dataOf(
      await gql(
        'mutation($userID: String!) { RemoveUser(userID: $userID) { id } }',
        { userID: leaver.userId },
        owner.tokens.IdToken,
      ),
      'RemoveUser',
    );

    // Act
    const count = await gql(REVOKE_LINKS_OF, { userID: leaver.userId }, owner.tokens.IdToken);
    const again = await gql(REVOKE_LINKS_OF, { userID: leaver.userId }, stayer.tokens.IdToken);

    // Assess
    expect(count.data).toEqual({ RevokeLinksOf: 3 });
    expect(again.data).toEqual({ RevokeLinksOf: 0 });
    expect((await openLinksOf(owner.tokens.IdToken)).map(({ id }) => id)).toEqual([kept]);
    expect(errorTypeOf(await gql(JWT, { jti: theirs[0] }, 'anonymous'))).toBe('link.expired');
    expect(errorTypeOf(await useSummon(theirs[2]!, 'someone'))).toBe('summon.expired');
  });

  it('refuses wrong callers and bad input, changing nothing', async () => {
    // Prepare
    const jti = await aRemoteLink();
    const linkToken = await linkTokenOf(jti);
    const other = await aSignedUpUser();
    const removed = await aRemovedMember(team);
    const before = await organisationSnapshot(team.orgId);

    // Act
    const responses = [
      await gql(REVOKE_LINKS_OF, { userID: team.owner.userId }, other.tokens.IdToken),
      await gql(REVOKE_LINKS_OF, { userID: team.owner.userId }, removed.tokens.IdToken),
      await gql(REVOKE_LINKS_OF, { userID: team.owner.userId }, linkToken),
      await gql(REVOKE_LINKS_OF, { userID: team.owner.userId }, 'anonymous'),
      await gql(REVOKE_LINKS_OF, { userID: '' }, token),
    ];

    // Assess
    expect(responses[0]!.data).toEqual({ RevokeLinksOf: 0 });
    expect(responses.slice(1).map(errorTypeOf)).toEqual([
      'auth.noOrganisation',
      'Unauthorized',
      'Unauthorized',
      'input.invalid',
    ]);
    expect(await organisationSnapshot(team.orgId)).toEqual(before);
  });
});
