import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_LIMITS } from '@/config/api-limits';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshQuestionnaireLists } from '@/lib/questionnaire-cache';
import { DESCRIPTION_MAX, NAME_MAX } from './create-questionnaire';
import { questionnaireQueryKey, type Questionnaire } from './get-questionnaire';

const EditQuestionnaireDocument = graphql(`
  mutation EditQuestionnaire(
    $outcomeSetID: ID!
    $name: String!
    $description: String
    $instructions: String
    $noteRequired: Boolean
    $notePrompt: String
    $noteDeactivated: Boolean
    $requiredTags: [RequiredTagInput]
  ) {
    EditOutcomeSet(
      outcomeSetID: $outcomeSetID
      name: $name
      description: $description
      instructions: $instructions
      noteRequired: $noteRequired
      notePrompt: $notePrompt
      noteDeactivated: $noteDeactivated
      requiredTags: $requiredTags
    ) {
      ...QuestionnaireFields
    }
  }
`);

/** Spec 03: the prompt of the note box when none is set. */
export const DEFAULT_NOTE_PROMPT = 'Additional information';

const optionalText = (max: number, message: string) =>
  z.preprocess((value) => value ?? '', z.string().trim().max(max, message));

/** Options are typed one per line; blanks and duplicates are dropped, as the API does. */
export const parseOptions = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map((option) => option.trim())
      .filter(Boolean),
  ),
];

const requiredTagSchema = z.object({
  label: z.preprocess(
    (value) => value ?? '',
    z.string().trim().min(1, 'validation.tagLabelRequired').max(NAME_MAX, 'validation.tagLabelTooLong'),
  ),
  options: z.preprocess(
    (value) => parseOptions(typeof value === 'string' ? value : ''),
    z
      .array(z.string())
      .min(1, 'validation.tagOptionsRequired')
      // A chosen option becomes one of the record's tags, which the API holds to a tag's length.
      .refine(
        (options) => options.every((option) => option.length <= API_LIMITS.tag),
        'validation.tagOptionTooLong',
      ),
  ),
});

/** Spec 02 §5: the General tab. */
export const editQuestionnaireSchema = z.object({
  name: z
    .string({ error: 'validation.nameRequired' })
    .trim()
    .min(1, 'validation.nameRequired')
    .max(NAME_MAX, 'validation.nameTooLong'),
  description: optionalText(DESCRIPTION_MAX, 'validation.descriptionTooLong'),
  instructions: optionalText(2000, 'validation.instructionsTooLong'),
  noteRequired: z.boolean(),
  notePrompt: optionalText(200, 'validation.notePromptTooLong'),
  noteDeactivated: z.boolean(),
  requiredTags: z.array(requiredTagSchema).superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      const key = tag.label.toLowerCase();
      if (key && seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index, 'label'], message: 'validation.tagLabelDuplicate' });
      seen.add(key);
    });
  }),
});

export type EditQuestionnaireInput = z.infer<typeof editQuestionnaireSchema>;

/** The form's values: options as text, one per line. */
export type EditQuestionnaireValues = Omit<EditQuestionnaireInput, 'requiredTags'> & {
  requiredTags: { label: string; options: string }[];
};

export const toEditQuestionnaireValues = (questionnaire: Questionnaire): EditQuestionnaireValues => ({
  name: questionnaire.name,
  description: questionnaire.description ?? '',
  instructions: questionnaire.instructions ?? '',
  noteRequired: questionnaire.noteRequired,
  notePrompt: questionnaire.notePrompt ?? DEFAULT_NOTE_PROMPT,
  noteDeactivated: questionnaire.noteDeactivated,
  requiredTags: questionnaire.requiredTags.map((tag) => ({
    label: tag.label,
    options: tag.options.join('\n'),
  })),
});

export const editQuestionnaire = ({ id, input }: { id: string; input: EditQuestionnaireInput }) =>
  request(EditQuestionnaireDocument, {
    outcomeSetID: id,
    ...input,
  }).then((data) => data.EditOutcomeSet);

/** Puts a mutation's answer in the editor's cache and refreshes every list that offers it. */
export const useStoreQuestionnaire = () => {
  const queryClient = useQueryClient();
  return (questionnaire: Questionnaire) => {
    queryClient.setQueryData(questionnaireQueryKey(questionnaire.id), questionnaire);
    void refreshQuestionnaireLists(queryClient);
  };
};

export const useEditQuestionnaire = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: editQuestionnaire, onSuccess: store });
};
