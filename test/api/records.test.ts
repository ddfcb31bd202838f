import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { RippleTable } from '../../functions/src/core/table.ts';
import { questionnairesRepository } from '../../functions/src/domains/questionnaires/questionnaires.repository.ts';
import { BeneficiaryTagsChanged } from '../../functions/src/domains/records/beneficiary-tags-changed.ts';
import { recordsRepository } from '../../functions/src/domains/records/records.repository.ts';

import { errorTypeOf, gql } from './steps/graphql.ts';
import {
  ADD_MEETING,
  ANSWER,
  COMPLETE,
  DELETE,
  EDIT_BEN,
  EDIT_DATE,
  EDIT_TAGS,
  GET_MEETING,
  MEETINGS,
  NOTES,
  RECENT,
  START_SEQUENCE,
  aCompleteMeeting,
  aMeeting,
  aRecordItem,
  aLinkToken,
  aQuestionnaire,
  aQuestionnaireOf,
  aSequence,
  answerAll,
  dataOf,
  endLabels,
  meetingAs,
  unique,
  type MeetingData,
  type TestQuestionnaire,
} from './steps/meetings.ts';
import { aTeam, wrongCallersOf, type Team } from './steps/people.ts';

const ORG_TAGS = '{ tags }';
const EDIT_SCALE = `mutation($outcomeSetID: ID!, $questionID: ID!, $maxValue: Int, $labels: [LabelInput]) {
  EditLikertQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID, maxValue: $maxValue, labels: $labels) {
    questions { ... on LikertScale { rightValue } }
  }
}`;

let team: Team;
let token: string;
let qnr: TestQuestionnaire;
let wrongCallers: [string, string][];

beforeAll(async () => {
  team = await aTeam(2);
  token = team.owner.tokens.IdToken;
  qnr = await aQuestionnaire(token);
  // A genuine link of the organisation: refused the records outside its link (auth.forbidden), where a forged token
  // of no stored link would already be refused as expired.
  const link = await aLinkToken(token);
  wrongCallers = (await wrongCallersOf(team)).map(([name, caller]) =>
    name === 'a beneficiary' ? [name, link] : [name, caller],
  );
});

/** Fields a link token reaches (@aws_lambda): the anonymous caller gets to the service, which refuses it. */
const linkReachable = (notFound: string): Record<string, string> => ({
  'a member of another organisation': notFound,
  'a removed member': 'auth.noOrganisation',
  'a beneficiary': 'auth.forbidden',
  'the anonymous caller': 'auth.forbidden',
});

/** Expected refusal per wrong caller of a staff-only field. */
const staffOnly = (notFound: string): Record<string, string> => ({
  'a member of another organisation': notFound,
  'a removed member': 'auth.noOrganisation',
  'a beneficiary': 'Unauthorized',
  'the anonymous caller': 'Unauthorized',
});

async function expectRefused(
  query: string,
  variables: Record<string, unknown>,
  expected: Record<string, string>,
): Promise<void> {
  for (const [name, callerToken] of wrongCallers) {
    const response = await gql(query, variables, callerToken);
    expect(errorTypeOf(response), name).toBe(expected[name]);
  }
}

describe('AddMeeting and meeting', () => {
  it('creates an incomplete record with record and beneficiary tags; new tags join the organisation', async () => {
    // Prepare
    const ben = `ben-${unique()}`;
    const benTag = `ben-tag-${unique()}`;
    await gql(
      'mutation($id: String!, $tags: [String]) { EditBeneficiaryTags(id: $id, tags: $tags) { id } }',
      {
        id: ben,
        tags: [benTag],
      },
      token,
    );
    const newTag = `new-${unique()}`;

    // Act
    const created = await aMeeting(token, qnr.id, ben, { tags: [newTag, ` ${newTag} `, ''] });

    // Assess
    expect(created).toMatchObject({
      beneficiary: ben,
      user: team.owner.userId,
      outcomeSetID: qnr.id,
      outcomeSet: { id: qnr.id },
      incomplete: true,
      date: null,
      meetingTags: [newTag],
      benTags: [benTag],
      answers: [],
      aggregates: { category: [] },
    });
    expect([...created.tags].sort()).toEqual([benTag, newTag].sort());
    expect(await meetingAs(token, created.id)).toEqual(created);
    const tags = dataOf<string[]>(await gql(ORG_TAGS, {}, token), 'tags');
    expect(tags).toContain(newTag);
    const outcomeSet = await gql<{ outcomeset: { inUse: boolean } }>(
      'query($id: String!) { outcomeset(id: $id) { inUse } }',
      { id: qnr.id },
      token,
    );
    expect(outcomeSet.data?.outcomeset.inUse).toBe(true);
  });

  it('dates a historic record at its conducted date, before and after completion', async () => {
    // Prepare
    const conducted = '2024-03-01T09:30:00.000Z';

    // Act
    const created = await aMeeting(token, qnr.id, undefined, { conducted });
    await answerAll(token, created.id, qnr.questions);
    const completed = dataOf<MeetingData>(
      await gql(COMPLETE, { meetingID: created.id }, token),
      'CompleteMeeting',
    );

    // Assess: the web app continues an incomplete record in data entry when it has a date (spec 01 §3)
    expect(created).toMatchObject({ incomplete: true, date: conducted });
    expect(await meetingAs(token, created.id)).toMatchObject({ date: conducted });
    expect(completed).toMatchObject({ incomplete: false, date: conducted });
  });

  it.each([
    [
      'a future conducted date',
      { conducted: new Date(Date.now() + 86_400_000).toISOString() },
      'input.invalid',
    ],
    ['a conducted date that is not a date', { conducted: 'yesterday' }, 'input.invalid'],
    ['an unknown questionnaire', { outcomeSetID: 'no-such-questionnaire' }, 'questionnaire.notFound'],
    ['a blank beneficiary', { beneficiaryID: '  ' }, 'input.invalid'],
    ['a tag over 50 characters', { tags: ['x'.repeat(51)] }, 'input.invalid'],
  ])('refuses %s and writes nothing', async (_case, change, code) => {
    // Prepare
    const beneficiaryID = `ben-${unique()}`;

    // Act
    const response = await gql(ADD_MEETING, { beneficiaryID, outcomeSetID: qnr.id, ...change }, token);

    // Assess
    expect(errorTypeOf(response)).toBe(code);
    const listed = await gql<{ meetings: unknown[]; incompleteMeetings: unknown[] }>(
      MEETINGS,
      { beneficiary: beneficiaryID },
      token,
    );
    expect(listed.data).toEqual({ meetings: [], incompleteMeetings: [] });
    const ben = await gql(
      'query($id: String!) { beneficiary(id: $id) { id } }',
      { id: beneficiaryID },
      token,
    );
    expect(errorTypeOf(ben)).toBe('beneficiary.notFound');
  });

  it('enforces the required tags of the questionnaire', async () => {
    // Prepare
    const tagged = await aQuestionnaire(token, {
      requiredTags: [{ label: 'Site', options: ['North', 'South'] }],
    });
    const beneficiaryID = `ben-${unique()}`;

    // Act
    const missing = await gql(ADD_MEETING, { beneficiaryID, outcomeSetID: tagged.id, tags: ['East'] }, token);
    const given = await gql<{ AddMeeting: MeetingData }>(
      ADD_MEETING,
      { beneficiaryID, outcomeSetID: tagged.id, tags: ['South'] },
      token,
    );

    // Assess
    expect(errorTypeOf(missing)).toBe('meeting.requiredTags');
    expect(missing.errors?.[0]?.errorInfo).toMatchObject({ labels: ['Site'] });
    expect(given.data?.AddMeeting.meetingTags).toEqual(['South']);
    const listed = await gql<{ incompleteMeetings: unknown[] }>(
      MEETINGS,
      { beneficiary: beneficiaryID },
      token,
    );
    expect(listed.data?.incompleteMeetings).toHaveLength(1);
  });

  it('refuses a deleted questionnaire', async () => {
    // Prepare
    const doomed = await aQuestionnaire(token);
    await gql('mutation($id: ID!) { DeleteOutcomeSet(outcomeSetID: $id) }', { id: doomed.id }, token);

    // Act
    const response = await gql(ADD_MEETING, { beneficiaryID: 'ben-x', outcomeSetID: doomed.id }, token);

    // Assess
    expect(errorTypeOf(response)).toBe('questionnaire.notFound');
  });

  it.each([
    ['a blank id', '  ', 'input.invalid', { fieldErrors: { id: 'required' } }],
    ['an id over 100 characters', 'x'.repeat(101), 'input.invalid', { fieldErrors: { id: 'tooLong' } }],
    ['an unknown id', 'no-such-record', 'meeting.notFound', undefined],
  ])('answers meeting with %s by its documented code', async (_case, id, code, errorInfo) => {
    // Act
    const response = await gql(GET_MEETING, { id }, token);

    // Assess
    expect(errorTypeOf(response)).toBe(code);
    expect(response.errors?.[0]?.errorInfo ?? undefined).toEqual(errorInfo);
    expect(response.data).toBeNull();
  });

  it.each([
    ['a blank beneficiary', '  ', 'required'],
    ['a beneficiary over 100 characters', 'b'.repeat(101), 'tooLong'],
  ])('refuses meetings and incompleteMeetings for %s', async (_case, beneficiary, fieldError) => {
    // Act
    const complete = await gql(
      'query($b: String!) { meetings(beneficiary: $b) { id } }',
      { b: beneficiary },
      token,
    );
    const incomplete = await gql(
      'query($b: String!) { incompleteMeetings(beneficiary: $b) { id } }',
      { b: beneficiary },
      token,
    );

    // Assess
    for (const response of [complete, incomplete]) {
      expect(errorTypeOf(response)).toBe('input.invalid');
      expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { beneficiary: fieldError } });
    }
  });

  it('refuses wrong callers of AddMeeting and meeting', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);

    // Act, Assess
    await expectRefused(
      ADD_MEETING,
      { beneficiaryID: 'ben-w', outcomeSetID: qnr.id },
      staffOnly('questionnaire.notFound'),
    );
    await expectRefused(
      'query($id: String!) { meeting(id: $id) { id } }',
      { id: meeting.id },
      linkReachable('meeting.notFound'),
    );
    const listed = await gql<{ incompleteMeetings: unknown[] }>(MEETINGS, { beneficiary: 'ben-w' }, token);
    expect(listed.data?.incompleteMeetings).toEqual([]);
  });
});

describe('AddLikertAnswer', () => {
  it('saves answers inside the scale (reversed too), with aggregates from the category', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);
    const [q0, q1, q2] = qnr.questions as [string, string, string];

    // Act
    await gql(ANSWER, { meetingID: meeting.id, questionID: q0, value: 2 }, token);
    await gql(ANSWER, { meetingID: meeting.id, questionID: q1, value: 5, notes: 'tired' }, token);
    const last = dataOf<MeetingData>(
      await gql(ANSWER, { meetingID: meeting.id, questionID: q2, value: 10, notes: ' needed ' }, token),
      'AddLikertAnswer',
    );

    // Assess
    expect(last.answers).toEqual([
      { __typename: 'IntAnswer', questionID: q0, answer: 2, notes: null },
      { __typename: 'IntAnswer', questionID: q1, answer: 5, notes: 'tired' },
      { __typename: 'IntAnswer', questionID: q2, answer: 10, notes: 'needed' },
    ]);
    expect(last.aggregates.category).toEqual([{ categoryID: qnr.categoryId, value: 3.5 }]);
    // The record the write returned is the stored one, field for field.
    expect(last).toEqual(await meetingAs(token, meeting.id));
  });

  it('overwrites only with allowOverwrite', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);
    const q0 = qnr.questions[0]!;
    await gql(ANSWER, { meetingID: meeting.id, questionID: q0, value: 2 }, token);

    // Act
    const refused = await gql(ANSWER, { meetingID: meeting.id, questionID: q0, value: 3 }, token);
    const allowed = await gql<{ AddLikertAnswer: MeetingData }>(
      ANSWER,
      { meetingID: meeting.id, questionID: q0, value: 4, allowOverwrite: true },
      token,
    );

    // Assess
    expect(errorTypeOf(refused)).toBe('meeting.answerExists');
    expect(allowed.data?.AddLikertAnswer.answers[0]?.answer).toBe(4);
  });

  it.each([
    ['below the scale', 0, 0, undefined, 'input.invalid', { value: 'tooSmall' }],
    ['above the reversed scale', 1, 6, undefined, 'input.invalid', { value: 'tooLarge' }],
    ['without its required note', 2, 5, '  ', 'input.invalid', { notes: 'required' }],
  ])('refuses a value %s and writes nothing', async (_case, index, value, notes, code, fieldErrors) => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);

    // Act
    const response = await gql(
      ANSWER,
      { meetingID: meeting.id, questionID: qnr.questions[index], value, notes },
      token,
    );

    // Assess
    expect(errorTypeOf(response)).toBe(code);
    expect(response.errors?.[0]?.errorInfo).toMatchObject({ fieldErrors });
    expect((await meetingAs(token, meeting.id))?.answers).toEqual([]);
  });

  it('refuses an unknown question and an unknown record', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);

    // Act
    const question = await gql(ANSWER, { meetingID: meeting.id, questionID: 'nope', value: 1 }, token);
    const record = await gql(ANSWER, { meetingID: 'nope', questionID: qnr.questions[0], value: 1 }, token);

    // Assess
    expect(errorTypeOf(question)).toBe('question.notFound');
    expect(errorTypeOf(record)).toBe('meeting.notFound');
  });

  it('keeps all of 20 concurrent answers to different questions', async () => {
    // Prepare: a questionnaire of 20 questions.
    const big = await aQuestionnaireOf(token, 20);
    const meeting = await aMeeting(token, big.id);

    // Act
    const responses = await Promise.all(
      big.questions.map((questionID, i) =>
        gql(ANSWER, { meetingID: meeting.id, questionID, value: (i % 5) + 1 }, token),
      ),
    );

    // Assess
    expect(responses.map(errorTypeOf)).toEqual(big.questions.map(() => undefined));
    const stored = await meetingAs(token, meeting.id);
    expect(stored?.answers).toHaveLength(20);
    expect(stored?.answers.map((a) => a.answer)).toEqual(big.questions.map((_, i) => (i % 5) + 1));
  });

  it('refuses wrong callers', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);

    // Act, Assess
    await expectRefused(
      ANSWER,
      { meetingID: meeting.id, questionID: qnr.questions[0], value: 1 },
      linkReachable('meeting.notFound'),
    );
    expect((await meetingAs(token, meeting.id))?.answers).toEqual([]);
  });
});

describe('notes that would fill a record', () => {
  it('refuses the answer, notes or correction that would pass 400 KB, and keeps the record', async () => {
    // Prepare: 27 notes of 5,000 three-byte characters stay under the 400 KB a DynamoDB item holds; 28 do not.
    const long = await aQuestionnaireOf(token, 30);
    const meeting = await aMeeting(token, long.id);
    const note = '漢'.repeat(5000);
    for (const [i, questionID] of long.questions.entries()) {
      const notes = i < 27 ? note : undefined;
      dataOf(
        await gql(ANSWER, { meetingID: meeting.id, questionID, value: 1, notes }, token),
        'AddLikertAnswer',
      );
    }
    const [q27, q28] = long.questions.slice(27) as [string, string];

    // Act
    const answer = await gql(
      ANSWER,
      { meetingID: meeting.id, questionID: q27, value: 2, notes: note, allowOverwrite: true },
      token,
    );
    const notes = await gql(NOTES, { meetingID: meeting.id, notes: note }, token);
    dataOf(await gql(COMPLETE, { meetingID: meeting.id }, token), 'CompleteMeeting');
    const correction = await gql(
      ANSWER,
      { meetingID: meeting.id, questionID: q28, value: 2, notes: note, allowOverwrite: true },
      token,
    );

    // Assess
    for (const refused of [answer, notes, correction]) {
      expect(errorTypeOf(refused)).toBe('input.invalid');
      expect(refused.errors?.[0]?.errorInfo).toMatchObject({ fieldErrors: { notes: 'tooLong' } });
    }
    const stored = await meetingAs(token, meeting.id);
    expect(stored?.incomplete).toBe(false);
    expect(stored?.notes).toBeNull();
    expect(stored?.answers).toHaveLength(30);
    expect(stored?.answers.filter((a) => a.questionID === q27 || a.questionID === q28)).toEqual([
      { __typename: 'IntAnswer', questionID: q27, answer: 1, notes: null },
      { __typename: 'IntAnswer', questionID: q28, answer: 1, notes: null },
    ]);
  });
});

describe('SetMeetingNotes and CompleteMeeting', () => {
  it('sets notes and completes a live record dated at completion, visible in meetings', async () => {
    // Prepare
    const beneficiaryID = `ben-${unique()}`;
    const meeting = await aMeeting(token, qnr.id, beneficiaryID);
    await answerAll(token, meeting.id, qnr.questions);
    const before = Date.now();

    // Act
    const noted = dataOf<MeetingData>(
      await gql(NOTES, { meetingID: meeting.id, notes: 'Went well' }, token),
      'SetMeetingNotes',
    );
    const done = dataOf<MeetingData>(
      await gql(COMPLETE, { meetingID: meeting.id }, token),
      'CompleteMeeting',
    );
    const again = dataOf<MeetingData>(
      await gql(COMPLETE, { meetingID: meeting.id }, token),
      'CompleteMeeting',
    );

    // Assess
    expect(noted.notes).toBe('Went well');
    expect(done.incomplete).toBe(false);
    expect(done).toEqual(await meetingAs(token, meeting.id));
    expect(Date.parse(done.date!)).toBeGreaterThanOrEqual(before - 1000);
    expect(again.date).toBe(done.date);
    const listed = await gql<{ meetings: MeetingData[]; incompleteMeetings: MeetingData[] }>(
      MEETINGS,
      { beneficiary: beneficiaryID },
      token,
    );
    expect(listed.data?.meetings.map((m) => m.id)).toEqual([meeting.id]);
    expect(listed.data?.incompleteMeetings).toEqual([]);
  });

  it('refuses to complete a record with an unanswered question or a missing note, and changes nothing', async () => {
    // Prepare: the third question requires a note, the questionnaire its own.
    const noted = await aQuestionnaire(token, { noteRequired: true });
    const meeting = await aMeeting(token, noted.id);
    const [first, second, third] = noted.questions as [string, string, string];
    dataOf(
      await gql(ANSWER, { meetingID: meeting.id, questionID: first, value: 2 }, token),
      'AddLikertAnswer',
    );

    // Act
    const partly = await gql(COMPLETE, { meetingID: meeting.id }, token);
    await answerAll(token, meeting.id, [second, third]);
    const withoutNotes = await gql(COMPLETE, { meetingID: meeting.id }, token);
    const stillIncomplete = await meetingAs(token, meeting.id);
    dataOf(await gql(NOTES, { meetingID: meeting.id, notes: 'Went well' }, token), 'SetMeetingNotes');
    const complete = await gql<{ CompleteMeeting: MeetingData }>(COMPLETE, { meetingID: meeting.id }, token);

    // Assess
    expect(errorTypeOf(partly)).toBe('meeting.unanswered');
    expect(partly.errors?.[0]?.errorInfo).toEqual({ questions: [second, third], notes: true });
    expect(errorTypeOf(withoutNotes)).toBe('meeting.unanswered');
    expect(withoutNotes.errors?.[0]?.errorInfo).toEqual({ questions: [], notes: true });
    expect(stillIncomplete).toMatchObject({ incomplete: true, date: null });
    expect(complete.data?.CompleteMeeting).toMatchObject({ incomplete: false, notes: 'Went well' });
  });

  it('holds a record to its questionnaire as edited meanwhile: an added question counts, an archived one not', async () => {
    // Prepare
    const edited = await aQuestionnaireOf(token, 2);
    const meeting = await aMeeting(token, edited.id);
    await answerAll(token, meeting.id, edited.questions.slice(0, 1));
    dataOf(
      await gql(
        'mutation($o: String!, $q: String!) { DeleteQuestion(outcomeSetID: $o, questionID: $q) { id } }',
        { o: edited.id, q: edited.questions[1] },
        token,
      ),
      'DeleteQuestion',
    );
    const { questions } = dataOf<{ questions: { id: string }[] }>(
      await gql(
        `mutation($o: ID!) { AddLikertQuestion(outcomeSetID: $o, question: "Added", maxValue: 5,
          labels: [{ value: 1, label: "Low" }, { value: 5, label: "High" }]) { questions { id } } }`,
        { o: edited.id },
        token,
      ),
      'AddLikertQuestion',
    );
    const added = questions.at(-1)!.id;

    // Act
    const refused = await gql(COMPLETE, { meetingID: meeting.id }, token);
    await answerAll(token, meeting.id, [added]);
    const complete = await gql<{ CompleteMeeting: MeetingData }>(COMPLETE, { meetingID: meeting.id }, token);

    // Assess
    expect(errorTypeOf(refused)).toBe('meeting.unanswered');
    expect(refused.errors?.[0]?.errorInfo).toEqual({ questions: [added], notes: false });
    expect(complete.data?.CompleteMeeting.incomplete).toBe(false);
  });

  it('requires the questionnaire note when the questionnaire says so', async () => {
    // Prepare
    const noted = await aQuestionnaire(token, { noteRequired: true });
    const meeting = await aMeeting(token, noted.id);

    // Act
    const response = await gql(NOTES, { meetingID: meeting.id, notes: ' ' }, token);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect((await meetingAs(token, meeting.id))?.notes).toBeNull();
  });

  it('refuses to complete a blank or unknown record', async () => {
    // Act
    const blank = await gql(COMPLETE, { meetingID: ' ' }, token);
    const unknown = await gql(COMPLETE, { meetingID: 'no-such-record' }, token);

    // Assess
    expect(errorTypeOf(blank)).toBe('input.invalid');
    expect(blank.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { meetingID: 'required' } });
    expect(errorTypeOf(unknown)).toBe('meeting.notFound');
    expect(await meetingAs(token, 'no-such-record')).toBeNull();
  });

  it('refuses wrong callers', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);
    const expected = linkReachable('meeting.notFound');

    // Act, Assess
    await expectRefused(NOTES, { meetingID: meeting.id, notes: 'x' }, expected);
    await expectRefused(COMPLETE, { meetingID: meeting.id }, expected);
    expect(await meetingAs(token, meeting.id)).toMatchObject({ notes: null, incomplete: true });
  });
});

describe('recentMeetings', () => {
  it('pages newest first and filters by beneficiary, user, tag and questionnaire', async () => {
    // Prepare
    const own = await aTeam(2);
    const [first, second] = own.members as [Team['owner'], Team['owner']];
    const q = await aQuestionnaire(first.tokens.IdToken);
    const other = await aQuestionnaire(first.tokens.IdToken);
    const made: MeetingData[] = [];
    for (let i = 0; i < 5; i += 1) {
      made.push(
        await aMeeting(first.tokens.IdToken, i < 4 ? q.id : other.id, `b${i % 2}`, {
          tags: i === 2 ? ['x', 'y'] : ['x'],
        }),
      );
    }
    made.push(await aMeeting(second.tokens.IdToken, q.id, 'b0'));
    const newest = [...made].reverse().map((m) => m.id);
    const recent = async (variables: Record<string, unknown>) =>
      dataOf<{ page: number; isMore: boolean; meetings: MeetingData[] }>(
        await gql(RECENT, variables, first.tokens.IdToken),
        'recentMeetings',
      );

    // Act
    const page0 = await recent({ page: 0, limit: 4 });
    const page1 = await recent({ page: 1, limit: 4 });
    const all = await recent({ page: 0 });
    const byBen = await recent({ page: 0, beneficiaries: ['b1'] });
    const byUser = await recent({ page: 0, users: [second.userId] });
    const byTags = await recent({ page: 0, tags: ['x', 'y'] });
    const byQnr = await recent({ page: 0, limit: 2, questionnaires: [q.id] });

    // Assess
    expect(page0).toMatchObject({ page: 0, isMore: true });
    expect(page0.meetings.map((m) => m.id)).toEqual(newest.slice(0, 4));
    expect(page1).toMatchObject({ page: 1, isMore: false });
    expect(page1.meetings.map((m) => m.id)).toEqual(newest.slice(4));
    expect(all.meetings.map((m) => m.id)).toEqual(newest);
    expect(all.meetings[0]?.outcomeSet?.id).toBe(q.id);
    expect(byBen.meetings.map((m) => m.id)).toEqual([made[3]!.id, made[1]!.id]);
    expect(byUser.meetings.map((m) => m.id)).toEqual([made[5]!.id]);
    expect(byTags.meetings.map((m) => m.id)).toEqual([made[2]!.id]);
    expect(byQnr).toMatchObject({ isMore: true });
    expect(byQnr.meetings.map((m) => m.id)).toEqual([made[5]!.id, made[3]!.id]);
  });

  it('refuses a bad page and wrong callers', async () => {
    // Act
    const negative = await gql(RECENT, { page: -1 }, token);
    const huge = await gql(RECENT, { page: 0, limit: 101 }, token);

    // Assess
    expect(errorTypeOf(negative)).toBe('input.invalid');
    expect(errorTypeOf(huge)).toBe('input.invalid');
    for (const [name, callerToken] of wrongCallers) {
      const response = await gql<{ recentMeetings: { meetings: unknown[] } }>(
        RECENT,
        { page: 0 },
        callerToken,
      );
      if (name === 'a member of another organisation')
        expect(response.data?.recentMeetings.meetings).toEqual([]);
      else expect(errorTypeOf(response), name).toBe(staffOnly('')[name]);
    }
  });
});

describe('DeleteMeeting and edits', () => {
  it('deletes a record', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);

    // Act
    const deleted = await gql(DELETE, { meetingID: meeting.id }, token);
    const again = await gql(DELETE, { meetingID: meeting.id }, token);

    // Assess
    expect(deleted.data).toEqual({ DeleteMeeting: true });
    expect(errorTypeOf(again)).toBe('meeting.notFound');
    expect(await meetingAs(token, meeting.id)).toBeNull();
  });

  it.each([
    ['an empty id', ' ', { meetingID: 'required' }],
    ['an id over 100 characters', 'x'.repeat(101), { meetingID: 'tooLong' }],
  ])('refuses %s and deletes nothing', async (_case, meetingID, fieldErrors) => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);

    // Act
    const response = await gql(DELETE, { meetingID }, token);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(response.errors?.[0]).toMatchObject({ errorInfo: { fieldErrors } });
    expect(await meetingAs(token, meeting.id)).toEqual(meeting);
  });

  const inUse = async (questionnaireId: string) =>
    dataOf<{ inUse: boolean }>(
      await gql('query($id: String!) { outcomeset(id: $id) { inUse } }', { id: questionnaireId }, token),
      'outcomeset',
    ).inUse;

  it('keeps the questionnaire in use while any record of it remains, complete or not', async () => {
    // Prepare: one incomplete record and two complete ones
    const questionnaire = await aQuestionnaire(token);
    const open = await aMeeting(token, questionnaire.id);
    const first = await aCompleteMeeting(token, questionnaire);
    const second = await aCompleteMeeting(token, questionnaire);

    // Act: delete a complete record (another remains in the index), then the other (only the incomplete one)
    dataOf(await gql(DELETE, { meetingID: first.id }, token), 'DeleteMeeting');
    const whileComplete = await inUse(questionnaire.id);
    dataOf(await gql(DELETE, { meetingID: second.id }, token), 'DeleteMeeting');
    const whileIncomplete = await inUse(questionnaire.id);

    // Assess
    expect(whileComplete).toBe(true);
    expect(whileIncomplete).toBe(true);
    expect(await meetingAs(token, open.id)).not.toBeNull();
  });

  it('frees the questionnaire with its last record, so its scale can be edited again (spec 02 §5)', async () => {
    // Prepare: a trial record, completed, that locks the scale
    const questionnaire = await aQuestionnaire(token);
    const trial = await aCompleteMeeting(token, questionnaire);
    const edit = {
      outcomeSetID: questionnaire.id,
      questionID: questionnaire.questions[0],
      maxValue: 7,
      labels: endLabels(1, 7),
    };
    expect(errorTypeOf(await gql(EDIT_SCALE, edit, token))).toBe('question.scaleLocked');

    // Act
    dataOf(await gql(DELETE, { meetingID: trial.id }, token), 'DeleteMeeting');
    const edited = await gql<{ EditLikertQuestion: { questions: { rightValue: number }[] } }>(
      EDIT_SCALE,
      edit,
      token,
    );

    // Assess
    expect(await inUse(questionnaire.id)).toBe(false);
    expect(edited.errors).toBeUndefined();
    expect(edited.data?.EditLikertQuestion.questions[0]?.rightValue).toBe(7);
  });

  it('frees a questionnaire stored before records were counted, with its last record', async () => {
    // Prepare: a record of a questionnaire whose item has the flag but no count, as older items do
    const questionnaire = await aQuestionnaire(token);
    const old = await aMeeting(token, questionnaire.id);
    await RippleTable.getDocumentClient().send(
      new UpdateCommand({
        TableName: RippleTable.getName(),
        Key: { pk: `ORG#${team.orgId}`, sk: `QNR#${questionnaire.id}` },
        UpdateExpression: 'REMOVE recordsMade',
      }),
    );

    // Act
    dataOf(await gql(DELETE, { meetingID: old.id }, token), 'DeleteMeeting');

    // Assess
    expect(await inUse(questionnaire.id)).toBe(false);
  });

  it('writes no records carrying tags their beneficiary no longer has', async () => {
    // Prepare: records built from the tags read before an EditBeneficiaryTags
    const beneficiary = `ben-${unique()}`;
    const edited = await gql(
      'mutation($id: String!, $tags: [String]) { EditBeneficiaryTags(id: $id, tags: $tags) { id } }',
      { id: beneficiary, tags: ['Cohort 2'] },
      token,
    );
    const stale = aRecordItem(team.owner.userId, qnr.id, { beneficiary, benTags: [], tags: [] });
    const current = aRecordItem(team.owner.userId, qnr.id, {
      beneficiary,
      benTags: ['Cohort 2'],
      tags: ['Cohort 2'],
    });

    // Act
    const refused = await recordsRepository
      .createRecords(team.orgId, [stale])
      .catch((error: unknown) => error);
    await recordsRepository.createRecords(team.orgId, [current]);

    // Assess
    expect(errorTypeOf(edited)).toBeUndefined();
    expect(refused).toBeInstanceOf(BeneficiaryTagsChanged);
    expect(await recordsRepository.getRecord(team.orgId, stale.id)).toBeUndefined();
    expect(await recordsRepository.getRecord(team.orgId, current.id)).toMatchObject({
      benTags: ['Cohort 2'],
    });
  });

  it('keeps the questionnaire in use when a record is created after the deletion looked for others', async () => {
    // Prepare: the last record; a new one is written the moment the deletion has found no other record
    const questionnaire = await aQuestionnaire(token);
    const last = await aMeeting(token, questionnaire.id);
    const created = aRecordItem(team.owner.userId, questionnaire.id);
    const client = RippleTable.getDocumentClient();
    const send = client.send.bind(client) as (command: unknown) => Promise<{ Items?: unknown[] }>;
    let slippedIn = false;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
      const result = await send(command);
      const lookedForRecords =
        command instanceof QueryCommand &&
        command.input.IndexName === undefined &&
        result.Items?.length === 0;
      if (lookedForRecords && !slippedIn) {
        slippedIn = true;
        await recordsRepository.createRecords(team.orgId, [created]);
      }
      return result;
    }) as typeof client.send);

    // Act
    const deleted = await recordsRepository
      .deleteRecord(team.orgId, last.id)
      .finally(() => spy.mockRestore());

    // Assess
    expect(deleted).toBe(true);
    expect(slippedIn).toBe(true);
    expect(await meetingAs(token, created.id)).not.toBeNull();
    expect(await inUse(questionnaire.id)).toBe(true);
  });

  it('saves a questionnaire read before a record was created, leaving the count the record raised', async () => {
    // Prepare: in use already, so only the count tells the new record apart
    const questionnaire = await aQuestionnaire(token);
    await aMeeting(token, questionnaire.id);
    const read = await questionnairesRepository.getQuestionnaire(team.orgId, questionnaire.id);
    await aMeeting(token, questionnaire.id);

    // Act
    const saved = await questionnairesRepository.saveQuestionnaire(
      team.orgId,
      { ...read!, description: 'edited', version: read!.version + 1 },
      read!,
    );

    // Assess
    expect(read).toMatchObject({ inUse: true, recordsMade: 1 });
    expect(saved).toBe('saved');
    expect(await questionnairesRepository.getQuestionnaire(team.orgId, questionnaire.id)).toMatchObject({
      description: 'edited',
      inUse: true,
      recordsMade: 2,
    });
  });

  it('refuses a save read before the questionnaire was put in use, so the scale lock is checked again', async () => {
    // Prepare
    const questionnaire = await aQuestionnaire(token);
    const read = await questionnairesRepository.getQuestionnaire(team.orgId, questionnaire.id);
    await aMeeting(token, questionnaire.id);

    // Act
    const saved = await questionnairesRepository.saveQuestionnaire(
      team.orgId,
      { ...read!, description: 'stale', version: read!.version + 1 },
      read!,
    );

    // Assess
    expect(read).toMatchObject({ inUse: false });
    expect(saved).toBe('conflict');
    expect(await questionnairesRepository.getQuestionnaire(team.orgId, questionnaire.id)).toMatchObject({
      inUse: true,
      recordsMade: 1,
    });
  });

  it('completes a record on the date it was given while being completed, not the date read before', async () => {
    // Prepare: read for completion, then its date is edited
    const meeting = await aMeeting(token, qnr.id);
    await answerAll(token, meeting.id, qnr.questions);
    const read = await recordsRepository.getRecord(team.orgId, meeting.id);
    dataOf(
      await gql(EDIT_DATE, { meetingID: meeting.id, conducted: '2023-06-01T12:00:00Z' }, token),
      'EditMeetingDate',
    );

    // Act
    const result = await recordsRepository.completeRecord(team.orgId, read!, '2026-01-01T00:00:00.000Z');

    // Assess
    expect(typeof result).toBe('object');
    const stored = await meetingAs(token, meeting.id);
    expect(stored).toMatchObject({ incomplete: false, date: '2023-06-01T12:00:00.000Z' });
  });

  it('edits the date of a complete record', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);
    await answerAll(token, meeting.id, qnr.questions);
    dataOf(await gql(COMPLETE, { meetingID: meeting.id }, token), 'CompleteMeeting');

    // Act
    const edited = dataOf<MeetingData>(
      await gql(EDIT_DATE, { meetingID: meeting.id, conducted: '2023-06-01T12:00:00Z' }, token),
      'EditMeetingDate',
    );
    const future = await gql(EDIT_DATE, { meetingID: meeting.id, conducted: '2999-01-01T00:00:00Z' }, token);

    // Assess
    expect(edited.date).toBe('2023-06-01T12:00:00.000Z');
    expect(errorTypeOf(future)).toBe('input.invalid');
    expect((await meetingAs(token, meeting.id))?.date).toBe('2023-06-01T12:00:00.000Z');
  });

  it('edits the record tags, keeping the beneficiary tags', async () => {
    // Prepare
    const ben = `ben-${unique()}`;
    await gql(
      'mutation($id: String!) { EditBeneficiaryTags(id: $id, tags: ["kept"]) { id } }',
      { id: ben },
      token,
    );
    const meeting = await aMeeting(token, qnr.id, ben, { tags: ['old'] });
    const fresh = `fresh-${unique()}`;

    // Act
    const edited = dataOf<MeetingData>(
      await gql(EDIT_TAGS, { meetingID: meeting.id, tags: [fresh] }, token),
      'EditMeetingTags',
    );

    // Assess
    expect(edited).toMatchObject({ meetingTags: [fresh], benTags: ['kept'] });
    expect([...edited.tags].sort()).toEqual([fresh, 'kept'].sort());
    expect(dataOf<string[]>(await gql(ORG_TAGS, {}, token), 'tags')).toContain(fresh);
  });

  it('moves a record to another beneficiary', async () => {
    // Prepare
    const from = `ben-${unique()}`;
    const to = `ben-${unique()}`;
    const meeting = await aMeeting(token, qnr.id, from);

    // Act
    const moved = dataOf<MeetingData>(
      await gql(EDIT_BEN, { meetingID: meeting.id, newBeneficiaryID: to }, token),
      'EditMeetingBeneficiary',
    );

    // Assess
    expect(moved.beneficiary).toBe(to);
    const fromList = await gql<{ incompleteMeetings: MeetingData[] }>(MEETINGS, { beneficiary: from }, token);
    const toList = await gql<{ incompleteMeetings: MeetingData[] }>(MEETINGS, { beneficiary: to }, token);
    expect(fromList.data?.incompleteMeetings).toEqual([]);
    expect(toList.data?.incompleteMeetings.map((m) => m.id)).toEqual([meeting.id]);
  });

  it('refuses to move a record to a beneficiary whose tags miss a required tag, and changes nothing', async () => {
    // Prepare: the from-beneficiary's North meets the required tag; the to-beneficiary has only East
    const tagged = await aQuestionnaire(token, {
      requiredTags: [{ label: 'Site', options: ['North', 'South'] }],
    });
    const [from, to, south] = [`ben-${unique()}`, `ben-${unique()}`, `ben-${unique()}`];
    const tagBeneficiary = async (id: string, tags: string[]) =>
      dataOf(
        await gql(
          'mutation($id: String!, $tags: [String]) { EditBeneficiaryTags(id: $id, tags: $tags) { id } }',
          { id, tags },
          token,
        ),
        'EditBeneficiaryTags',
      );
    await tagBeneficiary(from, ['North']);
    await tagBeneficiary(to, ['East']);
    await tagBeneficiary(south, ['South']);
    const meeting = await aMeeting(token, tagged.id, from, { tags: ['visit'] });

    // Act
    const refused = await gql(EDIT_BEN, { meetingID: meeting.id, newBeneficiaryID: to }, token);
    const unchanged = await meetingAs(token, meeting.id);
    const moved = await gql<{ EditMeetingBeneficiary: MeetingData }>(
      EDIT_BEN,
      { meetingID: meeting.id, newBeneficiaryID: south },
      token,
    );

    // Assess
    expect(errorTypeOf(refused)).toBe('meeting.requiredTags');
    expect(refused.errors?.[0]?.errorInfo).toMatchObject({ labels: ['Site'] });
    expect(unchanged).toEqual(meeting);
    expect(moved.data?.EditMeetingBeneficiary).toMatchObject({ beneficiary: south, benTags: ['South'] });
    const toList = await gql<{ incompleteMeetings: MeetingData[] }>(MEETINGS, { beneficiary: to }, token);
    expect(toList.data?.incompleteMeetings).toEqual([]);
  });

  it('refuses a record tag over 50 characters and an unknown record, changing nothing', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id, undefined, { tags: ['old'] });
    const fresh = `fresh-${unique()}`;

    // Act
    const long = await gql(EDIT_TAGS, { meetingID: meeting.id, tags: [fresh, 'x'.repeat(51)] }, token);
    const unknown = await gql(EDIT_TAGS, { meetingID: 'no-such-record', tags: [fresh] }, token);

    // Assess
    expect(errorTypeOf(long)).toBe('input.invalid');
    expect(long.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { 'tags.1': 'tooLong' } });
    expect(errorTypeOf(unknown)).toBe('meeting.notFound');
    expect(await meetingAs(token, meeting.id)).toEqual(meeting);
    expect(dataOf<string[]>(await gql(ORG_TAGS, {}, token), 'tags')).not.toContain(fresh);
  });

  it.each([
    ['a blank beneficiary', '  ', 'required'],
    ['a beneficiary over 100 characters', 'b'.repeat(101), 'tooLong'],
  ])('refuses to move a record to %s and changes nothing', async (_case, newBeneficiaryID, fieldError) => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);

    // Act
    const response = await gql(EDIT_BEN, { meetingID: meeting.id, newBeneficiaryID }, token);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { newBeneficiaryID: fieldError } });
    expect(await meetingAs(token, meeting.id)).toEqual(meeting);
  });

  it('refuses to move an unknown record and creates no beneficiary', async () => {
    // Prepare
    const to = `ben-${unique()}`;

    // Act
    const response = await gql(EDIT_BEN, { meetingID: 'no-such-record', newBeneficiaryID: to }, token);

    // Assess
    expect(errorTypeOf(response)).toBe('meeting.notFound');
    const listed = await gql<{ meetings: unknown[]; incompleteMeetings: unknown[] }>(
      MEETINGS,
      { beneficiary: to },
      token,
    );
    expect(listed.data).toEqual({ meetings: [], incompleteMeetings: [] });
    const ben = await gql('query($id: String!) { beneficiary(id: $id) { id } }', { id: to }, token);
    expect(errorTypeOf(ben)).toBe('beneficiary.notFound');
  });

  it('refuses wrong callers of the edits and changes nothing', async () => {
    // Prepare
    const meeting = await aMeeting(token, qnr.id);
    const expected = staffOnly('meeting.notFound');

    // Act, Assess
    await expectRefused(DELETE, { meetingID: meeting.id }, expected);
    await expectRefused(EDIT_DATE, { meetingID: meeting.id, conducted: '2020-01-01T00:00:00Z' }, expected);
    await expectRefused(EDIT_TAGS, { meetingID: meeting.id, tags: ['z'] }, expected);
    await expectRefused(EDIT_BEN, { meetingID: meeting.id, newBeneficiaryID: 'other' }, expected);
    expect(await meetingAs(token, meeting.id)).toEqual(meeting);
  });
});

describe('StartSequence', () => {
  it('creates one record per questionnaire in order and returns the destination', async () => {
    // Prepare
    const second = await aQuestionnaire(token);
    const sequenceID = await aSequence(token, [qnr.id, second.id], 'https://example.org/after');
    const beneficiaryID = `ben-${unique()}`;

    // Act
    const started = dataOf<{ meetings: { id: string; outcomeSetID: string }[]; destination: string }>(
      await gql(START_SEQUENCE, { beneficiaryID, sequenceID, tags: ['seq'] }, token),
      'StartSequence',
    );

    // Assess
    expect(started.destination).toBe('https://example.org/after');
    expect(started.meetings.map((m) => m.outcomeSetID)).toEqual([qnr.id, second.id]);
    const listed = await gql<{ incompleteMeetings: MeetingData[] }>(
      MEETINGS,
      { beneficiary: beneficiaryID },
      token,
    );
    expect(listed.data?.incompleteMeetings.map((m) => m.id).sort()).toEqual(
      started.meetings.map((m) => m.id).sort(),
    );
  });

  it('refuses an unknown sequence and wrong callers', async () => {
    // Prepare
    const sequenceID = await aSequence(token, [qnr.id]);

    // Act
    const unknown = await gql(START_SEQUENCE, { beneficiaryID: 'b', sequenceID: 'nope' }, token);

    // Assess
    expect(errorTypeOf(unknown)).toBe('sequence.notFound');
    await expectRefused(
      START_SEQUENCE,
      { beneficiaryID: 'ben-w2', sequenceID },
      staffOnly('sequence.notFound'),
    );
    const listed = await gql<{ incompleteMeetings: unknown[] }>(MEETINGS, { beneficiary: 'ben-w2' }, token);
    expect(listed.data?.incompleteMeetings).toEqual([]);
  });
});

describe('suggestTags and suggestQuestionnaireTags', () => {
  it('offer the tags of records (complete ones for a questionnaire)', async () => {
    // Prepare
    const q = await aQuestionnaire(token);
    const ben = `ben-${unique()}`;
    const tag = `rec-${unique()}`;
    const meeting = await aMeeting(token, q.id, ben, { tags: [tag] });
    await answerAll(token, meeting.id, q.questions);
    dataOf(await gql(COMPLETE, { meetingID: meeting.id }, token), 'CompleteMeeting');

    // Act
    const forBen = dataOf<string[]>(
      await gql('query($b: String!) { suggestTags(beneficiary: $b) }', { b: ben }, token),
      'suggestTags',
    );
    const forQnr = dataOf<string[]>(
      await gql('query($q: String!) { suggestQuestionnaireTags(questionnaire: $q) }', { q: q.id }, token),
      'suggestQuestionnaireTags',
    );

    // Assess
    expect(forBen[0]).toBe(tag);
    expect(forQnr[0]).toBe(tag);
  });
});
