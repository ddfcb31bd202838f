import { graphql } from '@/lib/graphql/generated';
import type { StartRemoteSequenceMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const StartRemoteSequenceDocument = graphql(`
  mutation StartRemoteSequence(
    $beneficiaryID: String!
    $sequenceID: String!
    $daysToComplete: Int
    $tags: [String]
  ) {
    StartRemoteSequence(
      beneficiaryID: $beneficiaryID
      sequenceID: $sequenceID
      daysToComplete: $daysToComplete
      tags: $tags
    )
  }
`);

/** A sequence answered through a one-time link (no-single-ben-summon plugin); resolves with its JTI. */
export const startRemoteSequence = (variables: StartRemoteSequenceMutationVariables) =>
  request(StartRemoteSequenceDocument, variables).then((data) => data.StartRemoteSequence);
