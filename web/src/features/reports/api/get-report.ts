import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetReportDocument = graphql(`
  query GetReport(
    $questionnaire: String!
    $start: String!
    $end: String!
    $tags: [String]
    $openStart: Boolean
    $orTags: Boolean
    $minRequiredRecords: Int
  ) {
    report(
      questionnaire: $questionnaire
      start: $start
      end: $end
      tags: $tags
      openStart: $openStart
      orTags: $orTags
      minRequiredRecords: $minRequiredRecords
    ) {
      beneficiaries {
        id
        questions {
          id
          initial {
            value
          }
          latest {
            value
          }
        }
        categories {
          id
          initial {
            value
          }
          latest {
            value
          }
        }
      }
      questions {
        id
        initial
        latest
      }
      categories {
        id
        initial
        latest
      }
      excluded {
        beneficiary
        question
        category
        reason
      }
    }
  }
`);

export type ReportInput = {
  questionnaire: string;
  start: string;
  end: string;
  tags: string[];
  openStart: boolean;
  orTags: boolean;
  minRequiredRecords: number;
};

/** docs/reports.md: each beneficiary's initial and latest values, the cohort means and what was left out. */
export const getReport = (input: ReportInput) =>
  request(GetReportDocument, input).then((data) => data.report);

/** Spec 02 §7: a report is always fetched from the network, never from an older cache entry. */
export const getReportQueryOptions = (input: ReportInput) =>
  queryOptions({
    queryKey: ['report', input],
    queryFn: () => getReport(input),
    staleTime: 0,
    gcTime: 60_000,
  });

export const useReport = (input: ReportInput | null) =>
  useQuery({
    ...getReportQueryOptions(
      input ?? {
        questionnaire: '',
        start: '',
        end: '',
        tags: [],
        openStart: false,
        orTags: false,
        minRequiredRecords: 2,
      },
    ),
    enabled: !!input,
  });
