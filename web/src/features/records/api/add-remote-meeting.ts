import { graphql } from '@/lib/graphql/generated';
import type { AddRemoteMeetingMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const AddRemoteMeetingDocument = graphql(`
  mutation AddRemoteMeeting(
    $beneficiaryID: String!
    $outcomeSetID: String!
    $daysToComplete: Int
    $tags: [String]
  ) {
    AddRemoteMeeting(
      beneficiaryID: $beneficiaryID
      outcomeSetID: $outcomeSetID
      daysToComplete: $daysToComplete
      tags: $tags
    ) {
      JTI
    }
  }
`);

/** A one-time link's record (organisations with the no-single-ben-summon plugin); resolves with its JTI. */
export const addRemoteMeeting = (variables: AddRemoteMeetingMutationVariables) =>
  request(AddRemoteMeetingDocument, variables).then((data) => data.AddRemoteMeeting.JTI);
