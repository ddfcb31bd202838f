import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorTypeOf, gql } from '../api/steps/graphql.ts';
import { ADD_MEETING, ANSWER, aMeeting, dataOf, meetingAs, unique } from '../api/steps/meetings.ts';
import { aTeam, type Team } from '../api/steps/people.ts';
import { recordSecurity } from './support/security-results.ts';

/**
 * Races the spec rules out: answers are one UpdateItem per question (docs/data-model.md, "answer a question"), so
 * parallel answers to different questions all land; an answer without `allowOverwrite` is refused with
 * `meeting.answerExists` when the question has one, so of parallel first answers to one question exactly one
 * lands; questionnaire names are unique per organisation ignoring case (`questionnaire.nameInUse`, a name guard
 * written in the same transaction); a questionnaire's edits leave alone the count its records raise, so records
 * being made do not make its editing fail (docs/data-model.md, "Concurrency").
 */

const PARALLEL_ANSWERS = 50;
const PARALLEL_CREATIONS = 20;
const RECORDS_DURING_EDITS = 100;
const EDITS_DURING_RECORDS = 4;
const ADD_OUTCOME_SET = 'mutation($name: String!) { AddOutcomeSet(name: $name) { id name } }';
const ADD_QUESTION = `mutation($outcomeSetID: ID!, $question: String!) {
  AddLikertQuestion(outcomeSetID: $outcomeSetID, question: $question, minValue: 0, maxValue: 100,
    labels: [{ value: 0, label: "None" }, { value: 100, label: "All" }]) { questions { id } }
}`;

let team: Team;
let token: string;
let questionnaireId: string;
let questions: string[];
const figures = { concurrentRequests: 0, concurrencyFailures: 0 };

beforeAll(async () => {
  team = await aTeam(1);
  token = team.owner.tokens.IdToken;
  questionnaireId = dataOf<{ id: string }>(
    await gql(ADD_OUTCOME_SET, { name: `Race ${unique()}` }, token),
    'AddOutcomeSet',
  ).id;
  for (let i = 0; i < PARALLEL_ANSWERS; i += 1) {
    const { questions: added } = dataOf<{ questions: { id: string }[] }>(
      await gql(ADD_QUESTION, { outcomeSetID: questionnaireId, question: `Question ${i}` }, token),
      'AddLikertQuestion',
    );
    questions = added.map((q) => q.id);
  }
}, 120_000);

afterAll(() => recordSecurity(figures));

async function counted(requests: number, assess: () => Promise<void>): Promise<void> {
  figures.concurrentRequests += requests;
  figures.concurrencyFailures += 1;
  await assess();
  figures.concurrencyFailures -= 1;
}

describe('parallel answers to one record', () => {
  it(`keeps all ${PARALLEL_ANSWERS} answers to ${PARALLEL_ANSWERS} different questions`, async () => {
    await counted(PARALLEL_ANSWERS, async () => {
      // Prepare
      const record = await aMeeting(token, questionnaireId);

      // Act
      const responses = await Promise.all(
        questions.map((questionID, i) => gql(ANSWER, { meetingID: record.id, questionID, value: i }, token)),
      );

      // Assess
      expect(responses.map(errorTypeOf).filter(Boolean)).toEqual([]);
      const stored = await meetingAs(token, record.id);
      const answers = Object.fromEntries((stored?.answers ?? []).map((a) => [a.questionID, a.answer]));
      expect(answers).toEqual(Object.fromEntries(questions.map((id, i) => [id, i])));
    });
  });

  it(`lets exactly one of ${PARALLEL_ANSWERS} first answers to the same question land, and keeps it`, async () => {
    await counted(PARALLEL_ANSWERS, async () => {
      // Prepare
      const record = await aMeeting(token, questionnaireId);
      const questionID = questions[0]!;

      // Act
      const responses = await Promise.all(
        Array.from({ length: PARALLEL_ANSWERS }, (_, value) =>
          gql(ANSWER, { meetingID: record.id, questionID, value }, token),
        ),
      );

      // Assess: every other caller is told its answer was not saved, so no answer is lost silently.
      const saved = responses.flatMap((response, value) => (errorTypeOf(response) ? [] : [value]));
      const refused = responses.map(errorTypeOf).filter(Boolean);
      expect(saved).toHaveLength(1);
      expect(refused).toEqual(Array(PARALLEL_ANSWERS - 1).fill('meeting.answerExists'));
      const stored = await meetingAs(token, record.id);
      expect(stored?.answers.map((a) => [a.questionID, a.answer])).toEqual([[questionID, saved[0]]]);
    });
  });
});

describe('parallel creations of one questionnaire name', () => {
  it(`creates exactly one of ${PARALLEL_CREATIONS} questionnaires with the same name (ignoring case)`, async () => {
    await counted(PARALLEL_CREATIONS, async () => {
      // Prepare
      const name = `Same name ${unique()}`;
      const spellings = [name, name.toUpperCase(), name.toLowerCase(), ` ${name} `];

      // Act
      const responses = await Promise.all(
        Array.from({ length: PARALLEL_CREATIONS }, (_, i) =>
          gql(ADD_OUTCOME_SET, { name: spellings[i % spellings.length] }, token),
        ),
      );

      // Assess
      const created = responses.filter((response) => !errorTypeOf(response));
      expect(created).toHaveLength(1);
      expect(responses.map(errorTypeOf).filter(Boolean)).toEqual(
        Array(PARALLEL_CREATIONS - 1).fill('questionnaire.nameInUse'),
      );
      const listed = await gql<{ outcomesets: { id: string; name: string }[] }>(
        '{ outcomesets { id name } }',
        {},
        token,
      );
      const same = (listed.data?.outcomesets ?? []).filter(
        (q) => q.name.toLowerCase() === name.toLowerCase(),
      );
      expect(same).toHaveLength(1);
    });
  });
});

describe('editing a questionnaire while its records are being made', () => {
  it(`adds ${EDITS_DURING_RECORDS} questions one after another while ${RECORDS_DURING_EDITS} records are made`, async () => {
    await counted(RECORDS_DURING_EDITS + EDITS_DURING_RECORDS, async () => {
      // Prepare: a questionnaire in use, so that each record only raises its count.
      const { id } = dataOf<{ id: string }>(
        await gql(ADD_OUTCOME_SET, { name: `Busy ${unique()}` }, token),
        'AddOutcomeSet',
      );
      await gql(ADD_QUESTION, { outcomeSetID: id, question: 'First' }, token);
      await aMeeting(token, id);
      const addQuestions = async () => {
        const responses = [];
        for (let i = 0; i < EDITS_DURING_RECORDS; i += 1)
          responses.push(await gql(ADD_QUESTION, { outcomeSetID: id, question: `Added ${i}` }, token));
        return responses;
      };

      // Act
      const [edits, ...records] = await Promise.all([
        addQuestions(),
        ...Array.from({ length: RECORDS_DURING_EDITS }, () =>
          gql(ADD_MEETING, { beneficiaryID: `ben-${unique()}`, outcomeSetID: id, tags: [] }, token),
        ),
      ]);

      // Assess
      expect([...(edits as typeof records), ...records].map(errorTypeOf).filter(Boolean)).toEqual([]);
      const stored = await gql<{ outcomeset: { inUse: boolean; questions: { question: string }[] } }>(
        'query($id: String!) { outcomeset(id: $id) { inUse questions { question } } }',
        { id },
        token,
      );
      expect(stored.data?.outcomeset.inUse).toBe(true);
      expect(stored.data?.outcomeset.questions.map((q) => q.question)).toEqual([
        'First',
        ...Array.from({ length: EDITS_DURING_RECORDS }, (_, i) => `Added ${i}`),
      ]);
    });
  });
});
