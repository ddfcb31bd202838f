import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const ExportReportRecordsDocument = graphql(`
  query ExportReportRecords(
    $questionnaire: String!
    $start: String
    $end: String
    $tags: [String]
    $orTags: Boolean
  ) {
    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)
  }
`);

export type ExportRecordsInput = {
  questionnaire: string;
  start: string;
  end: string;
  tags: string[];
  orTags: boolean;
};

/** The download path of the organisation's records of a questionnaire in the form's range and tags. */
export const exportRecords = (input: ExportRecordsInput) =>
  request(ExportReportRecordsDocument, input).then((data) => data.exportMeetings);
