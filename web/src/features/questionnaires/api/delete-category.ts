import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { useStoreQuestionnaire } from './edit-questionnaire';

const DeleteCategoryDocument = graphql(`
  mutation DeleteCategory($outcomeSetID: String!, $categoryID: String!) {
    DeleteCategory(outcomeSetID: $outcomeSetID, categoryID: $categoryID) {
      ...QuestionnaireFields
    }
  }
`);

/** Fails with `category.inUse` while a question that is not archived belongs to it. */
export const deleteCategory = ({ id, categoryID }: { id: string; categoryID: string }) =>
  request(DeleteCategoryDocument, { outcomeSetID: id, categoryID }).then((data) => data.DeleteCategory);

export const useDeleteCategory = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: deleteCategory, onSuccess: store });
};
