import type { RecordSummary } from '../api/get-record';

export type SummaryRow = {
  id: string;
  question: string;
  /** null: the question has no answer ('Unknown Answer'). */
  answer: number | null;
  /** The label of the answer's value on the scale, if it has one. */
  answerLabel?: string;
  notes?: string;
  scale?: { left: number; right: number; leftLabel?: string; rightLabel?: string };
};

/**
 * Spec 01 §2 record question summary: each question in order with its answer, scale and notes; archived questions
 * only when they were answered.
 */
export function summaryRows(record: Pick<RecordSummary, 'outcomeSet' | 'answers'>): SummaryRow[] {
  const answers = new Map(record.answers.map((answer) => [answer.questionID, answer]));
  return (record.outcomeSet?.questions ?? [])
    .filter((question) => !question.archived || answers.has(question.id))
    .map((question) => {
      const answer = answers.get(question.id);
      const value = answer && 'answer' in answer && typeof answer.answer === 'number' ? answer.answer : null;
      const likert = 'leftValue' in question ? question : null;
      const labels = likert?.labels ?? [];
      const labelOf = (v: number) => labels.find((label) => label.value === v)?.label;
      return {
        id: question.id,
        question: question.question,
        answer: value,
        ...(value !== null && labelOf(value) ? { answerLabel: labelOf(value) } : {}),
        ...(answer?.notes ? { notes: answer.notes } : {}),
        ...(likert
          ? {
              scale: {
                left: likert.leftValue,
                right: likert.rightValue,
                ...((likert.leftLabel ?? labelOf(likert.leftValue))
                  ? { leftLabel: likert.leftLabel ?? labelOf(likert.leftValue) }
                  : {}),
                ...((likert.rightLabel ?? labelOf(likert.rightValue))
                  ? { rightLabel: likert.rightLabel ?? labelOf(likert.rightValue) }
                  : {}),
              },
            }
          : {}),
      };
    });
}
