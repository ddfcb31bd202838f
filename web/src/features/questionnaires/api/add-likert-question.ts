import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { DEFAULT_NOTE_PROMPT, useStoreQuestionnaire } from './edit-questionnaire';
import type { Question } from './get-questionnaire';
import { DEFAULT_SCALE, type ScaleLabel } from '../utils/likert-scale';

const AddLikertQuestionDocument = graphql(`
  mutation AddLikertQuestion(
    $outcomeSetID: ID!
    $question: String!
    $description: String
    $minValue: Int
    $maxValue: Int!
    $labels: [LabelInput]
    $categoryID: String
    $short: String
    $noteRequired: Boolean
    $notePrompt: String
    $noteDeactivated: Boolean
  ) {
    AddLikertQuestion(
      outcomeSetID: $outcomeSetID
      question: $question
      description: $description
      minValue: $minValue
      maxValue: $maxValue
      labels: $labels
      categoryID: $categoryID
      short: $short
      noteRequired: $noteRequired
      notePrompt: $notePrompt
      noteDeactivated: $noteDeactivated
    ) {
      ...QuestionnaireFields
    }
  }
`);

/** Spec 02 §9: a question longer than this needs a short version for graphs. */
export const SHORT_NEEDED_OVER = 30;
const VALUE_LIMIT = 100;
/** The API keeps a question's description shorter than a questionnaire's: a questionnaire holds up to 100. */
const QUESTION_DESCRIPTION_MAX = 500;

const text = (max: number, message: string) =>
  z.preprocess((value) => value ?? '', z.string().trim().max(max, message));

const endValue = (required: string) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, required)
      .transform(Number)
      .pipe(
        z.number().min(-VALUE_LIMIT, 'validation.valueTooSmall').max(VALUE_LIMIT, 'validation.valueTooLarge'),
      ),
  );

/** Spec 02 §5: the Likert question form. Messages are keys of the `questionnaires` namespace. */
export const likertQuestionSchema = z
  .object({
    question: z.preprocess(
      (value) => value ?? '',
      z.string().trim().min(1, 'validation.questionRequired').max(300, 'validation.questionTooLong'),
    ),
    description: text(QUESTION_DESCRIPTION_MAX, 'validation.questionDescriptionTooLong'),
    short: text(60, 'validation.shortTooLong'),
    leftValue: endValue('validation.leftRequired'),
    rightValue: endValue('validation.rightRequired'),
    labels: z.array(
      z.object({ value: z.number(), label: z.string().trim().max(50, 'validation.labelTooLong') }),
    ),
    noteRequired: z.boolean(),
    notePrompt: text(200, 'validation.notePromptTooLong'),
    noteDeactivated: z.boolean(),
    categoryID: z.preprocess((value) => value ?? '', z.string()),
  })
  // Each cross-field rule runs as soon as the fields it reads are valid, whatever the others hold.
  .refine((input) => input.question.length <= SHORT_NEEDED_OVER || !!input.short, {
    path: ['short'],
    message: 'validation.shortRequired',
    when: ({ value }) => isText((value as Raw)?.question) && isText((value as Raw)?.short ?? ''),
  })
  .refine((input) => input.leftValue !== input.rightValue, {
    path: ['rightValue'],
    message: 'validation.valuesEqual',
    when: ({ value }) => hasEnds(value),
  })
  .refine(
    (input) => {
      const labelled = (value: number) => input.labels.some((label) => label.value === value && label.label);
      return labelled(input.leftValue) && labelled(input.rightValue);
    },
    { path: ['labels'], message: 'validation.labelsRequired', when: ({ value }) => hasEnds(value) },
  );

type Raw = Record<string, unknown> | undefined;
const isText = (value: unknown) => typeof value === 'string';
const isInteger = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && /^-?\d+$/.test(String(value).trim());
const hasEnds = (value: unknown) =>
  isInteger((value as Raw)?.leftValue) &&
  isInteger((value as Raw)?.rightValue) &&
  Array.isArray((value as Raw)?.labels);

export type LikertQuestionInput = z.infer<typeof likertQuestionSchema>;

/** The form's values: end values as typed text, so a half-typed '-' can stay. */
export type LikertQuestionValues = {
  question: string;
  description: string;
  short: string;
  leftValue: string;
  rightValue: string;
  labels: ScaleLabel[];
  noteRequired: boolean;
  notePrompt: string;
  noteDeactivated: boolean;
  categoryID: string;
};

/** A question's values for the edit form. */
export const toLikertValues = (question: Question): LikertQuestionValues => ({
  question: question.question,
  description: question.description ?? '',
  short: question.short ?? '',
  leftValue: String(question.leftValue ?? DEFAULT_SCALE.leftValue),
  rightValue: String(question.rightValue ?? DEFAULT_SCALE.rightValue),
  labels: (question.labels ?? []).map(({ value, label }) => ({ value, label })),
  noteRequired: question.noteRequired ?? false,
  notePrompt: question.notePrompt ?? DEFAULT_NOTE_PROMPT,
  noteDeactivated: question.noteDeactivated ?? false,
  categoryID: question.categoryID ?? '',
});

/** Spec 02 §2: the add form starts with the last question's labels and end values (else 1 to 5). */
export const newLikertValues = (last: Question | undefined): LikertQuestionValues => ({
  question: '',
  description: '',
  short: '',
  leftValue: String(last?.leftValue ?? DEFAULT_SCALE.leftValue),
  rightValue: String(last?.rightValue ?? DEFAULT_SCALE.rightValue),
  labels: (last?.labels ?? []).map(({ value, label }) => ({ value, label })),
  noteRequired: false,
  notePrompt: DEFAULT_NOTE_PROMPT,
  noteDeactivated: false,
  categoryID: '',
});

/** Labels as the API takes them: non-blank ones only. */
export const toLabelInput = (labels: ScaleLabel[]) =>
  labels.filter((label) => label.label.trim()).map(({ value, label }) => ({ value, label: label.trim() }));

export const addLikertQuestion = ({ id, input }: { id: string; input: LikertQuestionInput }) =>
  request(AddLikertQuestionDocument, {
    outcomeSetID: id,
    question: input.question,
    description: input.description || null,
    short: input.short || null,
    minValue: input.leftValue,
    maxValue: input.rightValue,
    labels: toLabelInput(input.labels),
    categoryID: input.categoryID || null,
    noteRequired: input.noteRequired,
    notePrompt: input.notePrompt || null,
    noteDeactivated: input.noteDeactivated,
  }).then((data) => data.AddLikertQuestion);

export const useAddLikertQuestion = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: addLikertQuestion, onSuccess: store });
};
