import { describe, expect, it } from 'vitest';
import type { RecordSummary } from '../api/get-record';
import { summaryRows } from './record-summary';

const question = (id: string, archived = false) => ({
  __typename: 'LikertScale' as const,
  id,
  question: `Question ${id}`,
  archived,
  leftValue: 1,
  rightValue: 5,
  leftLabel: null,
  rightLabel: null,
  labels: [
    { value: 1, label: 'Never' },
    { value: 5, label: 'Always' },
  ],
});

describe('summaryRows', () => {
  it('shows each question with its answer, scale and notes; no answer when unanswered', () => {
    // Prepare
    const record = {
      outcomeSet: { id: 'q', name: 'Q', questions: [question('a'), question('b'), question('c', true)] },
      answers: [{ __typename: 'IntAnswer' as const, questionID: 'a', answer: 5, notes: 'Good' }],
    } as unknown as Pick<RecordSummary, 'outcomeSet' | 'answers'>;
    // Act
    const rows = summaryRows(record);
    // Assess
    expect(rows).toEqual([
      {
        id: 'a',
        question: 'Question a',
        answer: 5,
        answerLabel: 'Always',
        notes: 'Good',
        scale: { left: 1, right: 5, leftLabel: 'Never', rightLabel: 'Always' },
      },
      {
        id: 'b',
        question: 'Question b',
        answer: null,
        scale: { left: 1, right: 5, leftLabel: 'Never', rightLabel: 'Always' },
      },
    ]);
  });

  it('keeps an archived question that was answered, and copes with a deleted questionnaire', () => {
    const record = {
      outcomeSet: { id: 'q', name: 'Q', questions: [question('c', true)] },
      answers: [{ __typename: 'IntAnswer' as const, questionID: 'c', answer: 3, notes: null }],
    } as unknown as Pick<RecordSummary, 'outcomeSet' | 'answers'>;
    expect(summaryRows(record).map((row) => [row.id, row.answer, row.answerLabel])).toEqual([
      ['c', 3, undefined],
    ]);
    expect(summaryRows({ outcomeSet: null, answers: [] })).toEqual([]);
  });
});
