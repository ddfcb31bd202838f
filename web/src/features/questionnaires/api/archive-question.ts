import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { useStoreQuestionnaire } from './edit-questionnaire';

const ArchiveQuestionDocument = graphql(`
  mutation ArchiveQuestion($outcomeSetID: String!, $questionID: String!) {
    DeleteQuestion(outcomeSetID: $outcomeSetID, questionID: $questionID) {
      ...QuestionnaireFields
    }
  }
`);

/** DeleteQuestion archives: the question leaves the questionnaire but its answers stay readable. */
export const archiveQuestion = ({ id, questionID }: { id: string; questionID: string }) =>
  request(ArchiveQuestionDocument, { outcomeSetID: id, questionID }).then((data) => data.DeleteQuestion);

export const useArchiveQuestion = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: archiveQuestion, onSuccess: store });
};
