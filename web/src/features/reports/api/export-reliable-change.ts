import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import type { ReportInput } from './get-report';

const ExportReliableChangeDocument = graphql(`
  query ExportReliableChange(
    $questionnaire: String!
    $start: String!
    $end: String!
    $tags: [String]
    $openStart: Boolean
    $orTags: Boolean
    $minRequiredRecords: Int
    $forSharing: Boolean
  ) {
    exportReliableChange(
      questionnaire: $questionnaire
      start: $start
      end: $end
      tags: $tags
      openStart: $openStart
      orTags: $orTags
      minRequiredRecords: $minRequiredRecords
      forSharing: $forSharing
    )
  }
`);

/**
 * The download path of the Reliable Change figures of the report with the same arguments (docs/exports.md);
 * `forSharing` writes counts under the organisation's small-number threshold as "fewer than N". Never cached.
 */
export const exportReliableChange = (input: ReportInput & { forSharing: boolean }) =>
  request(ExportReliableChangeDocument, input).then((data) => data.exportReliableChange);
