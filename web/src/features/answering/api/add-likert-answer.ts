import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { AddLikertAnswerMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { meetingQueryKey } from './get-meeting';

const AddLikertAnswerDocument = graphql(`
  mutation AddLikertAnswer(
    $meetingID: String!
    $questionID: String!
    $value: Int!
    $allowOverwrite: Boolean
    $notes: String
  ) {
    AddLikertAnswer(
      meetingID: $meetingID
      questionID: $questionID
      value: $value
      allowOverwrite: $allowOverwrite
      notes: $notes
    ) {
      ...AnsweringMeetingFields
    }
  }
`);

/** Saves one answer; answers of an incomplete record may always be overwritten. */
export const addLikertAnswer = (variables: AddLikertAnswerMutationVariables) =>
  request(AddLikertAnswerDocument, { ...variables, allowOverwrite: true }).then(
    (data) => data.AddLikertAnswer,
  );

export function useAddLikertAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLikertAnswer,
    onSuccess: (meeting) => queryClient.setQueryData(meetingQueryKey(meeting.id), meeting),
  });
}
