import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { CompleteMeetingMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { isApiError } from '@/lib/graphql/api-error';
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

/**
 * Completes the record. A link token is refused a record that is complete already (`meeting.complete`), which is
 * what a retry meets when the first try's reply was lost: the record is complete as asked, so that is success.
 */
export const completeMeeting = (variables: CompleteMeetingMutationVariables): Promise<void> =>
  request(CompleteMeetingDocument, variables).then(
    () => undefined,
    (error: unknown) => {
      if (!isApiError(error, 'meeting.complete')) throw error;
    },
  );

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
