import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import type { ReportQuestionnaire } from '../utils/report-data';

const GetReportQuestionnaireDocument = graphql(`
  query GetReportQuestionnaire($id: String!) {
    outcomeset(id: $id) {
      id
      name
      categories {
        id
        name
        aggregation
      }
      questions {
        id
        question
        short
        archived
        categoryID
        ... on LikertScale {
          leftValue
          rightValue
        }
      }
    }
  }
`);

/** The questionnaire a report is about: names, scales and categories for labels and chart bounds. */
export const getReportQuestionnaire = (id: string): Promise<ReportQuestionnaire> =>
  request(GetReportQuestionnaireDocument, { id }).then((data) => data.outcomeset);

export const getReportQuestionnaireQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['questionnaire', id, 'report'], queryFn: () => getReportQuestionnaire(id) });

export const useReportQuestionnaire = (id: string) =>
  useQuery({ ...getReportQuestionnaireQueryOptions(id), enabled: !!id });
