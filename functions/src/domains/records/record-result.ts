import type { Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';
import { toOutcomeSet } from '#domains/questionnaires/questionnaires.service.ts';
import type { Meeting as MeetingResult, OutcomeSet } from '../../graphql/generated/schema-types.ts';

import { aggregatesOf } from './record-rules.ts';
import type { Meeting } from './records.repository.ts';

/**
 * The questionnaire as the API returns it, built once per questionnaire read: a page of records shares the one read
 * (records.service.ts, `withQuestionnaires`), and the same read is never seen again once the request is answered.
 */
const outcomeSets = new WeakMap<Questionnaire, ReturnType<typeof toOutcomeSet>>();
const outcomeSetOf = (questionnaire: Questionnaire) => {
  let outcomeSet = outcomeSets.get(questionnaire);
  if (!outcomeSet) outcomeSets.set(questionnaire, (outcomeSet = toOutcomeSet(questionnaire)));
  return outcomeSet;
};

/** A stored record as the API returns it; answers in question order carry `__typename` for `AnswerInterface`. */
export const toMeetingResult = (
  meeting: Meeting,
  questionnaire: Questionnaire | undefined,
): MeetingResult => {
  const order = new Map((questionnaire?.questions ?? []).map((q, index) => [q.id, index]));
  const answers = Object.entries(meeting.answers).sort(
    ([a], [b]) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity) || a.localeCompare(b),
  );
  return {
    id: meeting.id,
    beneficiary: meeting.beneficiary,
    user: meeting.user,
    outcomeSetID: meeting.outcomeSetID,
    outcomeSet: questionnaire ? outcomeSetOf(questionnaire) : null,
    // A historic record is dated from the start, so the web app continues it in data entry (spec 01 §3).
    date: meeting.date ?? meeting.conducted ?? null,
    created: meeting.created,
    incomplete: meeting.incomplete,
    notes: meeting.notes ?? null,
    tags: meeting.tags,
    benTags: meeting.benTags,
    meetingTags: meeting.meetingTags,
    answers: answers.map(([questionID, { answer, notes }]) => ({
      __typename: 'IntAnswer' as const,
      questionID,
      answer,
      notes: notes ?? null,
    })),
    aggregates: { category: aggregatesOf(meeting, questionnaire) },
  };
};

/** What only staff read of a record: the facilitator and every tag (schema.graphql marks them Cognito-only). */
type StaffOnlyField = 'user' | 'tags' | 'benTags' | 'meetingTags';

/** A record as a link holder receives it: what answering needs, nothing about the facilitator or the tags. */
export type LinkMeetingResult = Omit<MeetingResult, StaffOnlyField>;

/**
 * A questionnaire without `LikertScale.answered` (Cognito-only in schema.graphql): whether a question was answered
 * tells of the organisation's other records, which a link holder may not read.
 */
const withoutAnswered = (outcomeSet: OutcomeSet): OutcomeSet => ({
  ...outcomeSet,
  questions: outcomeSet.questions.map((question) => {
    if (!('answered' in question)) return question;
    const { answered: _answered, ...rest } = question;
    return rest;
  }),
});

/** The record as a link holder receives it; AppSync refuses the staff-only fields too (field directives). */
export const toLinkMeetingResult = ({
  user: _user,
  tags: _tags,
  benTags: _benTags,
  meetingTags: _meetingTags,
  ...rest
}: MeetingResult): LinkMeetingResult => ({
  ...rest,
  outcomeSet: rest.outcomeSet ? withoutAnswered(rest.outcomeSet) : null,
});
