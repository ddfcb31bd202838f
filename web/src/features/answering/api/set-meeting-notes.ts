import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { SetMeetingNotesMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { meetingQueryKey } from './get-meeting';

const SetMeetingNotesDocument = graphql(`
  mutation SetMeetingNotes($meetingID: String!, $notes: String) {
    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {
      ...AnsweringMeetingFields
    }
  }
`);

export const setMeetingNotes = (variables: SetMeetingNotesMutationVariables) =>
  request(SetMeetingNotesDocument, variables).then((data) => data.SetMeetingNotes);

export function useSetMeetingNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMeetingNotes,
    onSuccess: (meeting) => queryClient.setQueryData(meetingQueryKey(meeting.id), meeting),
  });
}
