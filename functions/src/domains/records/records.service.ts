import { randomUUID } from 'node:crypto';

import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import { logger } from '#core/logger.ts';
import { STALE, withOptimisticRetry } from '#core/optimistic-retry.ts';
import type { BeneficiaryCaller, RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import type { BeneficiariesRepository } from '#domains/beneficiaries/beneficiaries.repository.ts';
import type { LinksRepository } from '#domains/links/links.repository.ts';
import { BeneficiaryId } from '#domains/beneficiaries/beneficiaries.service.ts';
import type {
  Questionnaire,
  QuestionnairesRepository,
} from '#domains/questionnaires/questionnaires.repository.ts';
import type { SequencesRepository } from '#domains/sequences/sequences.repository.ts';
import { TagList } from '#domains/tags/tag-list.ts';
import { assertWritable } from '#domains/ops/suspension.ts';
import { readAsStaff, resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';
import type {
  Meeting as MeetingResult,
  MeetingsPage,
  StartSequenceResult,
} from '../../graphql/generated/schema-types.ts';

import { withCurrentBeneficiaryTags } from './beneficiary-tags-changed.ts';
import { toLinkMeetingResult, toMeetingResult, type LinkMeetingResult } from './record-result.ts';
import { checkAnswered, checkConducted, checkRequiredTags } from './record-rules.ts';
import { recordTags } from './record-tags.ts';
import type { Meeting, RecordsRepository, WriteResult } from './records.repository.ts';
import {
  AddMeetingInput,
  AnswerInput,
  IsoDate,
  Notes,
  RecentInput,
  RecordId,
  StartSequenceInput,
} from './records.schema.ts';

/** Told when a record made through a link is completed (the facilitator may want an email). */
export type RemoteCompletionListener = (orgId: string, meeting: Meeting) => Promise<void>;

export type RecordsDeps = StaffOrganisationDeps & {
  records: RecordsRepository;
  questionnaires: Pick<QuestionnairesRepository, 'getQuestionnaire'>;
  sequences: Pick<SequencesRepository, 'getSequence'>;
  beneficiaries: Pick<BeneficiariesRepository, 'getBeneficiary'>;
  /** The link behind a link token, read on each of its requests: a revoked link ends its tokens at once. */
  links: Pick<LinksRepository, 'getLink'>;
  onRemoteCompleted?: RemoteCompletionListener;
  /** Injected so tests can pin ids and times. */
  newId?: () => string;
  now?: () => Date;
};

const nowOf = (deps: RecordsDeps) => deps.now?.() ?? new Date();
const newIdOf = (deps: RecordsDeps) => deps.newId?.() ?? randomUUID();

const unique = (values: string[]) => [...new Set(values)];

/**
 * The record as `access` may receive it. AppSync already refuses the staff-only fields to a link token; leaving them
 * out of the response as well means a schema edit that loses a directive still leaks nothing.
 */
const resultFor = (access: Access, result: MeetingResult): MeetingResult | LinkMeetingResult =>
  access.beneficiary ? toLinkMeetingResult(result) : result;

/** Records with their questionnaires, each questionnaire read once. */
const withQuestionnaires = async (orgId: string, meetings: Meeting[], deps: RecordsDeps) => {
  const ids = unique(meetings.map((m) => m.outcomeSetID));
  const found = await Promise.all(ids.map((id) => deps.questionnaires.getQuestionnaire(orgId, id)));
  const byId = new Map(ids.map((id, index) => [id, found[index]]));
  return meetings.map((m) => toMeetingResult(m, byId.get(m.outcomeSetID)));
};

const staffOrganisation = (ctx: RequestContext, deps: RecordsDeps) =>
  resolveStaffOrganisation(requireStaff(ctx), deps);

/** Who may touch one record: staff of its organisation, or a link token whose sequence lists it while incomplete. */
type Access = { orgId: string; beneficiary?: BeneficiaryCaller };

const loadRecord = async (access: Access, id: string, deps: RecordsDeps): Promise<Meeting> => {
  const { beneficiary } = access;
  if (beneficiary && !beneficiary.sequence.includes(id)) throw new AppError('auth.forbidden');
  const meeting = await deps.records.getRecord(access.orgId, id);
  if (!meeting) throw new AppError(beneficiary ? 'auth.forbidden' : 'meeting.notFound');
  if (beneficiary && meeting.beneficiary !== beneficiary.beneficiaryId) throw new AppError('auth.forbidden');
  if (beneficiary && !meeting.incomplete) throw new AppError('meeting.complete');
  return meeting;
};

/**
 * The caller's access, the input parsed with `schema`, and the record `recordId` names in it. A staff caller's
 * membership is checked beside the record's read (`readAsStaff`); the caller is still refused before the input is,
 * and the input before the record.
 */
const withRecord = async <S extends z.ZodType>(
  ctx: RequestContext,
  input: unknown,
  schema: S,
  recordId: (args: z.infer<S>) => string,
  deps: RecordsDeps,
): Promise<{ access: Access; args: z.infer<S>; meeting: Meeting }> => {
  const load = async (access: Access) => {
    const args = parseInput(schema, input);
    return { access, args, meeting: await loadRecord(access, recordId(args), deps) };
  };
  const { caller } = ctx;
  if (caller.kind === 'beneficiary') {
    const access = { orgId: caller.orgId, beneficiary: caller };
    const [link, loaded, writable] = await Promise.allSettled([
      requireOpenLink(caller, deps),
      load(access),
      // A link's answers are the organisation's data too: refused while it is suspended (docs/decisions.md).
      assertWritable(caller.mutation, caller.orgId, deps.suspensions),
    ]);
    if (link.status === 'rejected') throw link.reason;
    if (loaded.status === 'rejected') throw loaded.reason;
    if (writable.status === 'rejected') throw writable.reason;
    return loaded.value;
  }
  return (await readAsStaff(requireStaff(ctx), deps, (orgId) => load({ orgId }))).read;
};

/**
 * A link token lives up to 2 hours, so its signature alone would outlive a revoked link; the link is read beside
 * the record on every request and its refusal wins, so a revoked or expired link stops its tokens at once
 * (`link.expired`, which the answering screens show as the spec's expired link).
 */
const requireOpenLink = async (caller: BeneficiaryCaller, deps: RecordsDeps): Promise<void> => {
  const link = await deps.links.getLink(caller.jti);
  const nowSeconds = Math.floor(nowOf(deps).getTime() / 1000);
  if (!link || link.orgId !== caller.orgId || link.revokedAt !== undefined || link.expiresAt <= nowSeconds) {
    throw new AppError('link.expired');
  }
};

/** The record as stored now, as the API returns it. */
const resultOf = async (orgId: string, id: string, deps: RecordsDeps): Promise<MeetingResult> => {
  const meeting = await deps.records.getRecord(orgId, id);
  if (!meeting) throw new AppError('meeting.notFound');
  return toMeetingResult(meeting, await deps.questionnaires.getQuestionnaire(orgId, meeting.outcomeSetID));
};

/** The record a conditional write left, or the error for why it was refused. */
const savedRecord = (result: WriteResult): Meeting => {
  if (result === 'notFound') throw new AppError('meeting.notFound');
  if (result === 'complete') throw new AppError('meeting.complete');
  // Only notes take a record near 400 KB: the record's notes, together, are too long to keep.
  if (result === 'tooLarge') throw new AppError('input.invalid', { notes: 'tooLong' });
  return result;
};

export type NewRecords = {
  beneficiary: string;
  questionnaireIds: string[];
  meetingTags: string[];
  conducted?: string;
  remote: boolean;
};

/**
 * The incomplete records `createRecords` would create, one per questionnaire in order, after its checks; nothing is
 * written. For callers that write the records in a transaction of their own (a link to them, a summon's use).
 */
export const recordsToCreate = async (
  orgId: string,
  userId: string,
  input: NewRecords,
  deps: RecordsDeps,
): Promise<{ meetings: Meeting[]; questionnaires: Questionnaire[] }> => {
  const [beneficiary, ...questionnaires] = await Promise.all([
    deps.beneficiaries.getBeneficiary(orgId, input.beneficiary),
    ...input.questionnaireIds.map((id) => deps.questionnaires.getQuestionnaire(orgId, id)),
  ]);
  if (questionnaires.some((q) => !q)) throw new AppError('questionnaire.notFound');
  const found = questionnaires as Questionnaire[];
  const benTags = beneficiary?.tags ?? [];
  const tags = recordTags(input.meetingTags, benTags);
  checkRequiredTags(found, tags);
  const created = nowOf(deps).toISOString();
  const meetings: Meeting[] = found.map((q) => ({
    id: newIdOf(deps),
    beneficiary: input.beneficiary,
    user: userId,
    outcomeSetID: q.id,
    ...(input.conducted ? { conducted: input.conducted } : {}),
    created,
    incomplete: true,
    meetingTags: input.meetingTags,
    benTags,
    tags,
    answers: {},
    remote: input.remote,
  }));
  return { meetings, questionnaires: found };
};

/**
 * Creates one incomplete record per questionnaire, in order, for the beneficiary (created if new, its tags as
 * `benTags`), checking that each questionnaire exists and that its required tags are among the tags.
 */
const createRecords = async (
  orgId: string,
  userId: string,
  input: NewRecords,
  deps: RecordsDeps,
): Promise<{ meetings: Meeting[]; questionnaires: Questionnaire[] }> =>
  withCurrentBeneficiaryTags(async () => {
    const created = await recordsToCreate(orgId, userId, input, deps);
    await deps.records.createRecords(orgId, created.meetings);
    return created;
  });

/** The questionnaires of a sequence, in order, and its destination; `sequence.notFound`. */
export const sequenceQuestionnaires = async (orgId: string, sequenceId: string, deps: RecordsDeps) => {
  const sequence = await deps.sequences.getSequence(orgId, sequenceId);
  if (!sequence) throw new AppError('sequence.notFound');
  return { questionnaireIds: sequence.questionnaires, destination: sequence.destination };
};

/** `Mutation.AddMeeting`: a new incomplete record; `conducted` makes it a historic record dated then. */
export const addMeeting = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<MeetingResult> => {
  const { orgId, userId } = await staffOrganisation(ctx, deps);
  const { beneficiaryID, outcomeSetID, conducted, tags } = parseInput(AddMeetingInput, input);
  checkConducted(conducted ?? undefined, nowOf(deps));
  const { meetings, questionnaires } = await createRecords(
    orgId,
    userId,
    {
      beneficiary: beneficiaryID,
      questionnaireIds: [outcomeSetID],
      meetingTags: tags,
      conducted: conducted ?? undefined,
      remote: false,
    },
    deps,
  );
  return toMeetingResult(meetings[0]!, questionnaires[0]);
};

/** `Mutation.StartSequence`: one record per questionnaire of the sequence, in order, and its destination. */
export const startSequence = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<StartSequenceResult> => {
  const { orgId, userId } = await staffOrganisation(ctx, deps);
  const { beneficiaryID, sequenceID, conducted, tags } = parseInput(StartSequenceInput, input);
  checkConducted(conducted ?? undefined, nowOf(deps));
  const { questionnaireIds, destination } = await sequenceQuestionnaires(orgId, sequenceID, deps);
  const { meetings, questionnaires } = await createRecords(
    orgId,
    userId,
    {
      beneficiary: beneficiaryID,
      questionnaireIds,
      meetingTags: tags,
      conducted: conducted ?? undefined,
      remote: false,
    },
    deps,
  );
  return {
    meetings: meetings.map((m, index) => toMeetingResult(m, questionnaires[index])),
    destination: destination ?? null,
  };
};

/** `Query.meeting(id)`: staff read any record of the organisation; a link token only its incomplete ones. */
export const getMeeting = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<MeetingResult | LinkMeetingResult> => {
  const { access, meeting } = await withRecord(ctx, input, z.object({ id: RecordId }), (a) => a.id, deps);
  return resultFor(
    access,
    toMeetingResult(meeting, await deps.questionnaires.getQuestionnaire(access.orgId, meeting.outcomeSetID)),
  );
};

const byRecordDate = (a: Meeting, b: Meeting) =>
  (a.date ?? a.created).localeCompare(b.date ?? b.created) || a.id.localeCompare(b.id);

const beneficiaryRecords = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
  complete: boolean,
) => {
  const { orgId, read } = await readAsStaff(requireStaff(ctx), deps, async (org) => {
    const { beneficiary } = parseInput(z.object({ beneficiary: BeneficiaryId }), input);
    return deps.records.listBeneficiaryRecords(org, beneficiary);
  });
  const meetings = read.filter((m) => m.incomplete !== complete).sort(byRecordDate);
  return withQuestionnaires(orgId, meetings, deps);
};

/** `Query.meetings(beneficiary)`: the beneficiary's complete records, by record date. */
export const listMeetings = (ctx: RequestContext, input: unknown, deps: RecordsDeps) =>
  beneficiaryRecords(ctx, input, deps, true);

/** `Query.incompleteMeetings(beneficiary)`: the beneficiary's incomplete records, oldest first. */
export const listIncompleteMeetings = (ctx: RequestContext, input: unknown, deps: RecordsDeps) =>
  beneficiaryRecords(ctx, input, deps, false);

/** `Query.recentMeetings`: the organisation's records newest first, filtered (every filter must hold). */
export const recentMeetings = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<MeetingsPage> => {
  const { orgId, read } = await readAsStaff(requireStaff(ctx), deps, async (org) => {
    const { page, limit, ...filters } = parseInput(RecentInput, input);
    const take = limit ?? 12;
    return { page, ...(await deps.records.recentRecords(org, filters, page * take, take)) };
  });
  const { page, meetings, isMore } = read;
  return { meetings: await withQuestionnaires(orgId, meetings, deps), page, isMore };
};

/**
 * `Mutation.AddLikertAnswer`: the value must lie inside the question's scale (either direction); a required
 * note is enforced unless the note is deactivated (then it is dropped). An existing answer is replaced only with
 * `allowOverwrite`. Staff may correct complete records; a link token only answers incomplete ones.
 */
export const addLikertAnswer = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<MeetingResult | LinkMeetingResult> => {
  const { access, args, meeting } = await withRecord(ctx, input, AnswerInput, (a) => a.meetingID, deps);
  const { meetingID, questionID, value, allowOverwrite, notes } = args;
  const questionnaire = await deps.questionnaires.getQuestionnaire(access.orgId, meeting.outcomeSetID);
  if (!questionnaire) throw new AppError('questionnaire.notFound');
  const question = questionnaire.questions.find((q) => q.id === questionID && !q.archived);
  if (!question) throw new AppError('question.notFound');
  const low = Math.min(question.leftValue, question.rightValue);
  const high = Math.max(question.leftValue, question.rightValue);
  if (value < low) throw new AppError('input.invalid', { value: 'tooSmall' });
  if (value > high) throw new AppError('input.invalid', { value: 'tooLarge' });
  const note = question.noteDeactivated ? undefined : notes;
  if (question.noteRequired && !question.noteDeactivated && !note) {
    throw new AppError('input.invalid', { notes: 'required' });
  }
  if (meeting.answers[questionID] && !allowOverwrite) throw new AppError('meeting.answerExists');
  // The check above reads before the write; the write's own condition settles concurrent first answers.
  const saved = await deps.records.setAnswer(
    access.orgId,
    meetingID,
    questionID,
    note === undefined ? { answer: value } : { answer: value, notes: note },
    access.beneficiary !== undefined,
    !allowOverwrite,
    // Once listed, a question cannot be removed, so only its first answer needs the questionnaire in the write.
    questionnaire.answeredQuestions?.includes(questionID) ? undefined : questionnaire.id,
  );
  if (saved === 'answerExists') throw new AppError('meeting.answerExists');
  return resultFor(access, toMeetingResult(savedRecord(saved), questionnaire));
};

/** `Mutation.SetMeetingNotes`: the record's notes; blank clears them unless the questionnaire requires a note. */
export const setMeetingNotes = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<MeetingResult | LinkMeetingResult> => {
  const { access, args, meeting } = await withRecord(
    ctx,
    input,
    z.object({ meetingID: RecordId, notes: Notes }),
    (a) => a.meetingID,
    deps,
  );
  const { meetingID, notes } = args;
  const questionnaire = await deps.questionnaires.getQuestionnaire(access.orgId, meeting.outcomeSetID);
  if (questionnaire?.noteRequired && !questionnaire.noteDeactivated && !notes) {
    throw new AppError('input.invalid', { notes: 'required' });
  }
  const saved = await deps.records.setNotes(access.orgId, meetingID, notes, access.beneficiary !== undefined);
  return resultFor(access, toMeetingResult(savedRecord(saved), questionnaire));
};

/**
 * `Mutation.CompleteMeeting`: completes the record, dated at its conducted date or now, and makes it visible to
 * reports (GSI3), once every question is answered and every required note given (`checkAnswered`); a record of a
 * deleted questionnaire cannot be (`questionnaire.notFound`). Completing a complete record changes nothing. A
 * record made through a link tells `onRemoteCompleted` (the facilitator's email); a failure there does not undo
 * the completion.
 */
export const completeMeeting = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<MeetingResult | LinkMeetingResult> => {
  const { access, args, meeting } = await withRecord(
    ctx,
    input,
    z.object({ meetingID: RecordId }),
    (a) => a.meetingID,
    deps,
  );
  const { meetingID } = args;
  const questionnaire = await deps.questionnaires.getQuestionnaire(access.orgId, meeting.outcomeSetID);
  if (!meeting.incomplete) return resultFor(access, toMeetingResult(meeting, questionnaire));
  if (!questionnaire) throw new AppError('questionnaire.notFound');
  // Checked on this read: nothing removes an answer, so the record completeRecord may re-read has at least these.
  checkAnswered(meeting, questionnaire);
  const result = await deps.records.completeRecord(access.orgId, meeting, nowOf(deps).toISOString());
  // A concurrent completion by someone else: the record is complete either way (staff); a link is refused.
  if (result === 'complete' && !access.beneficiary) return resultOf(access.orgId, meetingID, deps);
  const record = savedRecord(result);
  if (meeting.remote && deps.onRemoteCompleted) {
    await deps
      .onRemoteCompleted(access.orgId, record)
      .catch((error: unknown) => logger.error('The remote completion listener failed', { error }));
  }
  return resultFor(access, toMeetingResult(record, questionnaire));
};

/** `Mutation.DeleteMeeting`: removes the record. */
export const deleteMeeting = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<boolean> => {
  const { orgId } = await staffOrganisation(ctx, deps);
  const { meetingID } = parseInput(z.object({ meetingID: RecordId }), input);
  if (!(await deps.records.deleteRecord(orgId, meetingID))) throw new AppError('meeting.notFound');
  return true;
};

/**
 * Reads the record, applies `change` and writes its editable fields; re-applied if it changed meanwhile (completed,
 * answered, edited), `meeting.conflict` when it keeps changing.
 */
const editRecord = async (
  orgId: string,
  meetingID: string,
  change: (current: Meeting) => Promise<Meeting> | Meeting,
  deps: RecordsDeps,
): Promise<MeetingResult> => {
  await withOptimisticRetry('meeting.conflict', async () => {
    const current = await deps.records.getRecord(orgId, meetingID);
    if (!current) throw new AppError('meeting.notFound');
    const next = await change(current);
    return (await deps.records.updateRecord(orgId, current, next)) === 'saved' ? 'saved' : STALE;
  });
  return resultOf(orgId, meetingID, deps);
};

/** `Mutation.EditMeetingDate`: the conducted date (not in the future); a complete record is re-dated with it. */
export const editMeetingDate = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<MeetingResult> => {
  const { orgId } = await staffOrganisation(ctx, deps);
  const { meetingID, conducted } = parseInput(z.object({ meetingID: RecordId, conducted: IsoDate }), input);
  checkConducted(conducted, nowOf(deps));
  return editRecord(
    orgId,
    meetingID,
    (current) => ({ ...current, conducted, ...(current.incomplete ? {} : { date: conducted }) }),
    deps,
  );
};

/** `Mutation.EditMeetingTags`: replaces the record's own tags (required tags still enforced); new tags join the list. */
export const editMeetingTags = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<MeetingResult> => {
  const { orgId } = await staffOrganisation(ctx, deps);
  const { meetingID, tags } = parseInput(z.object({ meetingID: RecordId, tags: TagList }), input);
  return editRecord(
    orgId,
    meetingID,
    async (current) => {
      const all = recordTags(tags, current.benTags);
      const questionnaire = await deps.questionnaires.getQuestionnaire(orgId, current.outcomeSetID);
      if (questionnaire) checkRequiredTags([questionnaire], all);
      return { ...current, meetingTags: tags, tags: all };
    },
    deps,
  );
};

/**
 * `Mutation.EditMeetingBeneficiary`: moves the record to another beneficiary (created if new), taking its tags in
 * place of the old beneficiary's; the required tags must still hold on what the record then carries, its own tags
 * and the new beneficiary's (`meeting.requiredTags`, as `EditMeetingTags`).
 */
export const editMeetingBeneficiary = async (
  ctx: RequestContext,
  input: unknown,
  deps: RecordsDeps,
): Promise<MeetingResult> => {
  const { orgId } = await staffOrganisation(ctx, deps);
  const { meetingID, newBeneficiaryID } = parseInput(
    z.object({ meetingID: RecordId, newBeneficiaryID: BeneficiaryId }),
    input,
  );
  return editRecord(
    orgId,
    meetingID,
    async (current) => {
      const [beneficiary, questionnaire] = await Promise.all([
        deps.beneficiaries.getBeneficiary(orgId, newBeneficiaryID),
        deps.questionnaires.getQuestionnaire(orgId, current.outcomeSetID),
      ]);
      const benTags = beneficiary?.tags ?? [];
      const tags = recordTags(current.meetingTags, benTags);
      if (questionnaire) checkRequiredTags([questionnaire], tags);
      return { ...current, beneficiary: newBeneficiaryID, benTags, tags };
    },
    deps,
  );
};
