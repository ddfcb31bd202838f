import { describe, expect, it } from 'vitest';
import { likertQuestionSchema, newLikertValues, type LikertQuestionValues } from './add-likert-question';

const valid: LikertQuestionValues = {
  question: 'How do you feel?',
  description: '',
  short: '',
  leftValue: '1',
  rightValue: '5',
  labels: [
    { value: 1, label: 'Bad' },
    { value: 5, label: 'Good' },
  ],
  noteRequired: false,
  notePrompt: 'Additional information',
  noteDeactivated: false,
  categoryID: '',
};

const messages = (values: unknown) =>
  likertQuestionSchema
    .safeParse(values)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('likertQuestionSchema', () => {
  it('accepts a valid question and turns the ends into numbers', () => {
    // Act
    const parsed = likertQuestionSchema.parse(valid);
    // Assess
    expect(parsed).toMatchObject({ leftValue: 1, rightValue: 5, question: 'How do you feel?' });
  });

  it('requires a question', () => {
    expect(messages({ ...valid, question: '  ' })).toContainEqual([
      'question',
      'validation.questionRequired',
    ]);
  });

  it('needs a short version over 30 characters only', () => {
    const long = 'x'.repeat(31);
    expect(messages({ ...valid, question: long })).toEqual([['short', 'validation.shortRequired']]);
    expect(messages({ ...valid, question: 'x'.repeat(30) })).toEqual([]);
    expect(messages({ ...valid, question: long, short: 'Short' })).toEqual([]);
  });

  it('needs numeric ends that differ', () => {
    expect(messages({ ...valid, leftValue: '' })).toContainEqual(['leftValue', 'validation.leftRequired']);
    expect(messages({ ...valid, rightValue: '-' })).toContainEqual([
      'rightValue',
      'validation.rightRequired',
    ]);
    expect(messages({ ...valid, rightValue: '1', labels: [{ value: 1, label: 'A' }] })).toContainEqual([
      'rightValue',
      'validation.valuesEqual',
    ]);
    expect(messages({ ...valid, rightValue: '101' })).toContainEqual([
      'rightValue',
      'validation.valueTooLarge',
    ]);
  });

  it('needs labels on both ends, even while the question is still empty', () => {
    expect(messages({ ...valid, question: '', labels: [{ value: 1, label: 'Bad' }] })).toEqual([
      ['question', 'validation.questionRequired'],
      ['labels', 'validation.labelsRequired'],
    ]);
  });

  it("keeps a question's description to the API's 500 characters", () => {
    expect(messages({ ...valid, description: 'd'.repeat(500) })).toEqual([]);
    expect(messages({ ...valid, description: 'd'.repeat(501) })).toEqual([
      ['description', 'validation.questionDescriptionTooLong'],
    ]);
  });

  it('accepts a reversed scale', () => {
    expect(
      messages({
        ...valid,
        leftValue: '5',
        rightValue: '1',
        labels: [
          { value: 5, label: 'Bad' },
          { value: 1, label: 'Good' },
        ],
      }),
    ).toEqual([]);
  });
});

describe('newLikertValues', () => {
  it("starts from the last question's ends and labels, else 1 to 5", () => {
    expect(newLikertValues(undefined)).toMatchObject({ leftValue: '1', rightValue: '5', labels: [] });
    expect(
      newLikertValues({
        id: 'q',
        question: 'Q',
        archived: false,
        leftValue: 0,
        rightValue: 10,
        labels: [{ value: 0, label: 'None' }],
      } as never),
    ).toMatchObject({
      leftValue: '0',
      rightValue: '10',
      labels: [{ value: 0, label: 'None' }],
      question: '',
    });
  });
});
