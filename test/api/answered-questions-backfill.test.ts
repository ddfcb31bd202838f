import { describe, expect, it } from 'vitest';

import { backfillAnsweredQuestions } from '../../functions/src/domains/questionnaires/answered-questions-backfill.ts';
import { completeRecordItem } from '../fixtures/record-items.ts';

import { errorTypeOf, gql } from './steps/graphql.ts';
import { ANSWER, aMeeting, aQuestionnaireOf } from './steps/meetings.ts';
import { aTeam } from './steps/people.ts';
import { writeItems } from './steps/report-seed.ts';
import { removeAttributes, scanTable, stableJson } from './steps/table.ts';

const REMOVE_QUESTION = `mutation Remove($outcomeSetID: String!, $questionID: String!) {
  RemoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) { questions { id } }
}`;

/** The questionnaire's stored item, serialised so that two reads compare with toEqual. */
const storedQuestionnaire = async (orgId: string, questionnaireId: string) =>
  stableJson(
    (await scanTable()).find((item) => item.pk === `ORG#${orgId}` && item.sk === `QNR#${questionnaireId}`),
  );

/**
 * Given a questionnaire of three questions in use: an incomplete record (made through the API) answering the
 * third, and a complete record (stored straight into the table, as before answers were tracked) answering the
 * first. The second is answered by no record.
 */
async function aQuestionnaireAnsweredByRecords() {
  const team = await aTeam(1);
  const token = team.owner.tokens.IdToken;
  const questionnaire = await aQuestionnaireOf(token, 3);
  const [q1, q2, q3] = questionnaire.questions as [string, string, string];
  const { id: meetingID } = await aMeeting(token, questionnaire.id);
  expect((await gql(ANSWER, { meetingID, questionID: q3, value: 2 }, token)).errors).toBeUndefined();
  await writeItems([
    completeRecordItem(team.orgId, questionnaire.id, {
      beneficiary: 'ben-old',
      date: '2024-03-05T10:00:00.000Z',
      answers: { [q1]: 4 },
    }),
  ]);
  return { team, token, questionnaire, q1, q2, q3 };
}

describe('npm run backfill:answered-questions', () => {
  it('lists the questions records answered of a questionnaire in use before they were tracked, once', async () => {
    // Prepare: the questionnaire item as the version before tracking left it
    const { team, token, questionnaire, q1, q2, q3 } = await aQuestionnaireAnsweredByRecords();
    await removeAttributes({ pk: `ORG#${team.orgId}`, sk: `QNR#${questionnaire.id}` }, [
      'answeredQuestions',
      'answersTracked',
    ]);
    const ref = { outcomeSetID: questionnaire.id };
    const before = await gql(REMOVE_QUESTION, { ...ref, questionID: q2 }, token);

    // Act
    const first = await backfillAnsweredQuestions();
    const afterFirst = await storedQuestionnaire(team.orgId, questionnaire.id);
    const again = await backfillAnsweredQuestions();
    const afterAgain = await storedQuestionnaire(team.orgId, questionnaire.id);
    const removeAnswered = await gql(REMOVE_QUESTION, { ...ref, questionID: q1 }, token);
    const removeAnsweredIncomplete = await gql(REMOVE_QUESTION, { ...ref, questionID: q3 }, token);
    const removeUnanswered = await gql<{ RemoveQuestion: { questions: { id: string }[] } }>(
      REMOVE_QUESTION,
      { ...ref, questionID: q2 },
      token,
    );

    // Assess
    expect(errorTypeOf(before)).toBe('question.inUse');
    expect(first.written).toBeGreaterThanOrEqual(1);
    expect(first.skipped).toEqual([]);
    expect(again).toEqual({ found: 0, written: 0, settled: 0, skipped: [] });
    expect(afterAgain).toEqual(afterFirst);
    expect(JSON.parse(afterFirst)).toMatchObject({
      answersTracked: true,
      answeredQuestions: [q1, q3].sort(),
    });
    expect(errorTypeOf(removeAnswered)).toBe('question.answered');
    expect(errorTypeOf(removeAnsweredIncomplete)).toBe('question.answered');
    expect(removeUnanswered.errors).toBeUndefined();
    expect(removeUnanswered.data?.RemoveQuestion.questions.map(({ id }) => id)).toEqual([q1, q3]);
  });

  it('leaves a questionnaire whose answered questions are tracked as it is', async () => {
    // Prepare: tracked, listing only the third question though a record stored straight into the table answers
    // the first, so that a backfill reading its records would change the list
    const { team, questionnaire } = await aQuestionnaireAnsweredByRecords();
    const before = await storedQuestionnaire(team.orgId, questionnaire.id);

    // Act
    await backfillAnsweredQuestions();

    // Assess
    expect(JSON.parse(before)).toMatchObject({
      answersTracked: true,
      answeredQuestions: [questionnaire.questions[2]],
    });
    expect(await storedQuestionnaire(team.orgId, questionnaire.id)).toEqual(before);
  });
});
