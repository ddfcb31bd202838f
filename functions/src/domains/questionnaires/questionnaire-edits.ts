import type { z } from 'zod';

import { AppError } from '#core/app-error.ts';
import type { FieldErrorCode } from '#core/app-error.ts';

import type { LikertQuestion, Questionnaire } from './questionnaires.repository.ts';
import {
  LIMITS,
  type AddCategoryInput,
  type AddLikertQuestionInput,
  type EditCategoryInput,
  type EditLikertQuestionInput,
  type EditOutcomeSetInput,
  type MoveQuestionInput,
  type QuestionRefInput,
  type SetCategoryInput,
  type SetCategoryReliabilityInput,
  type SetQuestionScoringInput,
} from './questionnaires.schema.ts';

/*
 * The questionnaire edits as pure functions `(questionnaire, input) → questionnaire`: each applies one mutation's
 * rules to the questionnaire as read and returns the next one, or throws the `AppError` that refuses it. They
 * never read or write, so the service can re-apply them to a fresh read after a concurrent write, and they are
 * tested without storage. Ids and times come in with the input, so the same input gives the same result.
 */

type Input<T extends z.ZodType> = z.output<T>;

const refuse = (fieldErrors: Record<string, FieldErrorCode>): void => {
  if (Object.keys(fieldErrors).length > 0) throw new AppError('input.invalid', fieldErrors);
};

/**
 * The rules of a whole Likert question (spec 02 §5): a short version over 30 characters, distinct ends, labels
 * inside the scale, one per value, and labels for both ends at least ("labels required at least for left and
 * right values") when `labelsRequired` or any label is given.
 */
const checkQuestion = (
  question: LikertQuestion,
  questionnaire: Questionnaire,
  names: { left: string; right: string },
  labelsRequired: boolean,
): void => {
  const fieldErrors: Record<string, FieldErrorCode> = {};
  if (question.question.length > LIMITS.shortRequiredOver && !question.short) fieldErrors.short = 'required';
  const { leftValue, rightValue, labels } = question;
  if (leftValue === rightValue) fieldErrors[names.right] = 'invalid';
  const low = Math.min(leftValue, rightValue);
  const high = Math.max(leftValue, rightValue);
  const seen = new Set<number>();
  labels.forEach(({ value }, index) => {
    if (value < low || value > high) fieldErrors[`labels.${index}.value`] ??= 'invalid';
    if (seen.has(value)) fieldErrors[`labels.${index}.value`] ??= 'duplicate';
    seen.add(value);
  });
  if ((labelsRequired || labels.length > 0) && (!seen.has(leftValue) || !seen.has(rightValue))) {
    fieldErrors.labels ??= 'required';
  }
  refuse(fieldErrors);
  if (question.categoryID && !questionnaire.categories.some(({ id }) => id === question.categoryID)) {
    throw new AppError('category.notFound');
  }
};

const findQuestion = (questionnaire: Questionnaire, questionId: string): LikertQuestion => {
  const question = questionnaire.questions.find(({ id }) => id === questionId);
  if (!question) throw new AppError('question.notFound');
  return question;
};

const findCategory = (questionnaire: Questionnaire, categoryId: string) => {
  const category = questionnaire.categories.find(({ id }) => id === categoryId);
  if (!category) throw new AppError('category.notFound');
  return category;
};

const replaceQuestion = (questionnaire: Questionnaire, question: LikertQuestion): Questionnaire => ({
  ...questionnaire,
  questions: questionnaire.questions.map((each) => (each.id === question.id ? question : each)),
});

const replaceCategory = (
  questionnaire: Questionnaire,
  category: Questionnaire['categories'][number],
): Questionnaire => ({
  ...questionnaire,
  categories: questionnaire.categories.map((each) => (each.id === category.id ? category : each)),
});

/** Text edits: undefined keeps the stored value, '' clears it. */
const edited = (next: string | undefined, stored: string | undefined) =>
  next === undefined ? stored : next || undefined;

/** The stored reliability fields: a new value drops a catalogue source; the same value keeps it. */
const withReliability = <T extends { reliability?: number; reliabilitySource?: string }>(
  stored: T,
  reliability: number | undefined,
): T => {
  const { reliability: previous, reliabilitySource, ...rest } = stored;
  if (reliability === undefined) return rest as T;
  const source = reliability === previous ? reliabilitySource : undefined;
  return { ...rest, reliability, ...(source ? { reliabilitySource: source } : {}) } as T;
};

// ---- the questionnaire ----

/** `EditOutcomeSet`: omitted optional fields keep their value; a blank text clears it. */
export const editDetails = (
  questionnaire: Questionnaire,
  input: Input<typeof EditOutcomeSetInput>,
): Questionnaire => ({
  ...questionnaire,
  name: input.name,
  description: edited(input.description, questionnaire.description),
  instructions: edited(input.instructions, questionnaire.instructions),
  noteRequired: input.noteRequired ?? questionnaire.noteRequired,
  notePrompt: edited(input.notePrompt, questionnaire.notePrompt),
  noteDeactivated: input.noteDeactivated ?? questionnaire.noteDeactivated,
  requiredTags: input.requiredTags ?? questionnaire.requiredTags,
});

// ---- questions ----

/** `AddLikertQuestion`: appends question `questionId`; `minValue` is the left end, `maxValue` the right one. */
export const addQuestion = (
  questionnaire: Questionnaire,
  input: Input<typeof AddLikertQuestionInput> & { questionId: string },
): Questionnaire => {
  if (questionnaire.questions.length >= LIMITS.questions) {
    throw new AppError('input.invalid', { question: 'tooLarge' });
  }
  const question: LikertQuestion = {
    id: input.questionId,
    question: input.question,
    ...(input.description ? { description: input.description } : {}),
    ...(input.short ? { short: input.short } : {}),
    archived: false,
    ...(input.categoryID ? { categoryID: input.categoryID } : {}),
    leftValue: input.minValue,
    rightValue: input.maxValue,
    labels: input.labels ?? [],
    noteRequired: input.noteRequired ?? false,
    ...(input.notePrompt ? { notePrompt: input.notePrompt } : {}),
    noteDeactivated: input.noteDeactivated ?? false,
  };
  checkQuestion(question, questionnaire, { left: 'minValue', right: 'maxValue' }, true);
  return { ...questionnaire, questions: [...questionnaire.questions, question] };
};

/**
 * `EditLikertQuestion`: omitted fields keep their value. A changed scale value of a questionnaire in use is
 * `question.scaleLocked`; when labels or scale values are sent, both ends need a label.
 */
export const editQuestion = (
  questionnaire: Questionnaire,
  input: Input<typeof EditLikertQuestionInput>,
): Questionnaire => {
  const stored = findQuestion(questionnaire, input.questionID);
  const leftValue = input.minValue ?? stored.leftValue;
  const rightValue = input.maxValue ?? stored.rightValue;
  if (questionnaire.inUse && (leftValue !== stored.leftValue || rightValue !== stored.rightValue)) {
    throw new AppError('question.scaleLocked');
  }
  const question: LikertQuestion = {
    ...stored,
    question: input.question ?? stored.question,
    description: edited(input.description, stored.description),
    short: edited(input.short, stored.short),
    leftValue,
    rightValue,
    labels: input.labels ?? stored.labels,
    noteRequired: input.noteRequired ?? stored.noteRequired,
    notePrompt: edited(input.notePrompt, stored.notePrompt),
    noteDeactivated: input.noteDeactivated ?? stored.noteDeactivated,
  };
  const scaleSent =
    input.labels !== undefined || input.minValue !== undefined || input.maxValue !== undefined;
  checkQuestion(question, questionnaire, { left: 'minValue', right: 'maxValue' }, scaleSent);
  return replaceQuestion(questionnaire, question);
};

/** `DeleteQuestion` / `RestoreQuestion`: the question keeps its place in the list either way. */
export const setArchived = (
  questionnaire: Questionnaire,
  input: Input<typeof QuestionRefInput> & { archived: boolean },
): Questionnaire =>
  replaceQuestion(questionnaire, {
    ...findQuestion(questionnaire, input.questionID),
    archived: input.archived,
  });

/**
 * Whether a record may hold an answer to the question: it is in `answeredQuestions`, or the questionnaire is in use
 * since before that list was kept (then any question may be).
 */
export const mayBeAnswered = (questionnaire: Questionnaire, questionId: string): boolean =>
  (questionnaire.answeredQuestions ?? []).includes(questionId) ||
  (!questionnaire.answersTracked && questionnaire.inUse);

/**
 * `RemoveQuestion`: the question leaves the questionnaire for good, only while no record has answered it, so no
 * answer loses its question: `question.answered`, or `question.inUse` when the questionnaire is in use since
 * before answers were tracked.
 */
export const removeQuestion = (
  questionnaire: Questionnaire,
  input: Input<typeof QuestionRefInput>,
): Questionnaire => {
  findQuestion(questionnaire, input.questionID);
  if ((questionnaire.answeredQuestions ?? []).includes(input.questionID))
    throw new AppError('question.answered');
  if (!questionnaire.answersTracked && questionnaire.inUse) throw new AppError('question.inUse');
  return { ...questionnaire, questions: questionnaire.questions.filter(({ id }) => id !== input.questionID) };
};

/**
 * `MoveQuestion`: `newIndex` is a position among the questions that are not archived (the list the client shows,
 * client-notes quirk Q7); archived questions keep their places in the full list.
 */
export const moveQuestion = (
  questionnaire: Questionnaire,
  input: Input<typeof MoveQuestionInput>,
): Questionnaire => {
  const visible = questionnaire.questions.filter(({ archived }) => !archived);
  const moving = visible.find(({ id }) => id === input.questionID);
  if (!moving) throw new AppError('question.notFound');
  if (input.newIndex >= visible.length) throw new AppError('input.invalid', { newIndex: 'tooLarge' });
  const reordered = visible.filter(({ id }) => id !== input.questionID);
  reordered.splice(input.newIndex, 0, moving);
  let next = 0;
  const questions = questionnaire.questions.map((question) =>
    question.archived ? question : reordered[next++]!,
  );
  return { ...questionnaire, questions };
};

/** `SetCategory`: an absent category takes the question out of its category. */
export const setCategory = (
  questionnaire: Questionnaire,
  input: Input<typeof SetCategoryInput>,
): Questionnaire => {
  const { categoryID: _previous, ...question } = findQuestion(questionnaire, input.questionID);
  if (input.categoryID) findCategory(questionnaire, input.categoryID);
  return replaceQuestion(questionnaire, {
    ...question,
    ...(input.categoryID ? { categoryID: input.categoryID } : {}),
  });
};

/** `SetQuestionScoring`: "higher" is stored as absent, the default of older questions. */
export const setQuestionScoring = (
  questionnaire: Questionnaire,
  input: Input<typeof SetQuestionScoringInput>,
): Questionnaire => {
  const { direction: _direction, ...stored } = findQuestion(questionnaire, input.questionID);
  const question = withReliability(stored, input.reliability);
  return replaceQuestion(questionnaire, {
    ...question,
    ...(input.direction === 'lower' ? { direction: input.direction } : {}),
  });
};

// ---- categories ----

/** `AddCategory`: appends category `categoryId`. */
export const addCategory = (
  questionnaire: Questionnaire,
  input: Input<typeof AddCategoryInput> & { categoryId: string },
): Questionnaire => {
  if (questionnaire.categories.length >= LIMITS.categories) {
    throw new AppError('input.invalid', { name: 'tooLarge' });
  }
  const { categoryId: id, name, aggregation, description } = input;
  const category = { id, name, aggregation, ...(description ? { description } : {}) };
  return { ...questionnaire, categories: [...questionnaire.categories, category] };
};

/** `EditCategory`: replaces name, aggregation and description. */
export const editCategory = (
  questionnaire: Questionnaire,
  input: Input<typeof EditCategoryInput>,
): Questionnaire => {
  // Reliability and measure are set apart (SetCategoryReliability), so an edit keeps them.
  const { description: _description, ...kept } = findCategory(questionnaire, input.categoryID);
  const { name, aggregation, description } = input;
  return replaceCategory(questionnaire, {
    ...kept,
    name,
    aggregation,
    ...(description ? { description } : {}),
  });
};

/**
 * `DeleteCategory`: refused while a question that is not archived belongs to it (`category.inUse`). Archived
 * questions of the category lose it, so no question points at a missing category.
 */
export const deleteCategory = (
  questionnaire: Questionnaire,
  input: { categoryID: string },
): Questionnaire => {
  const { categoryID } = input;
  findCategory(questionnaire, categoryID);
  if (questionnaire.questions.some((question) => !question.archived && question.categoryID === categoryID)) {
    throw new AppError('category.inUse');
  }
  return {
    ...questionnaire,
    categories: questionnaire.categories.filter(({ id }) => id !== categoryID),
    questions: questionnaire.questions.map(({ categoryID: category, ...question }) =>
      category === categoryID ? question : { ...question, ...(category ? { categoryID: category } : {}) },
    ),
  };
};

/** `SetCategoryReliability`. */
export const setCategoryReliability = (
  questionnaire: Questionnaire,
  input: Input<typeof SetCategoryReliabilityInput>,
): Questionnaire =>
  replaceCategory(
    questionnaire,
    withReliability(findCategory(questionnaire, input.categoryID), input.reliability),
  );
