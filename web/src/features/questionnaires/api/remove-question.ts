import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { useStoreQuestionnaire } from './edit-questionnaire';

const RemoveQuestionDocument = graphql(`
  mutation RemoveQuestion($outcomeSetID: String!, $questionID: String!) {
    RemoveQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {
      ...QuestionnaireFields
    }
  }
`);

/**
 * Deletes a question for good. Only while no record has answered it (`answered`), so no answer is lost; else it
 * fails with `question.answered` (or `question.inUse` for a questionnaire in use since before answers were tracked).
 */
export const removeQuestion = ({ id, questionID }: { id: string; questionID: string }) =>
  request(RemoveQuestionDocument, { outcomeSetID: id, questionID }).then((data) => data.RemoveQuestion);

export const useRemoveQuestion = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: removeQuestion, onSuccess: store });
};
