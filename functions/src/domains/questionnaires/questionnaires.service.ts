import { randomUUID } from 'node:crypto';

import { AppError } from '#core/app-error.ts';
import { STALE, withOptimisticRetry } from '#core/optimistic-retry.ts';
import type { FieldErrorCode } from '#core/app-error.ts';
import { requireStaff } from '#core/auth-context.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import type { SequencesRepository } from '#domains/sequences/sequences.repository.ts';
import { resolveStaffOrganisation } from '#domains/users/users.service.ts';
import type { StaffOrganisationDeps } from '#domains/users/users.service.ts';
import type { LikertScale, OutcomeSet } from '../../graphql/generated/schema-types.ts';

import * as edits from './questionnaire-edits.ts';
import type { LikertQuestion, Questionnaire, QuestionnairesRepository } from './questionnaires.repository.ts';
import {
  AddCategoryInput,
  AddLikertQuestionInput,
  AddOutcomeSetInput,
  CategoryRefInput,
  EditCategoryInput,
  EditLikertQuestionInput,
  EditOutcomeSetInput,
  GetOutcomeSetInput,
  MoveQuestionInput,
  OutcomeSetIdInput,
  QuestionRefInput,
  SetCategoryInput,
  SetCategoryReliabilityInput,
  SetQuestionScoringInput,
} from './questionnaires.schema.ts';

export type QuestionnairesDeps = StaffOrganisationDeps & {
  questionnaires: QuestionnairesRepository;
  sequences: Pick<SequencesRepository, 'listSequences'>;
  /** Injected so tests can pin ids and times. */
  newId?: () => string;
  now?: () => Date;
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

const labelAt = (question: LikertQuestion, value: number) =>
  question.labels.find((label) => label.value === value)?.label ?? null;

const toLikertScale = (question: LikertQuestion, questionnaire: Questionnaire): LikertScale => ({
  __typename: 'LikertScale',
  id: question.id,
  answered: edits.mayBeAnswered(questionnaire, question.id),
  question: question.question,
  description: question.description ?? null,
  short: question.short ?? null,
  archived: question.archived,
  categoryID: question.categoryID ?? null,
  leftValue: question.leftValue,
  rightValue: question.rightValue,
  leftLabel: labelAt(question, question.leftValue),
  rightLabel: labelAt(question, question.rightValue),
  labels: [...question.labels].sort((a, b) => a.value - b.value),
  noteRequired: question.noteRequired,
  notePrompt: question.notePrompt ?? null,
  noteDeactivated: question.noteDeactivated,
  direction: question.direction ?? 'higher',
  reliability: question.reliability ?? null,
  reliabilitySource: question.reliabilitySource ?? null,
});

/** A stored questionnaire as the API returns it; questions carry `__typename` for `QuestionInterface`. */
export const toOutcomeSet = (questionnaire: Questionnaire): OutcomeSet => ({
  id: questionnaire.id,
  name: questionnaire.name,
  description: questionnaire.description ?? null,
  instructions: questionnaire.instructions ?? null,
  noteRequired: questionnaire.noteRequired,
  notePrompt: questionnaire.notePrompt ?? null,
  noteDeactivated: questionnaire.noteDeactivated,
  questions: questionnaire.questions.map((question) => toLikertScale(question, questionnaire)),
  categories: questionnaire.categories.map((category) => ({
    id: category.id,
    name: category.name,
    description: category.description ?? null,
    aggregation: category.aggregation,
    reliability: category.reliability ?? null,
    reliabilitySource: category.reliabilitySource ?? null,
  })),
  readOnly: questionnaire.readOnly,
  inUse: questionnaire.inUse,
  requiredTags: questionnaire.requiredTags.map(({ label, options }) => ({ label, options: [...options] })),
  plugins: [],
});

const organisationOf = async (ctx: RequestContext, deps: QuestionnairesDeps) =>
  (await resolveStaffOrganisation(requireStaff(ctx), deps)).orgId;

/**
 * Reads the questionnaire, applies `change` and writes it back if nobody wrote it in between; otherwise reads
 * again and re-applies, so concurrent edits are never lost. Every rule inside `change` sees the fresh state.
 */
const editQuestionnaire = async (
  orgId: string,
  questionnaireId: string,
  change: (current: Questionnaire) => Questionnaire,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  return withOptimisticRetry('questionnaire.conflict', async () => {
    const current = await deps.questionnaires.getQuestionnaire(orgId, questionnaireId);
    if (!current) throw new AppError('questionnaire.notFound');
    if (current.readOnly) throw new AppError('questionnaire.readOnly');
    // Seen without records (the save is conditioned on that), its list of answered questions is complete.
    const tracked = current.answersTracked || !current.inUse;
    const next = {
      ...change(current),
      version: current.version + 1,
      ...(tracked ? { answersTracked: true } : {}),
    };
    return (await deps.questionnaires.saveQuestionnaire(orgId, next, current)) === 'saved'
      ? toOutcomeSet(next)
      : STALE;
  });
};

// ---- queries ----

/** `Query.outcomesets` / `allOutcomeSets`: the organisation's questionnaires by name (A5, one Query). */
export const listOutcomeSets = async (
  ctx: RequestContext,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet[]> => {
  const orgId = await organisationOf(ctx, deps);
  const questionnaires = await deps.questionnaires.listQuestionnaires(orgId);
  return questionnaires.sort(byName).map(toOutcomeSet);
};

/** `Query.outcomeset(id)` / `getOutcomeSet(id)`. Another organisation's id is simply not found. */
export const getOutcomeSet = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const { id } = parseInput(GetOutcomeSetInput, input);
  const questionnaire = await deps.questionnaires.getQuestionnaire(orgId, id);
  if (!questionnaire) throw new AppError('questionnaire.notFound');
  return toOutcomeSet(questionnaire);
};

// ---- questionnaires ----

/** A new, empty questionnaire with default settings, as the organisation's copy of `fields`. */
export const newQuestionnaire = (
  fields: Pick<Questionnaire, 'name' | 'description'> & Partial<Questionnaire>,
  deps: Pick<QuestionnairesDeps, 'newId' | 'now'>,
): Questionnaire => ({
  id: (deps.newId ?? randomUUID)(),
  noteRequired: false,
  noteDeactivated: false,
  requiredTags: [],
  questions: [],
  categories: [],
  readOnly: false,
  inUse: false,
  answersTracked: true,
  version: 1,
  createdAt: (deps.now?.() ?? new Date()).toISOString(),
  ...fields,
});

/** `Mutation.AddOutcomeSet(name, description)`: the name is unique in the organisation, ignoring case. */
export const addOutcomeSet = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const { name, description } = parseInput(AddOutcomeSetInput, input);
  const questionnaire = newQuestionnaire({ name, ...(description ? { description } : {}) }, deps);
  await deps.questionnaires.createQuestionnaire(orgId, questionnaire);
  return toOutcomeSet(questionnaire);
};

/**
 * `Mutation.EditOutcomeSet`: name, texts, note settings and required tags (labels non-empty and unique, options
 * a non-empty list). Omitted or null optional arguments keep their value; a blank text clears it.
 */
export const editOutcomeSet = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(EditOutcomeSetInput, input);
  const fieldErrors: Record<string, FieldErrorCode> = {};
  const labels = new Set<string>();
  parsed.requiredTags?.forEach(({ label }, index) => {
    if (labels.has(label.toLowerCase())) fieldErrors[`requiredTags.${index}.label`] = 'duplicate';
    labels.add(label.toLowerCase());
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError('input.invalid', fieldErrors);
  return editQuestionnaire(orgId, parsed.outcomeSetID, (current) => edits.editDetails(current, parsed), deps);
};

/**
 * `Mutation.DeleteOutcomeSet(outcomeSetID)`: refused for read-only questionnaires and while a sequence uses it
 * (`questionnaire.inSequences`, `info.sequences` lists their names). Records keep pointing at the deleted item.
 */
export const deleteOutcomeSet = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<boolean> => {
  const orgId = await organisationOf(ctx, deps);
  const { outcomeSetID } = parseInput(OutcomeSetIdInput, input);
  return withOptimisticRetry('questionnaire.conflict', async () => {
    const [current, sequences] = await Promise.all([
      deps.questionnaires.getQuestionnaire(orgId, outcomeSetID),
      deps.sequences.listSequences(orgId),
    ]);
    if (!current) throw new AppError('questionnaire.notFound');
    if (current.readOnly) throw new AppError('questionnaire.readOnly');
    const using = sequences.filter(({ questionnaires }) => questionnaires.includes(outcomeSetID));
    if (using.length > 0) {
      throw new AppError('questionnaire.inSequences', undefined, {
        sequences: using.map(({ name }) => name).sort((a, b) => a.localeCompare(b)),
      });
    }
    return (await deps.questionnaires.deleteQuestionnaire(orgId, current)) === 'saved' ? true : STALE;
  });
};

// ---- questions ----

/**
 * `Mutation.AddLikertQuestion`: appends a question. `minValue` carries the left value (default 1) and `maxValue`
 * the right one (client-notes §1.3); left above right is a reversed scale. Both ends need a label.
 */
export const addLikertQuestion = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(AddLikertQuestionInput, input);
  const questionId = (deps.newId ?? randomUUID)();
  return editQuestionnaire(
    orgId,
    parsed.outcomeSetID,
    (current) => edits.addQuestion(current, { ...parsed, questionId }),
    deps,
  );
};

/**
 * `Mutation.EditLikertQuestion`: omitted arguments keep their value. Changing a scale value once the
 * questionnaire is in use is refused (`question.scaleLocked`); sending the same values is not a change. When
 * labels or scale values are sent, both ends need a label; an edit of other fields leaves an older question
 * without labels as it is.
 */
export const editLikertQuestion = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(EditLikertQuestionInput, input);
  return editQuestionnaire(
    orgId,
    parsed.outcomeSetID,
    (current) => edits.editQuestion(current, parsed),
    deps,
  );
};

/** Archives or restores a question: it keeps its place in the list, and the answers already given stay readable. */
const archiving =
  (archived: boolean) =>
  async (ctx: RequestContext, input: unknown, deps: QuestionnairesDeps): Promise<OutcomeSet> => {
    const orgId = await organisationOf(ctx, deps);
    const parsed = parseInput(QuestionRefInput, input);
    return editQuestionnaire(
      orgId,
      parsed.outcomeSetID,
      (current) => edits.setArchived(current, { ...parsed, archived }),
      deps,
    );
  };

/** `Mutation.DeleteQuestion`: archives the question, so the answers already given stay readable. */
export const deleteQuestion = archiving(true);

/** `Mutation.RestoreQuestion`: an archived question is asked again, at the place it kept in the list. */
export const restoreQuestion = archiving(false);

/**
 * `Mutation.RemoveQuestion`: the question leaves the questionnaire for good, unless a record has answered it
 * (`question.answered`; `question.inUse` for a questionnaire in use since before answers were tracked). The save
 * is conditioned on the question still being unanswered, and a first answer on it not being removed, so of the
 * two racing exactly one is written (a refused save is re-read and refused here).
 */
export const removeQuestion = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(QuestionRefInput, input);
  return editQuestionnaire(
    orgId,
    parsed.outcomeSetID,
    (current) => edits.removeQuestion(current, parsed),
    deps,
  );
};

/**
 * `Mutation.MoveQuestion`: `newIndex` is a position in the list of questions that are not archived (the list
 * the client shows, client-notes quirk Q7); archived questions keep their places in the full list.
 */
export const moveQuestion = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(MoveQuestionInput, input);
  return editQuestionnaire(
    orgId,
    parsed.outcomeSetID,
    (current) => edits.moveQuestion(current, parsed),
    deps,
  );
};

// ---- categories ----

/** `Mutation.AddCategory(outcomeSetID, aggregation, name, description)`. */
export const addCategory = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(AddCategoryInput, input);
  const categoryId = (deps.newId ?? randomUUID)();
  return editQuestionnaire(
    orgId,
    parsed.outcomeSetID,
    (current) => edits.addCategory(current, { ...parsed, categoryId }),
    deps,
  );
};

/** `Mutation.EditCategory`: replaces name, aggregation and description. */
export const editCategory = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(EditCategoryInput, input);
  return editQuestionnaire(
    orgId,
    parsed.outcomeSetID,
    (current) => edits.editCategory(current, parsed),
    deps,
  );
};

/**
 * `Mutation.DeleteCategory`: refused while a question that is not archived belongs to it (`category.inUse`).
 * Archived questions of the category lose it, so no question points at a missing category.
 */
export const deleteCategory = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(CategoryRefInput, input);
  return editQuestionnaire(
    orgId,
    parsed.outcomeSetID,
    (current) => edits.deleteCategory(current, parsed),
    deps,
  );
};

/** `Mutation.SetCategory(outcomeSetID, questionID, categoryID)`: a null category takes the question out. */
export const setCategory = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(SetCategoryInput, input);
  return editQuestionnaire(orgId, parsed.outcomeSetID, (current) => edits.setCategory(current, parsed), deps);
};

/**
 * `Mutation.SetQuestionScoring(outcomeSetID, questionID, direction, reliability)`: how the question counts in the
 * Reliable Change report (docs/reports.md). "higher" is stored as absent, the default of older questions.
 */
export const setQuestionScoring = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(SetQuestionScoringInput, input);
  return editQuestionnaire(
    orgId,
    parsed.outcomeSetID,
    (current) => edits.setQuestionScoring(current, parsed),
    deps,
  );
};

/** `Mutation.SetCategoryReliability(outcomeSetID, categoryID, reliability)`. */
export const setCategoryReliability = async (
  ctx: RequestContext,
  input: unknown,
  deps: QuestionnairesDeps,
): Promise<OutcomeSet> => {
  const orgId = await organisationOf(ctx, deps);
  const parsed = parseInput(SetCategoryReliabilityInput, input);
  return editQuestionnaire(
    orgId,
    parsed.outcomeSetID,
    (current) => edits.setCategoryReliability(current, parsed),
    deps,
  );
};
