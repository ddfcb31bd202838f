import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import type { ReportQuery } from '../utils/report-url';

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

/** The report a page at `scope` with `query` in its URL asks for, needing `minRequiredRecords` per person. */
export const reportInputFor = (
  scope: { questionnaire: string; start: string; end: string },
  query: Pick<ReportQuery, 'tags' | 'openStart' | 'orTags'>,
  minRequiredRecords: number,
): ReportInput => ({
  ...scope,
  tags: query.tags,
  openStart: query.openStart,
  orTags: query.orTags,
  minRequiredRecords,
});

/**
 * Spec 02 §7: a report is always fetched from the network, never from an older cache entry: by the report
 * route's loader on every visit, beside the page's modules; the page mounting just after it does not ask again.
 */
export const getReportQueryOptions = (input: ReportInput) =>
  queryOptions({
    queryKey: ['report', input],
    queryFn: () => getReport(input),
    staleTime: 0,
    refetchOnMount: false,
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
