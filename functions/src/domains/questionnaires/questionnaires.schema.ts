import * as z from 'zod';
import { normaliseLabel } from '#domains/tags/label-text.ts';
import { MAX_TAG_LENGTH } from '#domains/tags/tag-list.ts';

/**
 * Limits of questionnaire input (docs/api-errors.md, "Validation limits"). Questions and categories live inside
 * the questionnaire item, so the limits keep a full questionnaire well under DynamoDB's 400 KB item size.
 */
export const LIMITS = {
  name: 100,
  description: 1000,
  instructions: 2000,
  notePrompt: 200,
  question: 300,
  questionDescription: 500,
  /** Over this many characters, a question needs a short version (spec 02 §5, §9). */
  shortRequiredOver: 30,
  /** Chart axis labels are cut at 40 to 60 characters (spec 02 §2), so a longer short text helps nobody. */
  short: 60,
  label: 50,
  labels: 21,
  scaleValue: 100,
  questions: 100,
  categories: 50,
  requiredTags: 20,
  tagLabel: 100,
  tagOptions: 50,
} as const;

export const id = z.string().trim().min(1).max(100);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** Optional text: null, omitted and blank all mean "absent" (undefined). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : undefined));
/** Optional in an edit: omitted or null keeps the stored value (undefined); blank clears it (''). */
export const editText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? undefined);
const optionalBoolean = z
  .boolean()
  .nullish()
  .transform((value) => value ?? undefined);
const scaleValue = z.number().int().min(-LIMITS.scaleValue).max(LIMITS.scaleValue);

export const AddOutcomeSetInput = z.object({
  name: requiredText(LIMITS.name),
  description: optionalText(LIMITS.description),
});

const RequiredTagInput = z.object({
  label: z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .pipe(z.string().trim().min(1).max(LIMITS.tagLabel)),
  options: z
    .array(z.string().nullish())
    .nullish()
    .transform((options) => [
      ...new Set(
        (options ?? []).map((option) => normaliseLabel(option ?? '')).filter((option) => option !== ''),
      ),
    ])
    // Each option becomes a record's tag when chosen, so it is normalised as tags are and held to a tag's length.
    .pipe(z.array(z.string().max(MAX_TAG_LENGTH)).min(1).max(LIMITS.tagOptions)),
});

export const EditOutcomeSetInput = z.object({
  outcomeSetID: id,
  name: requiredText(LIMITS.name),
  description: editText(LIMITS.description),
  instructions: editText(LIMITS.instructions),
  noteRequired: optionalBoolean,
  notePrompt: editText(LIMITS.notePrompt),
  noteDeactivated: optionalBoolean,
  requiredTags: z
    .array(RequiredTagInput.nullable())
    .max(LIMITS.requiredTags)
    .nullish()
    .transform((tags) => tags?.filter((tag) => tag !== null)),
});

export const OutcomeSetIdInput = z.object({ outcomeSetID: id });

const LabelInput = z.object({
  value: z.number().int(),
  label: z
    .string()
    .nullish()
    .transform((value) => value ?? '')
    .pipe(z.string().trim().min(1).max(LIMITS.label)),
});

const labels = z
  .array(LabelInput)
  .max(LIMITS.labels)
  .nullish()
  .transform((value) => value ?? undefined);

const noteSettings = {
  noteRequired: optionalBoolean,
  notePrompt: editText(LIMITS.notePrompt),
  noteDeactivated: optionalBoolean,
};

export const AddLikertQuestionInput = z.object({
  outcomeSetID: id,
  question: requiredText(LIMITS.question),
  description: optionalText(LIMITS.questionDescription),
  minValue: scaleValue.nullish().transform((value) => value ?? 1),
  maxValue: scaleValue,
  labels,
  categoryID: optionalText(100),
  short: optionalText(LIMITS.short),
  ...noteSettings,
});

export const EditLikertQuestionInput = z.object({
  outcomeSetID: id,
  questionID: id,
  question: requiredText(LIMITS.question)
    .nullish()
    .transform((value) => value ?? undefined),
  description: editText(LIMITS.questionDescription),
  labels,
  short: editText(LIMITS.short),
  minValue: scaleValue.nullish().transform((value) => value ?? undefined),
  maxValue: scaleValue.nullish().transform((value) => value ?? undefined),
  ...noteSettings,
});

export const QuestionRefInput = z.object({ outcomeSetID: id, questionID: id });

export const MoveQuestionInput = z.object({
  outcomeSetID: id,
  questionID: id,
  newIndex: z.number().int().min(0),
});

const aggregation = z.enum(['mean', 'sum']);

export const AddCategoryInput = z.object({
  outcomeSetID: id,
  aggregation,
  name: requiredText(LIMITS.name),
  description: optionalText(LIMITS.description),
});

export const EditCategoryInput = AddCategoryInput.extend({ categoryID: id });

export const CategoryRefInput = z.object({ outcomeSetID: id, categoryID: id });

export const SetCategoryInput = z.object({
  outcomeSetID: id,
  questionID: id,
  categoryID: id.nullish().transform((value) => value ?? undefined),
});

/** Cronbach's α: 0 to 1; null or omitted clears it. */
const reliability = z
  .number()
  .min(0)
  .max(1)
  .nullish()
  .transform((value) => value ?? undefined);

export const SetQuestionScoringInput = z.object({
  outcomeSetID: id,
  questionID: id,
  direction: z.enum(['higher', 'lower']),
  reliability,
});

export const SetCategoryReliabilityInput = z.object({ outcomeSetID: id, categoryID: id, reliability });

export const GetOutcomeSetInput = z.object({ id });
