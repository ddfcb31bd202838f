import { CalendarDateTime, toZoned } from '@internationalized/date';

/**
 * How a file writes its dates, as the API names it (`RecordImportDateFormat`): `iso` is year first with dashes
 * (`2024-06-01T09:30:00Z`), `ymd` year first with slashes or dots, `dmy` day first, `mdy` month first.
 */
export type DateFormat = 'iso' | 'dmy' | 'mdy' | 'ymd';

export const DATE_FORMATS: readonly DateFormat[] = ['iso', 'dmy', 'mdy', 'ymd'];

type DateOrder = 'ymd' | 'dmy' | 'mdy';

/**
 * A date with an optional time and offset: three numbers split by `-`, `/` or `.`, then optionally `T` or a space
 * and `hh:mm[:ss[.fff]]`, then optionally `Z` or `±hh[:]mm`. Excel's CSV, Google Sheets and Ripple's own export all
 * write dates this way.
 */
const DATE_PATTERN =
  /^(\d{1,4})([-/.])(\d{1,2})\2(\d{1,4})(?:[T ]\s*(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

type DateParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** Minutes east of UTC, when the value names its offset; then the chosen time zone does not apply. */
  offset?: number;
};

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts of `value` read in `order`, or null when it is not a real date in that order. */
function partsOf(value: string, format: DateFormat | DateOrder): DateParts | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const order = format === 'iso' ? 'ymd' : format;
  const [, a = '', , b = '', c = '', hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  const [yearText, monthText, dayText] =
    order === 'ymd' ? [a, b, c] : order === 'dmy' ? [c, b, a] : [c, a, b];
  if (yearText.length !== 4) return null;
  const parts: DateParts = {
    year: Number(yearText),
    month: Number(monthText),
    day: Number(dayText),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
    millisecond: Number(fraction.padEnd(3, '0')),
  };
  if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > daysIn(parts.year, parts.month))
    return null;
  if (parts.hour > 23 || parts.minute > 59 || parts.second > 59) return null;
  if (zone) {
    if (zone.toUpperCase() === 'Z') parts.offset = 0;
    else {
      const digits = zone.replace(':', '');
      const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
      parts.offset = digits.startsWith('-') ? -minutes : minutes;
    }
  }
  return parts;
}

/**
 * The instant `value` names, as ISO 8601 in UTC, reading it in `order` as wall-clock time in `timeZone` unless it
 * names its own offset. A wall-clock time that happens twice or never as clocks change is read as before the
 * change ("compatible", as Temporal and spreadsheets do). Null when it is not a date.
 */
export function toInstant(value: string, format: DateFormat, timeZone: string): string | null {
  const parts = partsOf(value, format);
  if (!parts) return null;
  if (parts.offset !== undefined) {
    const utc = Date.UTC(
      parts.year,
      parts.month - 1,
      parts.day,
      parts.hour,
      parts.minute,
      parts.second,
      parts.millisecond,
    );
    return new Date(utc - parts.offset * 60_000).toISOString();
  }
  const local = new CalendarDateTime(
    parts.year,
    parts.month,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    parts.millisecond,
  );
  return toZoned(local, timeZone, 'compatible').toDate().toISOString();
}

export type DetectedDateFormat = {
  format: DateFormat;
  /** The separator most values use, to show the format as the file writes it (`DD/MM/YYYY`). */
  separator: string;
  /** Day-first and month-first both read every value (no day above 12): the person should check the choice. */
  ambiguous: boolean;
};

/** Whether a locale writes the month first (`en-US`, and a few others), for a file whose dates could be either. */
const monthFirst = (locale: string) => /^en-(US|PH|CA)\b|^en$/.test(locale);

/**
 * The order that reads the most of `values` (every non-empty one, ideally). Year first wins any tie; between day
 * and month first, the browser's locale decides and the result says it was a guess.
 */
export function detectDateFormat(values: readonly string[], locale: string): DetectedDateFormat {
  const filled = values.map((value) => value.trim()).filter(Boolean);
  const readable = (order: DateOrder) => filled.filter((value) => partsOf(value, order)).length;
  const counts = { ymd: readable('ymd'), dmy: readable('dmy'), mdy: readable('mdy') };
  const separators = new Map<string, number>();
  for (const value of filled) {
    const separator = DATE_PATTERN.exec(value)?.[2];
    if (separator) separators.set(separator, (separators.get(separator) ?? 0) + 1);
  }
  const separator = [...separators].sort((one, other) => other[1] - one[1])[0]?.[0] ?? '/';
  if (counts.ymd > 0 && counts.ymd >= counts.dmy && counts.ymd >= counts.mdy)
    return { format: separator === '-' ? 'iso' : 'ymd', separator, ambiguous: false };
  const ambiguous = counts.dmy === counts.mdy;
  const format = ambiguous ? (monthFirst(locale) ? 'mdy' : 'dmy') : counts.dmy > counts.mdy ? 'dmy' : 'mdy';
  return { format, separator, ambiguous: ambiguous && counts.dmy > 0 };
}

/** How a date format is written for people: `YYYY-MM-DD`, `DD/MM/YYYY`, `MM.DD.YYYY`. */
export function formatPattern(format: DateFormat, separator: string): string {
  if (format === 'iso') return 'YYYY-MM-DD';
  const parts = { ymd: ['YYYY', 'MM', 'DD'], dmy: ['DD', 'MM', 'YYYY'], mdy: ['MM', 'DD', 'YYYY'] }[format];
  return parts.join(separator === '-' && format === 'ymd' ? '/' : separator);
}

/**
 * A spreadsheet date cell as the upload writes it, ISO 8601 wall-clock time without an offset (read with the chosen
 * time zone): read-excel-file gives the cell's wall-clock time as a Date at that time in UTC, so its UTC fields are
 * what the sheet shows.
 */
export const sheetDateText = (date: Date) => date.toISOString().slice(0, 19);
