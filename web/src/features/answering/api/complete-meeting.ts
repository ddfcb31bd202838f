import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { CompleteMeetingMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { markMeetingCachesStale } from '@/lib/meeting-cache';

const CompleteMeetingDocument = graphql(`
  mutation CompleteMeeting($meetingID: String!, $beneficiary: String) {
    CompleteMeeting(meetingID: $meetingID, beneficiary: $beneficiary) {
      id
      beneficiary
      incomplete
    }
  }
`);

export const completeMeeting = (variables: CompleteMeetingMutationVariables) =>
  request(CompleteMeetingDocument, variables).then((data) => data.CompleteMeeting);

/**
 * Completes the record; cached record data is then stale (spec 01 §7 "Cache behaviour"), so the journey or
 * records page the flow goes on to shows the record complete.
 */
export function useCompleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeMeeting,
    onSuccess: () => markMeetingCachesStale(queryClient),
  });
}
