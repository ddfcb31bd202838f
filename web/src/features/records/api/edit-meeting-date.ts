import { graphql } from '@/lib/graphql/generated';
import type { EditMeetingDateMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const EditMeetingDateDocument = graphql(`
  mutation EditMeetingDate($meetingID: String!, $conducted: String!) {
    EditMeetingDate(meetingID: $meetingID, conducted: $conducted) {
      ...RecordSummaryFields
    }
  }
`);

/** Sets the record date (ISO). */
export const editMeetingDate = (variables: EditMeetingDateMutationVariables) =>
  request(EditMeetingDateDocument, variables).then((data) => data.EditMeetingDate);
