import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshQuestionnaireLists } from '@/lib/questionnaire-cache';

const DeleteSequenceDocument = graphql(`
  mutation DeleteSequence($id: String!) {
    DeleteSequence(id: $id)
  }
`);

export const deleteSequence = (id: string) =>
  request(DeleteSequenceDocument, { id }).then((data) => data.DeleteSequence);

export const useDeleteSequence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSequence,
    onSuccess: () => refreshQuestionnaireLists(queryClient),
  });
};
