import { graphql } from '@/lib/graphql/generated';
import type { AddMeetingMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const AddMeetingDocument = graphql(`
  mutation AddMeeting($beneficiaryID: String!, $outcomeSetID: String!, $conducted: String, $tags: [String]) {
    AddMeeting(
      beneficiaryID: $beneficiaryID
      outcomeSetID: $outcomeSetID
      conducted: $conducted
      tags: $tags
    ) {
      id
    }
  }
`);

/** Starts a live (no date) or historic (conducted date) record; resolves with its id. */
export const addMeeting = (variables: AddMeetingMutationVariables) =>
  request(AddMeetingDocument, variables).then((data) => data.AddMeeting.id);
