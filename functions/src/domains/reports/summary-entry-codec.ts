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
 */
import type { ReportRecord } from './report.ts';

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
const QUESTION_IDS_KEPT = 10_000;

const questionIdOf = (code: string): string => {
  let id = questionIds.get(code);
  if (id === undefined) {
    if (questionIds.size >= QUESTION_IDS_KEPT) questionIds.clear();
    id = decodeId(code);
    questionIds.set(code, id);
  }
  return id;
};

export const decodeEntry = (text: string): EntryFields => {
  const [date = '', created = '', tags = '', answers = ''] = text.split(' ');
  const values: Record<string, number> = {};
  for (const answer of answers ? answers.split(';') : []) {
    const split = answer.indexOf('=');
    values[questionIdOf(answer.slice(0, split))] = Number(answer.slice(split + 1));
  }
  return {
    date: decodeDate(date),
    created: decodeDate(created),
    tags: tags ? tags.split(',').map(decodeURIComponent) : [],
    answers: values,
  };
};
