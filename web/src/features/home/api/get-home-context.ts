import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetHomeContextDocument = graphql(`
  query GetHomeContext {
    beneficiaries
    tags
    outcomesets {
      id
      name
      questions {
        id
        archived
      }
    }
    organisation {
      id
      generatedReport
      users {
        id
        name
      }
    }
  }
`);

/**
 * What the home page needs beside the feed: the filters' choices (beneficiaries, questionnaires, users, tags)
 * and the onboarding checklist's facts (questionnaire sizes, whether a report was generated).
 */
export const getHomeContext = () => request(GetHomeContextDocument);

export type HomeContext = Awaited<ReturnType<typeof getHomeContext>>;

export const getHomeContextQueryOptions = () =>
  // Always fresh: the checklist must tick a step done elsewhere as soon as the user comes back.
  queryOptions({
    queryKey: ['home', 'context'],
    queryFn: getHomeContext,
    // Fetched afresh by the home route's loader on every visit, not again by the page it is fetched for.
    staleTime: 0,
    refetchOnMount: false,
  });

export const useHomeContext = () => useQuery(getHomeContextQueryOptions());
