/** Spec 01 §9: recent meetings come 12 a page. */
export const FEED_PAGE_SIZE = 12;
/** Spec 01 §9: activity feed notes are cut at 100 characters. */
export const NOTES_LIMIT = 100;

/** The feed's four filters (spec 01 §2 Home): ids, questionnaire ids, user ids and tags; all must match. */
export type FeedFilters = {
  beneficiaries: string[];
  questionnaires: string[];
  users: string[];
  tags: string[];
};

export const NO_FILTERS: FeedFilters = { beneficiaries: [], questionnaires: [], users: [], tags: [] };

export const hasFilters = (filters: FeedFilters) =>
  Object.values(filters).some((values: string[]) => values.length > 0);

type Page<T> = { page: number; isMore: boolean; meetings: T[] };

/** The page after `last`, or undefined when the server says there are no more. */
export const nextPageParam = (last: Page<unknown>): number | undefined =>
  last.isMore ? last.page + 1 : undefined;

/**
 * The pages in order as one list. A record created while scrolling shifts the pages by one, so a record can
 * come twice; it is kept once, where it first appeared.
 */
export function mergeMeetingPages<T extends { id: string }>(pages: readonly Page<T>[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const page of [...pages].sort((a, b) => a.page - b.page)) {
    for (const meeting of page.meetings) {
      if (seen.has(meeting.id)) continue;
      seen.add(meeting.id);
      merged.push(meeting);
    }
  }
  return merged;
}

/** Notes cut at `limit` characters (whole code points, trailing space dropped) with an ellipsis when cut. */
export function truncateNotes(notes: string | null | undefined, limit = NOTES_LIMIT): string {
  const text = (notes ?? '').trim();
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}

/** The date a record is shown with: its record date, else (while incomplete) when it was created. */
export const meetingDate = (meeting: { date?: string | null; created: string }) =>
  meeting.date ?? meeting.created;
