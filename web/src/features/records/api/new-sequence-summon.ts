import { graphql } from '@/lib/graphql/generated';
import type { NewSequenceSummonMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const NewSequenceSummonDocument = graphql(`
  mutation NewSequenceSummon(
    $sequenceID: String!
    $daysToComplete: Int
    $tags: [String]
    $beneficiaryID: String
  ) {
    NewSequenceSummon(
      sequenceID: $sequenceID
      daysToComplete: $daysToComplete
      tags: $tags
      beneficiaryID: $beneficiaryID
    )
  }
`);

/** A summon link for a sequence (for one beneficiary when `beneficiaryID` is sent); resolves with its id. */
export const newSequenceSummon = (variables: NewSequenceSummonMutationVariables) =>
  request(NewSequenceSummonDocument, variables).then((data) => data.NewSequenceSummon);
