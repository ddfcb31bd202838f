import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { linksRepository } from '../../functions/src/domains/links/links.repository.ts';
import type { Meeting } from '../../functions/src/domains/records/records.repository.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { base32 } from './steps/summon-code.ts';
import {
  ADD_MEETING,
  LINK_ANSWER,
  LINK_COMPLETE,
  DELETE,
  EDIT_TAGS,
  LINK_GET_MEETING,
  MEETINGS,
  LINK_NOTES,
  RECENT,
  aMeeting,
  aQuestionnaire,
  aQuestionnaireOf,
  aRecordItem,
  aSequence,
  answerAll,
  dataOf,
  meetingAs,
  unique,
  type MeetingData,
  type TestQuestionnaire,
} from './steps/meetings.ts';
import { aTeam, wrongCallersOf, type Team } from './steps/people.ts';
import { organisationSnapshot, scanTable } from './steps/table.ts';
import { LINK_TOKEN_PREFIX as WEB_PREFIX, parseLinkToken } from '../../web/src/lib/beneficiary-session.ts';
import { linkClaims } from './steps/tokens.ts';

const ADD_REMOTE = `mutation Remote($beneficiaryID: String!, $outcomeSetID: String!, $daysToComplete: Int, $tags: [String]) {
  AddRemoteMeeting(beneficiaryID: $beneficiaryID, outcomeSetID: $outcomeSetID, daysToComplete: $daysToComplete,
    tags: $tags) { JTI }
}`;
const START_REMOTE = `mutation RemoteSeq($beneficiaryID: String!, $sequenceID: String!, $daysToComplete: Int, $tags: [String]) {
  StartRemoteSequence(beneficiaryID: $beneficiaryID, sequenceID: $sequenceID, daysToComplete: $daysToComplete,
    tags: $tags)
}`;
const JWT = 'query Jwt($jti: String!) { jwt(jti: $jti) }';
const MEETING_SUMMON = `mutation Summon($outcomeSetID: String!, $daysToComplete: Int, $tags: [String], $maxUses: Int) {
  NewMeetingSummon(outcomeSetID: $outcomeSetID, daysToComplete: $daysToComplete, tags: $tags, maxUses: $maxUses)
}`;
const SEQUENCE_SUMMON = `mutation SeqSummon($sequenceID: String!, $daysToComplete: Int, $tags: [String], $maxUses: Int) {
  NewSequenceSummon(sequenceID: $sequenceID, daysToComplete: $daysToComplete, tags: $tags, maxUses: $maxUses)
}`;
const FROM_SUMMON = `mutation FromSummon($summonID: String!, $beneficiaryID: String) {
  NewMeetingFromSummon(summonID: $summonID, beneficiaryID: $beneficiaryID)
}`;

const SUMMON_STATUS = 'query Status($summonID: String!) { summonStatus(summonID: $summonID) }';
const REVOKE_LINK = 'mutation Revoke($id: String!) { RevokeLink(id: $id) }';

const DAY = 86_400;
const HOUR = 3600;

/** The stored link's own expiry (epoch seconds), which its tokens never outlive. */
const linkExpiryOf = async (jti: string) =>
  (await scanTable()).find((item) => item.pk === `JTI#${jti}`)?.expiresAt as number;

let team: Team;
let token: string;
let qnr: TestQuestionnaire;

beforeAll(async () => {
  team = await aTeam(1);
  token = team.owner.tokens.IdToken;
  qnr = await aQuestionnaire(token);
});

async function aRemoteMeeting(beneficiaryID = `ben-${unique()}`, extra: Record<string, unknown> = {}) {
  const { JTI } = dataOf<{ JTI: string }>(
    await gql(ADD_REMOTE, { beneficiaryID, outcomeSetID: qnr.id, ...extra }, token),
    'AddRemoteMeeting',
  );
  return JTI;
}

const linkTokenOf = async (jti: string) => dataOf<string>(await gql(JWT, { jti }, 'anonymous'), 'jwt');

describe('AddRemoteMeeting and jwt', () => {
  it('makes a one-time link whose token reads and answers its record until completion', async () => {
    // Prepare
    const beneficiaryID = `ben-${unique()}`;
    const before = Math.floor(Date.now() / 1000);
    const jti = await aRemoteMeeting(beneficiaryID, { tags: ['remote'] });

    // Act
    const linkToken = await linkTokenOf(jti);
    const claims = linkClaims(linkToken);
    const meetingID = claims.sequence[0]!;
    // The token is not a JWT to AppSync (docs/decisions.md), and the web reads it as it arrives.
    const webRead = parseLinkToken(linkToken);
    const read = await gql<{ meeting: MeetingData }>(LINK_GET_MEETING, { id: meetingID }, linkToken);
    const answered = await gql(
      LINK_ANSWER,
      { meetingID, questionID: qnr.questions[0], value: 3, allowOverwrite: true },
      linkToken,
    );
    const noted = await gql(LINK_NOTES, { meetingID, notes: 'from home' }, linkToken);
    const unanswered = await gql(LINK_COMPLETE, { meetingID }, linkToken);
    await answerAll(linkToken, meetingID, qnr.questions.slice(1), 4);
    const completed = await gql<{ CompleteMeeting: MeetingData }>(LINK_COMPLETE, { meetingID }, linkToken);
    const readAfter = await gql(LINK_GET_MEETING, { id: meetingID }, linkToken);
    const answerAfter = await gql(
      LINK_ANSWER,
      { meetingID, questionID: qnr.questions[0], value: 1, allowOverwrite: true },
      linkToken,
    );

    // Assess
    expect(claims).toMatchObject({ org: team.orgId, beneficiary: true, sub: beneficiaryID, jti });
    expect(linkToken.startsWith(WEB_PREFIX)).toBe(true);
    expect(linkToken.split('.')).toHaveLength(4);
    expect(webRead).toMatchObject({ beneficiary: beneficiaryID, sequence: [meetingID], isBeneficiary: true });
    // The link lives 100 days; the token it yields 2 hours.
    expect(await linkExpiryOf(jti)).toBeGreaterThanOrEqual(before + 100 * DAY - 5);
    expect(await linkExpiryOf(jti)).toBeLessThanOrEqual(before + 100 * DAY + 5);
    expect(claims.exp).toBeGreaterThanOrEqual(before + 2 * HOUR - 5);
    expect(claims.exp).toBeLessThanOrEqual(before + 2 * HOUR + 5);
    expect(read.data?.meeting).toMatchObject({ id: meetingID, beneficiary: beneficiaryID });
    expect(read.data?.meeting.outcomeSet?.id).toBe(qnr.id);
    expect(errorTypeOf(answered)).toBeUndefined();
    expect(errorTypeOf(noted)).toBeUndefined();
    expect(errorTypeOf(unanswered)).toBe('meeting.unanswered');
    expect(unanswered.errors?.[0]?.errorInfo).toEqual({ questions: qnr.questions.slice(1), notes: false });
    expect(completed.data?.CompleteMeeting.incomplete).toBe(false);
    expect(errorTypeOf(readAfter)).toBe('meeting.complete');
    expect(errorTypeOf(answerAfter)).toBe('meeting.complete');
    const stored = await meetingAs(token, meetingID);
    expect(stored).toMatchObject({
      notes: 'from home',
      incomplete: false,
      user: team.owner.userId,
      meetingTags: ['remote'],
    });
    expect(stored?.answers.map((a) => a.answer)).toEqual([3, 4, 4]);
  });

  it('rounds daysToComplete up and refuses a lifetime under one day or over 365', async () => {
    // Prepare
    const before = Math.floor(Date.now() / 1000);

    // Act
    const twoDays = await aRemoteMeeting(undefined, { daysToComplete: 2 });
    const year = await aRemoteMeeting(undefined, { daysToComplete: 365 });
    const zero = await gql(
      ADD_REMOTE,
      { beneficiaryID: 'b-zero', outcomeSetID: qnr.id, daysToComplete: 0 },
      token,
    );
    const tooLong = await gql(
      ADD_REMOTE,
      { beneficiaryID: 'b-zero', outcomeSetID: qnr.id, daysToComplete: 366 },
      token,
    );

    // Assess
    expect(await linkExpiryOf(twoDays)).toBeGreaterThanOrEqual(before + 2 * DAY - 5);
    expect(await linkExpiryOf(twoDays)).toBeLessThanOrEqual(before + 2 * DAY + 5);
    expect(await linkExpiryOf(year)).toBeLessThanOrEqual(before + 365 * DAY + 5);
    expect(errorTypeOf(zero)).toBe('input.invalid');
    expect(errorTypeOf(tooLong)).toBe('input.invalid');
    expect(tooLong.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { daysToComplete: 'tooLarge' } });
    const listed = await gql<{ incompleteMeetings: unknown[] }>(MEETINGS, { beneficiary: 'b-zero' }, token);
    expect(listed.data?.incompleteMeetings).toEqual([]);
  });

  it('answers link.notFound for an unknown JTI', async () => {
    // Act
    const response = await gql(JWT, { jti: 'no-such-link' }, 'anonymous');

    // Assess
    expect(errorTypeOf(response)).toBe('link.notFound');
  });

  it('denies a link token every record outside its sequence and every other operation', async () => {
    // Prepare
    const linkToken = await linkTokenOf(await aRemoteMeeting());
    const own = linkClaims(linkToken).sequence[0]!;
    const other = await aMeeting(token, qnr.id);
    const otherLink = linkClaims(await linkTokenOf(await aRemoteMeeting())).sequence;

    // Act, Assess: records outside the sequence.
    for (const meetingID of [other.id, otherLink[0]!]) {
      expect(errorTypeOf(await gql(LINK_GET_MEETING, { id: meetingID }, linkToken))).toBe('auth.forbidden');
      expect(
        errorTypeOf(await gql(LINK_ANSWER, { meetingID, questionID: qnr.questions[0], value: 2 }, linkToken)),
      ).toBe('auth.forbidden');
      expect(errorTypeOf(await gql(LINK_NOTES, { meetingID, notes: 'x' }, linkToken))).toBe('auth.forbidden');
      expect(errorTypeOf(await gql(LINK_COMPLETE, { meetingID }, linkToken))).toBe('auth.forbidden');
    }
    // Act, Assess: every staff operation, even on its own record.
    const staffOnly: [string, Record<string, unknown>][] = [
      [ADD_MEETING, { beneficiaryID: 'x', outcomeSetID: qnr.id }],
      // One root field each: the authorizer refuses a link request carrying more before any field is asked.
      ['query($b: String!) { incompleteMeetings(beneficiary: $b) { id } }', { b: 'x' }],
      [RECENT, { page: 0 }],
      [DELETE, { meetingID: own }],
      [EDIT_TAGS, { meetingID: own, tags: ['x'] }],
      [ADD_REMOTE, { beneficiaryID: 'x', outcomeSetID: qnr.id }],
      [MEETING_SUMMON, { outcomeSetID: qnr.id }],
      ['{ tags }', {}],
    ];
    for (const [query, variables] of staffOnly) {
      expect(errorTypeOf(await gql(query, variables, linkToken)), query).toBe('Unauthorized');
    }
    expect(await meetingAs(token, other.id)).toEqual(other);
    expect(await meetingAs(token, own)).toMatchObject({ id: own, meetingTags: [] });
  });

  it('refuses wrong callers of AddRemoteMeeting and staff callers of jwt', async () => {
    // Prepare
    const jti = await aRemoteMeeting();
    const expected: Record<string, string> = {
      'a member of another organisation': 'questionnaire.notFound',
      'a removed member': 'auth.noOrganisation',
      'a beneficiary': 'Unauthorized',
      'the anonymous caller': 'Unauthorized',
    };

    // Act, Assess
    for (const [name, callerToken] of await wrongCallersOf(team)) {
      const response = await gql(
        ADD_REMOTE,
        { beneficiaryID: 'ben-wrong', outcomeSetID: qnr.id },
        callerToken,
      );
      expect(errorTypeOf(response), name).toBe(expected[name]);
    }
    expect(errorTypeOf(await gql(JWT, { jti }, token))).toBe('Unauthorized');
    const listed = await gql<{ incompleteMeetings: unknown[] }>(
      MEETINGS,
      { beneficiary: 'ben-wrong' },
      token,
    );
    expect(listed.data?.incompleteMeetings).toEqual([]);
  });
});

const ANSWERING_FLOW = `query Flow($id: String!) {
  meeting(id: $id) {
    id notes
    answers { __typename questionID notes ... on IntAnswer { answer } }
    aggregates { category { categoryID value } }
    outcomeSet {
      id name description instructions noteRequired notePrompt noteDeactivated readOnly
      questions { __typename id question short archived categoryID
        ... on LikertScale { leftValue rightValue leftLabel rightLabel labels { value label } noteRequired notePrompt noteDeactivated } }
      categories { id name aggregation }
      requiredTags { label options }
      plugins { id }
    }
  }
}`;

describe('the answering flow of a link token', () => {
  it('reads everything the answering screens select', async () => {
    // Prepare
    const linkToken = await linkTokenOf(await aRemoteMeeting());
    const meetingID = linkClaims(linkToken).sequence[0]!;
    await gql(LINK_ANSWER, { meetingID, questionID: qnr.questions[1], value: 4 }, linkToken);

    // Act
    const response = await gql<{ meeting: { outcomeSet: { questions: unknown[] }; answers: unknown[] } }>(
      ANSWERING_FLOW,
      { id: meetingID },
      linkToken,
    );

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data?.meeting.outcomeSet.questions).toHaveLength(3);
    expect(response.data?.meeting.answers).toEqual([
      { __typename: 'IntAnswer', questionID: qnr.questions[1], notes: null, answer: 4 },
    ]);
  });
});

describe('StartRemoteSequence', () => {
  it('puts the sequence records, then its destination, behind one link', async () => {
    // Prepare
    const second = await aQuestionnaire(token);
    const sequenceID = await aSequence(token, [qnr.id, second.id], 'https://example.org/thanks');
    const beneficiaryID = `ben-${unique()}`;

    // Act
    const jti = dataOf<string>(
      await gql(START_REMOTE, { beneficiaryID, sequenceID, daysToComplete: 1 }, token),
      'StartRemoteSequence',
    );
    const sequence = linkClaims(await linkTokenOf(jti)).sequence;

    // Assess
    expect(sequence).toHaveLength(3);
    expect(sequence[2]).toBe('https://example.org/thanks');
    const listed = await gql<{ incompleteMeetings: MeetingData[] }>(
      MEETINGS,
      { beneficiary: beneficiaryID },
      token,
    );
    expect(listed.data?.incompleteMeetings.map((m) => m.id).sort()).toEqual(sequence.slice(0, 2).sort());
  });

  it.each([
    [
      'a lifetime of 0 days',
      { daysToComplete: 0 },
      'input.invalid',
      { fieldErrors: { daysToComplete: 'tooSmall' } },
    ],
    [
      'a negative lifetime',
      { daysToComplete: -3 },
      'input.invalid',
      { fieldErrors: { daysToComplete: 'tooSmall' } },
    ],
    [
      'a lifetime over 365 days',
      { daysToComplete: 366 },
      'input.invalid',
      { fieldErrors: { daysToComplete: 'tooLarge' } },
    ],
    ['an unknown sequence', { sequenceID: 'no-such-sequence' }, 'sequence.notFound', undefined],
  ])('refuses %s and writes no link or record', async (_case, change, code, errorInfo) => {
    // Prepare
    const sequenceID = await aSequence(token, [qnr.id]);
    const beneficiaryID = `ben-${unique()}`;
    const before = await organisationSnapshot(team.orgId);

    // Act
    const response = await gql(START_REMOTE, { beneficiaryID, sequenceID, ...change }, token);

    // Assess
    expect(errorTypeOf(response)).toBe(code);
    expect(response.errors?.[0]?.errorInfo ?? undefined).toEqual(errorInfo);
    expect(await organisationSnapshot(team.orgId)).toEqual(before);
    expect(await incompleteOf(beneficiaryID)).toEqual([]);
  });
});

describe('summons', () => {
  it('creates records with the summon tags for a typed beneficiary and for a base32 prefix in either case', async () => {
    // Prepare
    const summonID = dataOf<string>(
      await gql(MEETING_SUMMON, { outcomeSetID: qnr.id, tags: ['summoned'] }, token),
      'NewMeetingSummon',
    );
    const typed = `ben-${unique()}`;
    const prefixed = `Bén ${unique()}`;
    const upper = `ben-${unique()}`;

    // Act
    const jtis = [
      dataOf<string>(
        await gql(FROM_SUMMON, { summonID, beneficiaryID: typed }, 'anonymous'),
        'NewMeetingFromSummon',
      ),
      dataOf<string>(
        await gql(FROM_SUMMON, { summonID: `${base32(prefixed)}-${summonID}` }, 'anonymous'),
        'NewMeetingFromSummon',
      ),
      dataOf<string>(
        await gql(FROM_SUMMON, { summonID: `${base32(upper).toUpperCase()}-${summonID}` }, 'anonymous'),
        'NewMeetingFromSummon',
      ),
    ];

    // Assess
    for (const [index, beneficiary] of [typed, prefixed, upper].entries()) {
      const claims = linkClaims(await linkTokenOf(jtis[index]!));
      expect(claims.sub).toBe(beneficiary);
      const record = await meetingAs(token, claims.sequence[0]!);
      expect(record).toMatchObject({ beneficiary, meetingTags: ['summoned'], user: team.owner.userId });
    }
  });

  it('runs a sequence summon and tells exhausted, unknown and undecodable links apart', async () => {
    // Prepare
    const sequenceID = await aSequence(token, [qnr.id], 'https://example.org/next');
    const sequenceSummon = dataOf<string>(
      await gql(SEQUENCE_SUMMON, { sequenceID }, token),
      'NewSequenceSummon',
    );
    const once = dataOf<string>(
      await gql(MEETING_SUMMON, { outcomeSetID: qnr.id, maxUses: 1 }, token),
      'NewMeetingSummon',
    );

    // Act
    const fromSequence = await gql<{ NewMeetingFromSummon: string }>(
      FROM_SUMMON,
      { summonID: sequenceSummon, beneficiaryID: 'seq-ben' },
      'anonymous',
    );
    const first = await gql(FROM_SUMMON, { summonID: once, beneficiaryID: 'once-1' }, 'anonymous');
    const second = await gql(FROM_SUMMON, { summonID: once, beneficiaryID: 'once-2' }, 'anonymous');
    const unknown = await gql(FROM_SUMMON, { summonID: 'no-such-summon', beneficiaryID: 'x' }, 'anonymous');
    const undecodable = await gql(FROM_SUMMON, { summonID: `1!-${once}` }, 'anonymous');
    const noBeneficiary = await gql(FROM_SUMMON, { summonID: once }, 'anonymous');

    // Assess
    const sequence = linkClaims(await linkTokenOf(fromSequence.data!.NewMeetingFromSummon)).sequence;
    expect(sequence).toHaveLength(2);
    expect(sequence[1]).toBe('https://example.org/next');
    expect(errorTypeOf(first)).toBeUndefined();
    expect(errorTypeOf(second)).toBe('summon.exhausted');
    expect(errorTypeOf(unknown)).toBe('summon.notFound');
    expect(errorTypeOf(undecodable)).toBe('summon.notFound');
    expect(errorTypeOf(noBeneficiary)).toBe('input.invalid');
    const listed = await gql<{ incompleteMeetings: unknown[] }>(MEETINGS, { beneficiary: 'once-2' }, token);
    expect(listed.data?.incompleteMeetings).toEqual([]);
  });

  it.each([
    ['an unknown sequence', { sequenceID: 'no-such-sequence' }, 'sequence.notFound', undefined],
    ['maxUses of 0', { maxUses: 0 }, 'input.invalid', { fieldErrors: { maxUses: 'tooSmall' } }],
    ['a negative maxUses', { maxUses: -1 }, 'input.invalid', { fieldErrors: { maxUses: 'tooSmall' } }],
    [
      'maxUses above 1,000,000',
      { maxUses: 1_000_001 },
      'input.invalid',
      { fieldErrors: { maxUses: 'tooLarge' } },
    ],
  ])('refuses a sequence summon with %s and writes no summon', async (_case, change, code, errorInfo) => {
    // Prepare
    const sequenceID = await aSequence(token, [qnr.id]);
    const before = await organisationSnapshot(team.orgId);

    // Act
    const response = await gql(SEQUENCE_SUMMON, { sequenceID, ...change }, token);

    // Assess
    expect(errorTypeOf(response)).toBe(code);
    expect(response.errors?.[0]?.errorInfo ?? undefined).toEqual(errorInfo);
    expect(await organisationSnapshot(team.orgId)).toEqual(before);
  });

  it('enforces required tags when the summon is made, and refuses wrong callers', async () => {
    // Prepare
    const tagged = await aQuestionnaire(token, { requiredTags: [{ label: 'Site', options: ['North'] }] });
    const expected: Record<string, string> = {
      'a member of another organisation': 'questionnaire.notFound',
      'a removed member': 'auth.noOrganisation',
      'a beneficiary': 'Unauthorized',
      'the anonymous caller': 'Unauthorized',
    };

    // Act
    const missing = await gql(MEETING_SUMMON, { outcomeSetID: tagged.id, tags: ['South'] }, token);
    const given = await gql(MEETING_SUMMON, { outcomeSetID: tagged.id, tags: ['North'] }, token);

    // Assess
    expect(errorTypeOf(missing)).toBe('meeting.requiredTags');
    expect(errorTypeOf(given)).toBeUndefined();
    for (const [name, callerToken] of await wrongCallersOf(team)) {
      const response = await gql(MEETING_SUMMON, { outcomeSetID: qnr.id }, callerToken);
      expect(errorTypeOf(response), name).toBe(expected[name]);
    }
  });
});

describe('summonStatus', () => {
  const statusOf = async (summonID: string, caller = 'anonymous') =>
    dataOf<string>(await gql(SUMMON_STATUS, { summonID }, caller), 'summonStatus');

  it('tells an open, unknown, expired and exhausted summon apart, as a use would, using none', async () => {
    // Prepare
    const open = dataOf<string>(
      await gql(MEETING_SUMMON, { outcomeSetID: qnr.id }, token),
      'NewMeetingSummon',
    );
    const once = dataOf<string>(
      await gql(MEETING_SUMMON, { outcomeSetID: qnr.id, maxUses: 1 }, token),
      'NewMeetingSummon',
    );
    const revoked = dataOf<string>(
      await gql(MEETING_SUMMON, { outcomeSetID: qnr.id }, token),
      'NewMeetingSummon',
    );
    dataOf(
      await gql(FROM_SUMMON, { summonID: once, beneficiaryID: `ben-${unique()}` }, 'anonymous'),
      'NewMeetingFromSummon',
    );
    dataOf(await gql(REVOKE_LINK, { id: revoked }, token), 'RevokeLink');
    const before = await organisationSnapshot(team.orgId);

    // Act
    const statuses = [
      await statusOf(open),
      await statusOf(`${base32(`ben-${unique()}`)}-${open}`),
      await statusOf(once),
      await statusOf(revoked),
      await statusOf('no-such-summon'),
      await statusOf(`1!-a-b-c-d-${open.slice(0, 4)}`),
    ];

    // Assess: the status alone, and nothing written (no use, record or link)
    expect(statuses).toEqual(['OPEN', 'OPEN', 'EXHAUSTED', 'EXPIRED', 'NOT_FOUND', 'NOT_FOUND']);
    expect(await organisationSnapshot(team.orgId)).toEqual(before);
    expect(await usesOf(open)).toBe(0);
  });

  it('answers nothing but the status: no organisation, questionnaire, tags or uses', async () => {
    // Prepare
    const summonID = dataOf<string>(
      await gql(MEETING_SUMMON, { outcomeSetID: qnr.id, tags: ['secret-tag'] }, token),
      'NewMeetingSummon',
    );

    // Act
    const response = await gql(SUMMON_STATUS, { summonID }, 'anonymous');

    // Assess
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ summonStatus: 'OPEN' });
  });

  it.each([
    ['an empty code', '  ', { fieldErrors: { summonID: 'required' } }],
    ['a code over 400 characters', 'x'.repeat(401), { fieldErrors: { summonID: 'tooLong' } }],
  ])('refuses %s as input.invalid', async (_case, summonID, errorInfo) => {
    // Act
    const response = await gql(SUMMON_STATUS, { summonID }, 'anonymous');

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(response.errors?.[0]?.errorInfo).toEqual(errorInfo);
  });

  it('is public as NewMeetingFromSummon is: staff tokens are refused, a link token is answered, one field a request', async () => {
    // Prepare
    const summonID = dataOf<string>(
      await gql(MEETING_SUMMON, { outcomeSetID: qnr.id }, token),
      'NewMeetingSummon',
    );
    const expected: Record<string, string | undefined> = {
      // A Cognito token is refused by AppSync itself: the field is @aws_lambda only.
      'a member of another organisation': 'Unauthorized',
      'a removed member': 'Unauthorized',
      'a beneficiary': undefined,
      'the anonymous caller': undefined,
    };
    const callers = await wrongCallersOf(team);
    const before = await organisationSnapshot(team.orgId);

    // Act
    const responses = await Promise.all(
      callers.map(([, callerToken]) => gql(SUMMON_STATUS, { summonID }, callerToken)),
    );
    const own = await gql(SUMMON_STATUS, { summonID }, token);
    const twice = await gql(
      'query($s: String!) { a: summonStatus(summonID: $s) b: summonStatus(summonID: $s) }',
      { s: summonID },
      'anonymous',
    );

    // Assess
    for (const [index, [name]] of callers.entries()) {
      expect(errorTypeOf(responses[index]!), name).toBe(expected[name]);
      if (expected[name] === undefined) expect(responses[index]!.data).toEqual({ summonStatus: 'OPEN' });
      else expect(responses[index]!.data ?? null, name).toBeNull();
    }
    expect(errorTypeOf(own)).toBe('Unauthorized');
    expect(errorTypeOf(twice)).toBe('UnauthorizedException');
    expect(await organisationSnapshot(team.orgId)).toEqual(before);
  });
});

const QUESTIONNAIRE = 'query Qnr($id: String!) { outcomeset(id: $id) { name inUse } }';
const EDIT_REQUIRED_TAGS = `mutation Tags($outcomeSetID: ID!, $name: String!, $requiredTags: [RequiredTagInput]) {
  EditOutcomeSet(outcomeSetID: $outcomeSetID, name: $name, requiredTags: $requiredTags) { id }
}`;
const DELETE_QUESTIONNAIRE = 'mutation DelQnr($id: ID!) { DeleteOutcomeSet(outcomeSetID: $id) }';
const DELETE_SEQUENCE = 'mutation DelSeq($id: String!) { DeleteSequence(id: $id) }';

const questionnaireOf = async (id: string) =>
  dataOf<{ name: string; inUse: boolean }>(await gql(QUESTIONNAIRE, { id }, token), 'outcomeset');

async function setRequiredTags(outcomeSetID: string, requiredTags: { label: string; options: string[] }[]) {
  const { name } = await questionnaireOf(outcomeSetID);
  dataOf(await gql(EDIT_REQUIRED_TAGS, { outcomeSetID, name, requiredTags }, token), 'EditOutcomeSet');
}

/** How many times the summon was used, as stored. */
const usesOf = async (summonID: string) =>
  (await scanTable()).find((item) => item.pk === `SUMMON#${summonID}`)?.uses;

const incompleteOf = async (beneficiary: string) =>
  dataOf<unknown[]>(await gql(MEETINGS, { beneficiary }, token), 'incompleteMeetings');

const aMeetingSummon = async (variables: Record<string, unknown>) =>
  dataOf<string>(await gql(MEETING_SUMMON, variables, token), 'NewMeetingSummon');

describe('a summon used after its questionnaire or sequence changed', () => {
  it('refuses a required tag added since, spending no use and creating nothing', async () => {
    // Prepare
    const fresh = await aQuestionnaire(token);
    const summonID = await aMeetingSummon({ outcomeSetID: fresh.id, tags: ['South'], maxUses: 1 });
    await setRequiredTags(fresh.id, [{ label: 'Site', options: ['North'] }]);
    const beneficiaryID = `ben-${unique()}`;

    // Act
    const refused = await gql(FROM_SUMMON, { summonID, beneficiaryID }, 'anonymous');

    // Assess
    expect(errorTypeOf(refused)).toBe('meeting.requiredTags');
    expect(refused.errors?.[0]?.errorInfo).toEqual({ labels: ['Site'] });
    expect(await usesOf(summonID)).toBe(0);
    expect(await incompleteOf(beneficiaryID)).toEqual([]);
    expect((await questionnaireOf(fresh.id)).inUse).toBe(false);
    // Its one use is still there once the tag is no longer required.
    await setRequiredTags(fresh.id, []);
    const used = await gql(FROM_SUMMON, { summonID, beneficiaryID }, 'anonymous');
    expect(errorTypeOf(used)).toBeUndefined();
    expect(await incompleteOf(beneficiaryID)).toHaveLength(1);
  });

  it('refuses a deleted questionnaire or sequence, spending no use', async () => {
    // Prepare
    const doomed = await aQuestionnaire(token);
    const meetingSummon = await aMeetingSummon({ outcomeSetID: doomed.id });
    const sequenceID = await aSequence(token, [qnr.id]);
    const sequenceSummon = dataOf<string>(
      await gql(SEQUENCE_SUMMON, { sequenceID }, token),
      'NewSequenceSummon',
    );
    dataOf(await gql(DELETE_QUESTIONNAIRE, { id: doomed.id }, token), 'DeleteOutcomeSet');
    dataOf(await gql(DELETE_SEQUENCE, { id: sequenceID }, token), 'DeleteSequence');
    const beneficiaryID = `ben-${unique()}`;

    // Act
    const noQuestionnaire = await gql(FROM_SUMMON, { summonID: meetingSummon, beneficiaryID }, 'anonymous');
    const noSequence = await gql(FROM_SUMMON, { summonID: sequenceSummon, beneficiaryID }, 'anonymous');

    // Assess
    expect(errorTypeOf(noQuestionnaire)).toBe('questionnaire.notFound');
    expect(errorTypeOf(noSequence)).toBe('sequence.notFound');
    expect(await usesOf(meetingSummon)).toBe(0);
    expect(await usesOf(sequenceSummon)).toBe(0);
    expect(await incompleteOf(beneficiaryID)).toEqual([]);
  });
});

describe('the transaction of a link, its records and a summon use', () => {
  /** A record for the beneficiary that none of these transactions may write. */
  const aRecordFor = (beneficiary: string, outcomeSetID: string): Meeting =>
    aRecordItem(team.owner.userId, outcomeSetID, {
      beneficiary,
      meetingTags: ['never-written'],
      tags: ['never-written'],
      remote: true,
    });

  it('writes nothing, and spends no use, when the link cannot be written', async () => {
    // Prepare: a link whose JTI is taken, so its conditional Put fails inside the transaction.
    const fresh = await aQuestionnaire(token);
    const summonID = await aMeetingSummon({ outcomeSetID: fresh.id, maxUses: 1 });
    const taken = await aRemoteMeeting();
    const takenSequence = linkClaims(await linkTokenOf(taken)).sequence;
    const beneficiary = `ben-${unique()}`;
    const record = aRecordFor(beneficiary, fresh.id);
    const link = {
      jti: taken,
      orgId: team.orgId,
      beneficiary,
      sequence: [record.id],
      user: team.owner.userId,
      expiresAt: Math.floor(Date.now() / 1000) + DAY,
      createdAt: new Date().toISOString(),
    };

    // Act
    const used = linksRepository.useSummon(summonID, Math.floor(Date.now() / 1000), link, [record]);
    await expect(used).rejects.toThrow();
    const put = linksRepository.putLink(link, [record]);
    await expect(put).rejects.toThrow();

    // Assess
    expect(await usesOf(summonID)).toBe(0);
    expect(await meetingAs(token, record.id)).toBeNull();
    expect(await incompleteOf(beneficiary)).toEqual([]);
    expect((await questionnaireOf(fresh.id)).inUse).toBe(false);
    const tags = dataOf<string[]>(await gql('{ tags }', {}, token), 'tags');
    expect(tags).not.toContain('never-written');
    expect(linkClaims(await linkTokenOf(taken)).sequence).toEqual(takenSequence);
  });

  it("tells the summon's refusals apart inside the transaction and writes nothing for them", async () => {
    // Prepare
    const fresh = await aQuestionnaire(token);
    const once = await aMeetingSummon({ outcomeSetID: fresh.id, maxUses: 1, daysToComplete: 1 });
    dataOf(
      await gql(FROM_SUMMON, { summonID: once, beneficiaryID: `ben-${unique()}` }, 'anonymous'),
      'NewMeetingFromSummon',
    );
    const unused = await aMeetingSummon({ outcomeSetID: fresh.id, daysToComplete: 1 });
    const now = Math.floor(Date.now() / 1000);
    const attempt = (summonID: string, at: number) => {
      const beneficiary = `ben-${unique()}`;
      const record = aRecordFor(beneficiary, fresh.id);
      const link = {
        jti: randomUUID(),
        orgId: team.orgId,
        beneficiary,
        sequence: [record.id],
        user: team.owner.userId,
        expiresAt: at + DAY,
        createdAt: new Date(at * 1000).toISOString(),
      };
      return { record, result: linksRepository.useSummon(summonID, at, link, [record]) };
    };

    // Act
    const exhausted = attempt(once, now);
    const expired = attempt(unused, now + 2 * DAY);
    const unknown = attempt(randomUUID(), now);

    // Assess
    await expect(exhausted.result).resolves.toBe('exhausted');
    await expect(expired.result).resolves.toBe('expired');
    await expect(unknown.result).resolves.toBe('notFound');
    for (const { record } of [exhausted, expired, unknown]) {
      expect(await meetingAs(token, record.id)).toBeNull();
    }
    expect(await usesOf(once)).toBe(1);
    expect(await usesOf(unused)).toBe(0);
  });

  it('lets concurrent uses of a summon past its maxUses only as often as it allows', async () => {
    // Prepare
    const summonID = await aMeetingSummon({ outcomeSetID: qnr.id, maxUses: 2 });
    const beneficiaries = Array.from({ length: 5 }, () => `ben-${unique()}`);

    // Act
    const responses = await Promise.all(
      beneficiaries.map((beneficiaryID) => gql(FROM_SUMMON, { summonID, beneficiaryID }, 'anonymous')),
    );

    // Assess
    const outcomes = responses.map((response) => errorTypeOf(response) ?? 'used').sort();
    expect(outcomes).toEqual(['summon.exhausted', 'summon.exhausted', 'summon.exhausted', 'used', 'used']);
    expect(await usesOf(summonID)).toBe(2);
    const created = await Promise.all(beneficiaries.map(incompleteOf));
    expect(created.flat()).toHaveLength(2);
  });

  it('holds the largest summon use: a sequence of 20 questionnaires with 50 tags', async () => {
    // Prepare
    const questionnaires = [];
    for (let i = 0; i < 20; i += 1) questionnaires.push((await aQuestionnaireOf(token, 1)).id);
    const sequenceID = await aSequence(token, questionnaires, 'https://example.org/done');
    const tags = Array.from({ length: 50 }, (_, i) => `tag-${unique()}-${i}`);
    const summonID = dataOf<string>(
      await gql(SEQUENCE_SUMMON, { sequenceID, tags }, token),
      'NewSequenceSummon',
    );
    const beneficiaryID = `ben-${unique()}`;

    // Act
    const jti = dataOf<string>(
      await gql(FROM_SUMMON, { summonID, beneficiaryID }, 'anonymous'),
      'NewMeetingFromSummon',
    );

    // Assess
    expect(linkClaims(await linkTokenOf(jti)).sequence).toHaveLength(21);
    expect(await incompleteOf(beneficiaryID)).toHaveLength(20);
    expect(await usesOf(summonID)).toBe(1);
  });
});
