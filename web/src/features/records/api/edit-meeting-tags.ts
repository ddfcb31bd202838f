import { graphql } from '@/lib/graphql/generated';
import type { EditMeetingTagsMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const EditMeetingTagsDocument = graphql(`
  mutation EditMeetingTags($meetingID: String!, $tags: [String]) {
    EditMeetingTags(meetingID: $meetingID, tags: $tags) {
      ...RecordSummaryFields
    }
  }
`);

/** Replaces the record's own tags; the beneficiary's tags stay. */
export const editMeetingTags = (variables: EditMeetingTagsMutationVariables) =>
  request(EditMeetingTagsDocument, variables).then((data) => data.EditMeetingTags);
