import { graphql } from '@/lib/graphql/generated';
import type { StartSequenceMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const StartSequenceDocument = graphql(`
  mutation StartSequence($beneficiaryID: String!, $sequenceID: String!, $conducted: String, $tags: [String]) {
    StartSequence(
      beneficiaryID: $beneficiaryID
      sequenceID: $sequenceID
      conducted: $conducted
      tags: $tags
    ) {
      meetings {
        id
      }
      destination
    }
  }
`);

/** Creates one record per questionnaire of the sequence; resolves with the forward list (ids, then destination). */
export const startSequence = (variables: StartSequenceMutationVariables) =>
  request(StartSequenceDocument, variables).then(({ StartSequence: result }) => [
    ...result.meetings.map((m) => m.id),
    ...(result.destination ? [result.destination] : []),
  ]);
