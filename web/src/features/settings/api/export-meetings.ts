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

/** The `tags` query as report URLs write it (spec 02 §2 "tags (JSON array)"); anything else is no tags. */
function tagsFromSearch(value: string | null): string[] {
  if (value === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((tag): tag is string => typeof tag === 'string')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Reads the export page's query (start, end, tags as a JSON array, or). */
export const exportInputFromSearch = (
  questionnaire: string,
  search: URLSearchParams,
): ExportMeetingsInput => {
  const tags = tagsFromSearch(search.get('tags'));
  const or = search.get('or');
  return {
    questionnaire,
    ...(search.get('start') ? { start: search.get('start')! } : {}),
    ...(search.get('end') ? { end: search.get('end')! } : {}),
    ...(tags.length ? { tags } : {}),
    ...(or !== null ? { orTags: or === '' || or === 'true' || or === '1' } : {}),
  };
};
