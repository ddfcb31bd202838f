import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetSveReportDocument = graphql(`
  query GetSveReport(
    $questionnaire: String!
    $start: String!
    $end: String!
    $tags: [String]
    $orTags: Boolean
  ) {
    report(
      questionnaire: $questionnaire
      start: $start
      end: $end
      tags: $tags
      orTags: $orTags
      openStart: false
      minRequiredRecords: 2
    ) {
      beneficiaries {
        id
      }
      questions {
        id
        initial
        latest
      }
    }
    outcomeset(id: $questionnaire) {
      id
      name
      questions {
        id
        question
        short
        archived
        ... on LikertScale {
          leftValue
          rightValue
        }
      }
    }
  }
`);

export type SveReportInput = {
  questionnaire: string;
  start: string;
  end: string;
  tags: string[];
  orTags: boolean;
};

/** Spec 02 §7: the calculator's report (two records, no open start) with the questions' scales. */
export const getSveReport = (input: SveReportInput) => request(GetSveReportDocument, input);

export const useSveReport = (input: SveReportInput) =>
  useQuery(
    queryOptions({ queryKey: ['report', 'sve', input], queryFn: () => getSveReport(input), staleTime: 0 }),
  );
