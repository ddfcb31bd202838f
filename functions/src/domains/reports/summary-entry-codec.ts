/**
 * The text of one report summary entry (record-summary.ts). DynamoDB Local's cost of a report grows with the bytes
 * it returns, and most of an entry was question ids, so the entry is written compactly, and exactly reversibly:
 *
 *   `{date} {created} {tags} {answers}`
 *
 * - dates: epoch milliseconds in base 36 (a date that is not an ISO date-time stays as `~` + its encoded text);
 * - tags: each `encodeURIComponent`d, joined with `,`;
 * - answers: `{question}={value}` joined with `;`;
 * - ids (the record's, in the attribute name, and the questions'): a UUID as its 16 bytes in base64url (22
 *   characters instead of 36), anything else as `~` + `encodeURIComponent(id)` (base64url has no `~`).
 *
 * Spaces, commas, semicolons and `=` are escaped by `encodeURIComponent`, so they only ever separate, and nothing
 * in an entry needs escaping in DynamoDB's JSON.
 *
 * Stored data: a change to this format must still read the entries already written (the backfill only adds
 * missing entries, it rewrites none).
 */
import type { ReportRecord } from './report.ts';

/** How many decoded question ids, and days, each cache keeps before it starts again. */
const CACHE_ENTRIES = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RAW = '~';

export const encodeId = (id: string): string =>
  UUID.test(id)
    ? Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url')
    : `${RAW}${encodeURIComponent(id)}`;

export const decodeId = (code: string): string => {
  if (code.startsWith(RAW)) return decodeURIComponent(code.slice(RAW.length));
  const hex = Buffer.from(code, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const encodeDate = (date: string): string => {
  const time = Date.parse(date);
  // Only a date that reads back identically is shortened.
  return !Number.isNaN(time) && new Date(time).toISOString() === date
    ? time.toString(36)
    : `${RAW}${encodeURIComponent(date)}`;
};

const decodeDate = (code: string): string =>
  code.startsWith(RAW)
    ? decodeURIComponent(code.slice(RAW.length))
    : new Date(parseInt(code, 36)).toISOString();

/** The fields of a complete record that an entry holds. */
export type EntryFields = Pick<ReportRecord, 'date' | 'created' | 'tags' | 'answers'>;

export const encodeEntry = ({ date, created, tags, answers }: EntryFields): string =>
  [
    encodeDate(date),
    encodeDate(created),
    tags.map(encodeURIComponent).join(','),
    Object.entries(answers)
      .map(([questionId, value]) => `${encodeId(questionId)}=${value}`)
      .join(';'),
  ].join(' ');

/**
 * Question ids decoded so far: a questionnaire has few questions and a report decodes them in every record, so
 * each is decoded once. Cleared when large, so a long-lived process does not grow it without bound.
 */
const questionIds = new Map<string, string>();

const questionIdOf = (code: string): string => {
  let id = questionIds.get(code);
  if (id === undefined) {
    if (questionIds.size >= CACHE_ENTRIES) questionIds.clear();
    id = decodeId(code);
    questionIds.set(code, id);
  }
  return id;
};

/** A tag as written: only one that held an escaped character needs decoding. */
const decodeTag = (tag: string) => (tag.includes('%') ? decodeURIComponent(tag) : tag);

/**
 * Reads an entry by scanning for its separators rather than splitting: a report reads 50,000 entries, and the
 * intermediate arrays and strings of `split` made decoding the slowest part of reading them.
 */
export const decodeEntry = (text: string): EntryFields => {
  const dateEnd = text.indexOf(' ');
  const createdEnd = text.indexOf(' ', dateEnd + 1);
  const tagsEnd = text.indexOf(' ', createdEnd + 1);
  const tags = text.slice(createdEnd + 1, tagsEnd);
  const answers: Record<string, number> = {};
  for (let start = tagsEnd + 1; start < text.length;) {
    const equals = text.indexOf('=', start);
    const next = text.indexOf(';', equals);
    const end = next < 0 ? text.length : next;
    answers[questionIdOf(text.slice(start, equals))] = Number(text.slice(equals + 1, end));
    start = end + 1;
  }
  return {
    date: decodeDate(text.slice(0, dateEnd)),
    created: decodeDate(text.slice(dateEnd + 1, createdEnd)),
    tags: tags ? tags.split(',').map(decodeTag) : [],
    answers,
  };
};
