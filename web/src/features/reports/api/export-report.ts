import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import type { ReportInput } from './get-report';

const ExportReportDocument = graphql(`
  query ExportReport(
    $questionnaire: String!
    $start: String!
    $end: String!
    $tags: [String]
    $openStart: Boolean
    $orTags: Boolean
    $minRequiredRecords: Int
  ) {
    exportReport(
      questionnaire: $questionnaire
      start: $start
      end: $end
      tags: $tags
      openStart: $openStart
      orTags: $orTags
      minRequiredRecords: $minRequiredRecords
    )
  }
`);

/** The download path of the records a report with the same arguments includes (never cached). */
export const exportReport = (input: ReportInput) =>
  request(ExportReportDocument, input).then((data) => data.exportReport);
