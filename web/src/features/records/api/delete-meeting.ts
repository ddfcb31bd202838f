import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { DeleteMeetingMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { refreshMeetingCaches } from '@/lib/meeting-cache';

const DeleteMeetingDocument = graphql(`
  mutation DeleteMeeting($meetingID: String!, $beneficiary: String) {
    DeleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary)
  }
`);

export const deleteMeeting = (variables: DeleteMeetingMutationVariables) =>
  request(DeleteMeetingDocument, variables).then((data) => data.DeleteMeeting);

/** Deletes a record, then refreshes cached record data (spec 01 §7). */
export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeeting,
    onSuccess: async (_, { meetingID }) => {
      queryClient.removeQueries({ queryKey: ['meetings', meetingID] });
      await refreshMeetingCaches(queryClient);
    },
  });
}
