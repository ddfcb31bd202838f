import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshQuestionnaireLists } from '@/lib/questionnaire-cache';

const DeleteQuestionnaireDocument = graphql(`
  mutation DeleteQuestionnaire($outcomeSetID: ID!) {
    DeleteOutcomeSet(outcomeSetID: $outcomeSetID)
  }
`);

/** Fails with `questionnaire.inSequences` (errorInfo.sequences) while sequences use it. */
export const deleteQuestionnaire = (outcomeSetID: string) =>
  request(DeleteQuestionnaireDocument, { outcomeSetID });

export const useDeleteQuestionnaire = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestionnaire,
    onSuccess: () => refreshQuestionnaireLists(queryClient),
  });
};
