import type { Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';
import { categoryValue } from '#domains/reports/report.ts';
import type { CompleteRecord } from '#domains/reports/record-item.ts';

/** UTF-8 byte order mark: spreadsheets then read the file as UTF-8. */
export const BOM = '\uFEFF';
const EOL = '\r\n';

/**
 * A text cell that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) gets a
 * leading apostrophe (OWASP "CSV injection"). Numbers we write ourselves are never guarded, so -3 stays a number.
 */
export const guardFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** RFC 4180: quoted when it holds a quote, comma, CR or LF; quotes doubled. */
export const quote = (cell: string): string =>
  /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;

export type Cell = string | number | undefined;

/** One CSV line (CRLF-terminated): text guarded and quoted, numbers as they are, empty for undefined. */
export const csvLine = (cells: readonly Cell[]): string =>
  cells
    .map((cell) =>
      cell === undefined ? '' : typeof cell === 'number' ? String(cell) : quote(guardFormula(cell)),
    )
    .join(',') + EOL;

/** Questions in the column order of docs/exports.md: not archived first, then archived. */
const columnQuestions = (questionnaire: Pick<Questionnaire, 'questions'>) => [
  ...questionnaire.questions.filter((question) => !question.archived),
  ...questionnaire.questions.filter((question) => question.archived),
];

/**
 * The header line (docs/exports.md, "Columns"). The record date comes twice: as the wall-clock time of
 * `timeZone`, the days the export's range and the app show, and as the exact instant in UTC.
 */
export const headerLine = (
  questionnaire: Pick<Questionnaire, 'questions' | 'categories'>,
  timeZone: string,
): string =>
  csvLine([
    'record',
    'beneficiary',
    `date (${timeZone})`,
    'date (ISO 8601, UTC)',
    'facilitator',
    'tags',
    'notes',
    ...columnQuestions(questionnaire).map(
      (question) => `${question.short || question.question}${question.archived ? ' (archived)' : ''}`,
    ),
    ...questionnaire.categories.map((category) => category.name),
  ]);

/** Category values to at most 4 decimal places (means of integers repeat forever). */
const rounded = (value: number | undefined) => (value === undefined ? undefined : Number(value.toFixed(4)));

/**
 * One record's line; `userNames` maps facilitator ids to names (an unknown id is written as it is) and
 * `localDate` writes the date in the header's time zone.
 */
export const recordLine = (
  record: CompleteRecord,
  questionnaire: Pick<Questionnaire, 'questions' | 'categories'>,
  userNames: ReadonlyMap<string, string>,
  localDate: (iso: string) => string,
): string => {
  const answers: Record<string, number> = {};
  for (const [id, { answer }] of Object.entries(record.answers)) answers[id] = answer;
  return csvLine([
    record.id,
    record.beneficiary,
    localDate(record.date),
    record.date,
    userNames.get(record.user) ?? record.user,
    [...record.tags].sort().join('; '),
    record.notes,
    ...columnQuestions(questionnaire).map((question) => answers[question.id]),
    ...questionnaire.categories.map((category) => rounded(categoryValue(answers, category, questionnaire))),
  ]);
};
