import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetReportQuestionnairesDocument = graphql(`
  query GetReportQuestionnaires {
    outcomesets {
      id
      name
    }
  }
`);

/** The questionnaires a report can be about (sequences are not supported), sorted by name. */
export const getReportQuestionnaires = () =>
  request(GetReportQuestionnairesDocument).then((data) => data.outcomesets);

export const getReportQuestionnairesQueryOptions = () =>
  queryOptions({ queryKey: ['questionnaires', 'report'], queryFn: getReportQuestionnaires });

export const useReportQuestionnaires = () => useQuery(getReportQuestionnairesQueryOptions());
