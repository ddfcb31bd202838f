import { describe, expect, it } from 'vitest';
import { isQuestionnaireListQuery } from './questionnaire-cache';

describe('isQuestionnaireListQuery', () => {
  it.each([
    [['questionnaires'], true],
    [['questionnaires', 'report'], true],
    [['record-sources'], true],
    [['sequences'], true],
    [['questionnaire', 'q1', 'report'], true],
    [['questionnaires', 'q1'], false],
    [['sequences', 's1'], false],
    [['meetings', 'm1'], false],
    [['report', { questionnaire: 'q1' }], false],
  ])('%j → %s', (key, expected) => {
    expect(isQuestionnaireListQuery(key)).toBe(expected);
  });
});
