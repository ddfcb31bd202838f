import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { useStoreQuestionnaire } from './edit-questionnaire';

const RestoreQuestionDocument = graphql(`
  mutation RestoreQuestion($outcomeSetID: String!, $questionID: String!) {
    RestoreQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {
      ...QuestionnaireFields
    }
  }
`);

/** Brings an archived question back, at the place it kept in the list. */
export const restoreQuestion = ({ id, questionID }: { id: string; questionID: string }) =>
  request(RestoreQuestionDocument, { outcomeSetID: id, questionID }).then((data) => data.RestoreQuestion);

export const useRestoreQuestion = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: restoreQuestion, onSuccess: store });
};
