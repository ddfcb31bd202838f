import { graphql } from '@/lib/graphql/generated';
import type { NewMeetingSummonMutationVariables } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

const NewMeetingSummonDocument = graphql(`
  mutation NewMeetingSummon($outcomeSetID: String!, $daysToComplete: Int, $tags: [String]) {
    NewMeetingSummon(outcomeSetID: $outcomeSetID, daysToComplete: $daysToComplete, tags: $tags)
  }
`);

/** A summon link for a questionnaire; resolves with the summon id. */
export const newMeetingSummon = (variables: NewMeetingSummonMutationVariables) =>
  request(NewMeetingSummonDocument, variables).then((data) => data.NewMeetingSummon);
