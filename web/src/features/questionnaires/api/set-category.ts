import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { useStoreQuestionnaire } from './edit-questionnaire';

const SetCategoryDocument = graphql(`
  mutation SetQuestionCategory($outcomeSetID: ID!, $questionID: ID!, $categoryID: ID) {
    SetCategory(outcomeSetID: $outcomeSetID, questionID: $questionID, categoryID: $categoryID) {
      ...QuestionnaireFields
    }
  }
`);

type SetCategoryArgs = { id: string; questionID: string; categoryID: string | null };

/** Puts a question in a category; `null` takes it out. */
export const setCategory = ({ id, questionID, categoryID }: SetCategoryArgs) =>
  request(SetCategoryDocument, { outcomeSetID: id, questionID, categoryID }).then((data) => data.SetCategory);

export const useSetCategory = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: setCategory, onSuccess: store });
};
