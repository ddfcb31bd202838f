import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { refreshQuestionnaireLists } from '@/lib/questionnaire-cache';
import { toSequenceVariables, type SequenceInput } from './create-sequence';
import { sequenceQueryKey } from './get-sequence';

const EditSequenceDocument = graphql(`
  mutation EditSequence(
    $id: String!
    $name: String!
    $description: String
    $destination: String
    $questionnaires: [String]!
  ) {
    EditSequence(
      id: $id
      name: $name
      description: $description
      destination: $destination
      questionnaires: $questionnaires
    ) {
      ...SequenceFields
    }
  }
`);

/** Fails with `sequence.nameInUse` when another sequence has the name. */
export const editSequence = ({ id, input }: { id: string; input: SequenceInput }) =>
  request(EditSequenceDocument, { id, ...toSequenceVariables(input) }).then((data) => data.EditSequence);

export const useEditSequence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editSequence,
    onSuccess: (sequence) => {
      queryClient.setQueryData(sequenceQueryKey(sequence.id), sequence);
      void refreshQuestionnaireLists(queryClient);
    },
  });
};
