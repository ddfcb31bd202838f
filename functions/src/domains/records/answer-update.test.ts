import { describe, expect, it } from 'vitest';

import { answerUpdate } from './answer-update.ts';

describe('answerUpdate', () => {
  it('writes the answer and the write count alone, on an existing incomplete record, returning it as written', () => {
    // Prepare
    const answer = { answer: 4 };
    // Act
    const update = answerUpdate('table', 'org-1', 'rec-1', 'q-1', answer, false);
    // Assess
    expect(update).toStrictEqual({
      TableName: 'table',
      Key: { pk: 'ORG#org-1', sk: 'MTG#rec-1' },
      UpdateExpression: 'SET #answers.#question = :answer ADD #rev :one',
      ConditionExpression: 'attribute_exists(#meetingId) AND #incomplete = :true',
      ExpressionAttributeNames: {
        '#answers': 'answers',
        '#question': 'q-1',
        '#rev': 'rev',
        '#meetingId': 'meetingId',
        '#incomplete': 'incomplete',
      },
      ExpressionAttributeValues: { ':answer': { answer: 4 }, ':one': 1, ':true': true },
      ReturnValues: 'ALL_NEW',
    });
  });

  it("adds that the question has no answer yet when only a first answer may be written, and keeps the answer's note", () => {
    // Prepare
    const answer = { answer: 2, notes: 'slept badly' };
    // Act
    const update = answerUpdate('table', 'org-1', 'rec-1', 'q-1', answer, true);
    // Assess
    expect(update.ConditionExpression).toBe(
      'attribute_exists(#meetingId) AND #incomplete = :true AND attribute_not_exists(#answers.#question)',
    );
    expect(update.ExpressionAttributeValues?.[':answer']).toStrictEqual({ answer: 2, notes: 'slept badly' });
  });

  it('names the question by a placeholder, so that any question id is a valid path', () => {
    // Prepare
    const questionId = 'a.b[0] c';
    // Act
    const update = answerUpdate('table', 'org-1', 'rec-1', questionId, { answer: 1 }, true);
    // Assess
    expect(update.UpdateExpression).not.toContain(questionId);
    expect(update.ExpressionAttributeNames?.['#question']).toBe(questionId);
  });
});
