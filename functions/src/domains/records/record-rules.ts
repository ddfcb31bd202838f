import { AppError } from '#core/app-error.ts';
import type { Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';
import { categoryValue } from '#domains/reports/report.ts';

import { RECORD_LIMITS } from './records.schema.ts';
import type { Meeting } from './records.repository.ts';

/** The rules a record must keep (spec 01 §5), as plain functions of what was read: each refuses with an `AppError`. */

const unique = (values: string[]) => [...new Set(values)];

/** A conducted date: not before 2000 (`tooSmall`), not in the future (`tooLarge`: "Please select a date in the past"). */
export const checkConducted = (conducted: string | undefined, now: Date, field = 'conducted'): void => {
  if (conducted === undefined) return;
  if (conducted < RECORD_LIMITS.earliestDate) throw new AppError('input.invalid', { [field]: 'tooSmall' });
  if (Date.parse(conducted) > now.getTime() + RECORD_LIMITS.clockSkewMs) {
    throw new AppError('input.invalid', { [field]: 'tooLarge' });
  }
};

/** Each required tag of each questionnaire needs one of its options among the tags, else `meeting.requiredTags`. */
export const checkRequiredTags = (questionnaires: Questionnaire[], tags: string[]): void => {
  const present = new Set(tags);
  const missing = unique(
    questionnaires.flatMap((q) =>
      q.requiredTags.filter(({ options }) => !options.some((o) => present.has(o))).map(({ label }) => label),
    ),
  );
  if (missing.length > 0) throw new AppError('meeting.requiredTags', undefined, { labels: missing });
};

/**
 * What a record still lacks before it may be completed (spec 01 §5 "Answering"), against the questionnaire as it
 * is now: an answer to every question that is not archived (one added after answering began included), a note on
 * each answer whose question requires one, and the record's note when the questionnaire requires one. Refused
 * with `meeting.unanswered`; `info.questions` lists the questions to revisit in questionnaire order and
 * `info.notes` says whether the record's note is missing. Reports assume complete records answer every question
 * (docs/reports.md), and a link token can call `CompleteMeeting` without the web app's checks.
 */
export const checkAnswered = (meeting: Meeting, questionnaire: Questionnaire): void => {
  const noteMissing = (required: boolean, deactivated: boolean, notes: string | undefined) =>
    required && !deactivated && !notes;
  const questions = questionnaire.questions
    .filter((q) => !q.archived)
    .filter((q) => {
      const answer = meeting.answers[q.id];
      return !answer || noteMissing(q.noteRequired, q.noteDeactivated, answer.notes);
    })
    .map((q) => q.id);
  const notes = noteMissing(questionnaire.noteRequired, questionnaire.noteDeactivated, meeting.notes);
  if (questions.length > 0 || notes)
    throw new AppError('meeting.unanswered', undefined, { questions, notes });
};

/** Per category: the record's value by the same rule reports use (docs/reports.md), so the two always agree. */
export const aggregatesOf = (meeting: Meeting, questionnaire: Questionnaire | undefined) => {
  if (!questionnaire) return [];
  const answers = Object.fromEntries(Object.entries(meeting.answers).map(([id, { answer }]) => [id, answer]));
  return questionnaire.categories.flatMap((category) => {
    const value = categoryValue(answers, category, questionnaire);
    return value === undefined ? [] : [{ categoryID: category.id, value }];
  });
};
