import { describe, expect, it } from 'vitest';

import { aStoredQuestionnaire } from '../../../../test/fixtures/questionnaire-fixtures.ts';
import { aMeeting } from '../../../../test/fixtures/records-repositories.ts';
import { toLinkMeetingResult, toMeetingResult } from './record-result.ts';

const meeting = aMeeting({
  id: 'mtg-1',
  benTags: ['housing'],
  tags: ['north', 'housing'],
  answers: { q1: { answer: 2 } },
  remote: true,
});

describe('toLinkMeetingResult', () => {
  it('leaves out the facilitator, the tags and which questions other records answered, and nothing else', () => {
    // Prepare
    const staffResult = toMeetingResult(meeting, aStoredQuestionnaire({ answeredQuestions: ['q1'] }));

    // Act
    const linkResult = toLinkMeetingResult(staffResult);

    // Assess
    const text = JSON.stringify(linkResult);
    for (const staffOnly of ['"user"', '"tags"', '"benTags"', '"meetingTags"', '"answered"']) {
      expect(text).not.toContain(staffOnly);
    }
    expect(JSON.stringify(staffResult)).toContain('"answered":true');
    expect(linkResult.outcomeSet?.questions.map(({ id, question }) => ({ id, question }))).toEqual([
      { id: 'q1', question: 'Question q1' },
      { id: 'q2', question: 'Question q2' },
    ]);
    expect(linkResult).toMatchObject({
      id: 'mtg-1',
      beneficiary: 'ben-1',
      answers: [{ questionID: 'q1', answer: 2 }],
    });
  });

  it('keeps a record whose questionnaire was deleted without one', () => {
    // Act
    const linkResult = toLinkMeetingResult(toMeetingResult(meeting, undefined));

    // Assess
    expect(linkResult.outcomeSet).toBeNull();
  });
});
