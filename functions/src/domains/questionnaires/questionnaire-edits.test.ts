import { describe, expect, it } from 'vitest';

import { aStoredQuestionnaire } from '../../../../test/fixtures/questionnaire-fixtures.ts';
import * as edits from './questionnaire-edits.ts';
import type { Questionnaire } from './questionnaires.repository.ts';
import {
  AddLikertQuestionInput,
  EditLikertQuestionInput,
  EditOutcomeSetInput,
} from './questionnaires.schema.ts';

/** A questionnaire no edit may change in place: every edit returns a new one. */
const frozen = (overrides: Partial<Questionnaire> = {}): Questionnaire => {
  const deepFreeze = <T>(value: T): T => {
    if (value && typeof value === 'object') {
      Object.values(value).forEach(deepFreeze);
      Object.freeze(value);
    }
    return value;
  };
  return deepFreeze(aStoredQuestionnaire(overrides));
};

const scale = [
  { value: 1, label: 'Never' },
  { value: 5, label: 'Always' },
];
/** An `AddLikertQuestion` input as the service hands it over: parsed, with the new question's id. */
const newQuestion = (questionId: string, fields: Record<string, unknown> = {}) => ({
  ...AddLikertQuestionInput.parse({
    outcomeSetID: 'qnr-1',
    question: questionId,
    maxValue: 5,
    labels: scale,
    ...fields,
  }),
  questionId,
});

const ids = (questionnaire: Questionnaire) => questionnaire.questions.map(({ id }) => id);

describe('questionnaire edits', () => {
  it('leave the questionnaire they are given unchanged and return the edited copy', () => {
    // Prepare
    const before = frozen();
    const copy = structuredClone(before);

    // Act
    const after = edits.setArchived(before, { outcomeSetID: 'qnr-1', questionID: 'q1', archived: true });

    // Assess
    expect(before).toEqual(copy);
    expect(after.questions[0]).toMatchObject({ id: 'q1', archived: true });
    expect(after.version).toBe(before.version);
  });

  it('editDetails keeps omitted fields and clears a blank text', () => {
    // Prepare
    const before = frozen({ description: 'Old', instructions: 'Read first' });

    // Act
    const after = edits.editDetails(
      before,
      EditOutcomeSetInput.parse({
        outcomeSetID: 'qnr-1',
        name: 'Renamed',
        description: '',
        noteRequired: true,
      }),
    );

    // Assess
    expect(after).toMatchObject({ name: 'Renamed', instructions: 'Read first', noteRequired: true });
    expect(after.description).toBeUndefined();
  });

  it('addQuestion appends the question with the given id and checks its labels', () => {
    // Prepare
    const before = frozen();
    const input = newQuestion('q3', { question: 'I sleep well' });

    // Act
    const after = edits.addQuestion(before, input);

    // Assess
    expect(ids(after)).toEqual(['q1', 'q2', 'q3']);
    expect(after.questions[2]).toMatchObject({ question: 'I sleep well', leftValue: 1, rightValue: 5 });
    expect(() => edits.addQuestion(before, { ...input, labels: [] })).toThrow(
      expect.objectContaining({ code: 'input.invalid', fieldErrors: { labels: 'required' } }),
    );
  });

  it('editQuestion refuses a changed scale once the questionnaire is in use, but not the same values', () => {
    // Prepare
    const inUse = frozen({
      inUse: true,
      questions: [{ ...aStoredQuestionnaire().questions[0]!, labels: scale }],
    });
    const input = (fields: Record<string, unknown>) =>
      EditLikertQuestionInput.parse({ outcomeSetID: 'qnr-1', questionID: 'q1', ...fields });

    // Act, Assess
    expect(() => edits.editQuestion(inUse, input({ minValue: 0 }))).toThrow(
      expect.objectContaining({ code: 'question.scaleLocked' }),
    );
    expect(
      edits.editQuestion(inUse, input({ minValue: 1, question: 'Reworded' })).questions[0],
    ).toMatchObject({
      question: 'Reworded',
      leftValue: 1,
    });
  });

  it('removeQuestion drops a question of a questionnaire without records, and refuses an unknown one', () => {
    // Prepare
    const input = { outcomeSetID: 'qnr-1', questionID: 'q1' };

    // Act, Assess
    expect(ids(edits.removeQuestion(frozen(), input))).toEqual(['q2']);
    expect(() => edits.removeQuestion(frozen(), { ...input, questionID: 'nope' })).toThrow(
      expect.objectContaining({ code: 'question.notFound' }),
    );
  });

  it('removeQuestion refuses a question a record has answered and removes an unanswered one of a questionnaire in use', () => {
    // Prepare
    const input = { outcomeSetID: 'qnr-1', questionID: 'q1' };
    const answered = frozen({ inUse: true, answersTracked: true, answeredQuestions: ['q1'] });

    // Act, Assess
    expect(() => edits.removeQuestion(answered, input)).toThrow(
      expect.objectContaining({ code: 'question.answered' }),
    );
    expect(ids(edits.removeQuestion(answered, { ...input, questionID: 'q2' }))).toEqual(['q1']);
    expect(edits.mayBeAnswered(answered, 'q1')).toBe(true);
    expect(edits.mayBeAnswered(answered, 'q2')).toBe(false);
  });

  it('removeQuestion refuses any question of a questionnaire in use since before answers were tracked', () => {
    // Prepare
    const legacy = frozen({ inUse: true });

    // Act, Assess
    expect(() => edits.removeQuestion(legacy, { outcomeSetID: 'qnr-1', questionID: 'q2' })).toThrow(
      expect.objectContaining({ code: 'question.inUse' }),
    );
    expect(edits.mayBeAnswered(legacy, 'q2')).toBe(true);
    expect(edits.mayBeAnswered(frozen(), 'q2')).toBe(false);
  });

  it('moveQuestion counts only questions that are not archived; archived ones keep their places', () => {
    // Prepare
    const before = frozen();
    const three = edits.addQuestion(before, newQuestion('q3'));
    const withArchived = edits.setArchived(three, {
      outcomeSetID: 'qnr-1',
      questionID: 'q2',
      archived: true,
    });

    // Act
    const after = edits.moveQuestion(withArchived, { outcomeSetID: 'qnr-1', questionID: 'q3', newIndex: 0 });

    // Assess
    expect(ids(after)).toEqual(['q3', 'q2', 'q1']);
    expect(() =>
      edits.moveQuestion(withArchived, { outcomeSetID: 'qnr-1', questionID: 'q3', newIndex: 2 }),
    ).toThrow(expect.objectContaining({ code: 'input.invalid' }));
  });

  it('deleteCategory refuses while an active question uses it and unlinks archived ones', () => {
    // Prepare
    const linked = edits.setCategory(frozen(), { outcomeSetID: 'qnr-1', questionID: 'q1', categoryID: 'c1' });

    // Act, Assess
    expect(() => edits.deleteCategory(linked, { categoryID: 'c1' })).toThrow(
      expect.objectContaining({ code: 'category.inUse' }),
    );
    const archived = edits.setArchived(linked, { outcomeSetID: 'qnr-1', questionID: 'q1', archived: true });
    const after = edits.deleteCategory(archived, { categoryID: 'c1' });
    expect(after.categories).toEqual([]);
    expect(after.questions[0]!.categoryID).toBeUndefined();
  });

  it('setQuestionScoring stores "higher" as absent and drops a catalogue source when the value changes', () => {
    // Prepare
    const before = frozen({
      questions: [{ ...aStoredQuestionnaire().questions[0]!, reliability: 0.8, reliabilitySource: 'ONS' }],
    });
    const base = { outcomeSetID: 'qnr-1', questionID: 'q1' } as const;

    // Act
    const same = edits.setQuestionScoring(before, { ...base, direction: 'lower', reliability: 0.8 });
    const changed = edits.setQuestionScoring(before, { ...base, direction: 'higher', reliability: 0.7 });

    // Assess
    expect(same.questions[0]).toMatchObject({
      direction: 'lower',
      reliability: 0.8,
      reliabilitySource: 'ONS',
    });
    expect(changed.questions[0]).toMatchObject({ reliability: 0.7 });
    expect(changed.questions[0]).not.toHaveProperty('direction');
    expect(changed.questions[0]).not.toHaveProperty('reliabilitySource');
  });

  it('addCategory and editCategory keep a category reliability set apart', () => {
    // Prepare
    const added = edits.addCategory(frozen(), {
      outcomeSetID: 'qnr-1',
      categoryId: 'c2',
      name: 'Sleep',
      aggregation: 'sum',
      description: 'Nights',
    });
    const reliable = edits.setCategoryReliability(added, {
      outcomeSetID: 'qnr-1',
      categoryID: 'c2',
      reliability: 0.9,
    });

    // Act
    const after = edits.editCategory(reliable, {
      outcomeSetID: 'qnr-1',
      categoryID: 'c2',
      name: 'Rest',
      aggregation: 'mean',
      description: undefined,
    });

    // Assess
    expect(after.categories[1]).toEqual({ id: 'c2', name: 'Rest', aggregation: 'mean', reliability: 0.9 });
  });
});
