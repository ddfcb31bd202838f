import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { AddLikertAnswerMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { meetingQueryKey, type AnsweringMeeting } from './get-meeting';

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

/**
 * Keeps the cached record in step with an answer saved by data entry, so that the record reopened shows it. Only
 * that question's answer is taken from the reply: replies to answers of other questions may arrive out of order,
 * and each holds the record as it was when written.
 */
export const rememberAnswer = (queryClient: QueryClient, saved: AnsweringMeeting, questionID: string) =>
  queryClient.setQueryData<AnsweringMeeting>(meetingQueryKey(saved.id), (cached) => {
    const answer = saved.answers.find((a) => a.questionID === questionID);
    if (!cached || !answer) return cached;
    return { ...cached, answers: [...cached.answers.filter((a) => a.questionID !== questionID), answer] };
  });

export function useAddLikertAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLikertAnswer,
    onSuccess: (meeting) => queryClient.setQueryData(meetingQueryKey(meeting.id), meeting),
  });
}
