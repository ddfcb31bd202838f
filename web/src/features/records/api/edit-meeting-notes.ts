import { graphql } from '@/lib/graphql/generated';
import type { EditMeetingNotesMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const EditMeetingNotesDocument = graphql(`
  mutation EditMeetingNotes($meetingID: String!, $notes: String) {
    SetMeetingNotes(meetingID: $meetingID, notes: $notes) {
      ...RecordSummaryFields
    }
  }
`);

/** Replaces the facilitator's notes of the record. */
export const editMeetingNotes = (variables: EditMeetingNotesMutationVariables) =>
  request(EditMeetingNotesDocument, variables).then((data) => data.SetMeetingNotes);
