import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import type { CategoryInput } from './add-category';
import { useStoreQuestionnaire } from './edit-questionnaire';

const EditCategoryDocument = graphql(`
  mutation EditCategory(
    $outcomeSetID: ID!
    $categoryID: String!
    $aggregation: Aggregation!
    $name: String!
    $description: String
  ) {
    EditCategory(
      outcomeSetID: $outcomeSetID
      categoryID: $categoryID
      aggregation: $aggregation
      name: $name
      description: $description
    ) {
      ...QuestionnaireFields
    }
  }
`);

export const editCategory = ({
  id,
  categoryID,
  input,
}: {
  id: string;
  categoryID: string;
  input: CategoryInput;
}) =>
  request(EditCategoryDocument, {
    outcomeSetID: id,
    categoryID,
    aggregation: input.aggregation,
    name: input.name,
    description: input.description || null,
  }).then((data) => data.EditCategory);

export const useEditCategory = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: editCategory, onSuccess: store });
};
