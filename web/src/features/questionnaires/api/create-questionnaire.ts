import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshQuestionnaireLists } from '@/lib/questionnaire-cache';

const CreateQuestionnaireDocument = graphql(`
  mutation CreateQuestionnaire($name: String!, $description: String) {
    AddOutcomeSet(name: $name, description: $description) {
      id
    }
  }
`);

/** docs/api-errors.md limits; messages are keys of the `questionnaires` namespace. */
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;

/** Spec 02 §5: the new questionnaire form. */
export const createQuestionnaireSchema = z.object({
  name: z
    .string({ error: 'validation.newNameRequired' })
    .trim()
    .min(1, 'validation.newNameRequired')
    .max(NAME_MAX, 'validation.nameTooLong'),
  description: z.preprocess(
    (value) => value ?? '',
    z.string().trim().max(DESCRIPTION_MAX, 'validation.descriptionTooLong'),
  ),
});

export type CreateQuestionnaireInput = z.infer<typeof createQuestionnaireSchema>;

/** Fails with `questionnaire.nameInUse` when another questionnaire has the name. */
export const createQuestionnaire = ({ name, description }: CreateQuestionnaireInput) =>
  request(CreateQuestionnaireDocument, { name, description: description || null }).then(
    (data) => data.AddOutcomeSet,
  );

export const useCreateQuestionnaire = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestionnaire,
    onSuccess: () => refreshQuestionnaireLists(queryClient),
  });
};
