import { graphql } from '@/lib/graphql/generated';
import type { NewSequenceSummonMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const NewSequenceSummonDocument = graphql(`
  mutation NewSequenceSummon($sequenceID: String!, $daysToComplete: Int, $tags: [String]) {
    NewSequenceSummon(sequenceID: $sequenceID, daysToComplete: $daysToComplete, tags: $tags)
  }
`);

/** A summon link for a sequence; resolves with the summon id. */
export const newSequenceSummon = (variables: NewSequenceSummonMutationVariables) =>
  request(NewSequenceSummonDocument, variables).then((data) => data.NewSequenceSummon);
