import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { graphql } from '@/lib/graphql/generated';
import type { Aggregation } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { DESCRIPTION_MAX, NAME_MAX } from './create-questionnaire';
import { useStoreQuestionnaire } from './edit-questionnaire';

const AddCategoryDocument = graphql(`
  mutation AddCategory($outcomeSetID: ID!, $aggregation: Aggregation!, $name: String!, $description: String) {
    AddCategory(
      outcomeSetID: $outcomeSetID
      aggregation: $aggregation
      name: $name
      description: $description
    ) {
      ...QuestionnaireFields
    }
  }
`);

/** Spec 02 §5: the category form. Messages are keys of the `questionnaires` namespace. */
export const categorySchema = z.object({
  name: z.preprocess(
    (value) => value ?? '',
    z.string().trim().min(1, 'validation.categoryNameRequired').max(NAME_MAX, 'validation.nameTooLong'),
  ),
  description: z.preprocess(
    (value) => value ?? '',
    z.string().trim().max(DESCRIPTION_MAX, 'validation.descriptionTooLong'),
  ),
  aggregation: z.enum(['mean', 'sum'], { error: 'validation.aggregationRequired' }),
});

export type CategoryInput = z.infer<typeof categorySchema>;
export type CategoryValues = { name: string; description: string; aggregation: Aggregation | '' };

/** Spec 02 §3: a new category averages its questions by default. */
export const NEW_CATEGORY: CategoryValues = { name: '', description: '', aggregation: 'mean' };

export const addCategory = ({ id, input }: { id: string; input: CategoryInput }) =>
  request(AddCategoryDocument, {
    outcomeSetID: id,
    aggregation: input.aggregation,
    name: input.name,
    description: input.description || null,
  }).then((data) => data.AddCategory);

export const useAddCategory = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: addCategory, onSuccess: store });
};
