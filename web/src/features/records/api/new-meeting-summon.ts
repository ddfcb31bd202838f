import { graphql } from '@/lib/graphql/generated';
import type { NewMeetingSummonMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const NewMeetingSummonDocument = graphql(`
  mutation NewMeetingSummon(
    $outcomeSetID: String!
    $daysToComplete: Int
    $tags: [String]
    $beneficiaryID: String
  ) {
    NewMeetingSummon(
      outcomeSetID: $outcomeSetID
      daysToComplete: $daysToComplete
      tags: $tags
      beneficiaryID: $beneficiaryID
    )
  }
`);

/** A summon link for a questionnaire (for one beneficiary when `beneficiaryID` is sent); resolves with its id. */
export const newMeetingSummon = (variables: NewMeetingSummonMutationVariables) =>
  request(NewMeetingSummonDocument, variables).then((data) => data.NewMeetingSummon);
