import type { AnsweringMeeting } from '../api/get-meeting';

/** A question's answer as it is being edited: the value on the scale (none yet) and its note. */
export type Draft = { value: number | null; notes: string };

/** One of a record's questions, as the answering pages read it. */
export type AnsweringQuestion = NonNullable<AnsweringMeeting['outcomeSet']>['questions'][number];

/** A question on a scale, the kind the answering pages can show. */
export type LikertQuestion = AnsweringQuestion & { leftValue: number };

/** Whether two notes say the same: a note never written and an empty one are alike. */
export const sameNotes = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '') === (b ?? '');

/** What the record holds for a question: its answer and note, or nothing yet. */
export function savedDraft(meeting: AnsweringMeeting, questionID: string): Draft {
  const answer = meeting.answers.find((a) => a.questionID === questionID);
  return { value: answer && 'answer' in answer ? answer.answer : null, notes: answer?.notes ?? '' };
}
