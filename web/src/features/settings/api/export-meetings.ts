import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const ExportMeetingsDocument = graphql(`
  query ExportMeetings(
    $questionnaire: String!
    $start: String
    $end: String
    $tags: [String]
    $orTags: Boolean
  ) {
    exportMeetings(questionnaire: $questionnaire, start: $start, end: $end, tags: $tags, orTags: $orTags)
  }
`);

export type ExportMeetingsInput = {
  questionnaire: string;
  start?: string;
  end?: string;
  tags?: string[];
  orTags?: boolean;
};

/** docs/exports.md: the relative download path `/v1/export/{token}`, valid for 5 minutes. Never cached. */
export const exportMeetings = (input: ExportMeetingsInput) =>
  request(ExportMeetingsDocument, input).then((data) => data.exportMeetings);

/** Reads the export page's query (start, end, tags as a comma list or repeated, or). */
export const exportInputFromSearch = (
  questionnaire: string,
  search: URLSearchParams,
): ExportMeetingsInput => {
  const tags = search
    .getAll('tags')
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim())
    .filter(Boolean);
  const or = search.get('or');
  return {
    questionnaire,
    ...(search.get('start') ? { start: search.get('start')! } : {}),
    ...(search.get('end') ? { end: search.get('end')! } : {}),
    ...(tags.length ? { tags } : {}),
    ...(or !== null ? { orTags: or === '' || or === 'true' || or === '1' } : {}),
  };
};
