import type { RecordImportDateFormat } from '../../graphql/generated/schema-types.ts';

/** Whether `timeZone` is an IANA time zone this runtime knows (`Europe/London`, `UTC`). */
export const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

const TIME = String.raw`(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?`;
const OFFSET = String.raw`(Z|[+-]\d{2}:?\d{2})?`;
const PATTERNS: Record<RecordImportDateFormat, RegExp> = {
  iso: new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}${OFFSET}$`, 'i'),
  dmy: new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})${TIME}$`),
  mdy: new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})${TIME}$`),
  ymd: new RegExp(String.raw`^(\d{4})([/.])(\d{1,2})\2(\d{1,2})${TIME}$`),
};

type Parts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `epochMs`, in milliseconds. */
const offsetAt = (epochMs: number, timeZone: string): number => {
  const parts: Record<string, number> = {};
  for (const { type, value } of formatterOf(timeZone).formatToParts(new Date(epochMs)))
    parts[type] = Number(value);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(epochMs / 1000) * 1000;
};

/**
 * The instant a wall-clock time in `timeZone` names. The offset is read at the guess and again at the result, so
 * a time after a clock change takes the new offset; a time skipped by a change (01:30 on the spring-forward
 * night) lands an hour on, and one that happens twice takes its first occurrence.
 */
const zonedInstant = ({ year, month, day, hour, minute, second, ms }: Parts, timeZone: string): number => {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const first = wall - offsetAt(wall, timeZone);
  const second_ = wall - offsetAt(first, timeZone);
  return Math.min(first, second_);
};

const validParts = (p: Parts) => {
  if (p.month < 1 || p.month > 12 || p.day < 1 || p.hour > 23 || p.minute > 59 || p.second > 59) return false;
  const check = new Date(Date.UTC(p.year, p.month - 1, p.day));
  return check.getUTCMonth() === p.month - 1 && check.getUTCDate() === p.day;
};

/**
 * A date cell as an ISO-8601 instant (UTC, milliseconds), or undefined when it does not read as `format` or names
 * no real day. A time is optional (midnight); `iso` may carry an offset, which then wins over `timeZone`.
 */
export const parseDate = (
  text: string,
  format: RecordImportDateFormat,
  timeZone: string,
): string | undefined => {
  const match = PATTERNS[format].exec(text.trim());
  if (!match) return undefined;
  const groups = match.slice(1);
  // dmy, mdy and ymd capture the separator as their second group.
  const [a, b, c] = format === 'iso' ? groups.slice(0, 3) : [groups[0], groups[2], groups[3]];
  const [hour = '0', minute = '0', second = '0', fraction = '0'] = (
    format === 'iso' ? groups.slice(3, 7) : groups.slice(4, 8)
  ).map((value) => value ?? undefined);
  const [year, month, day] = format === 'dmy' ? [c, b, a] : format === 'mdy' ? [c, a, b] : [a, b, c];
  const parts: Parts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
    ms: Number(fraction.padEnd(3, '0')),
  };
  if (!validParts(parts)) return undefined;
  const offset = format === 'iso' ? groups[7] : undefined;
  if (offset === undefined) return new Date(zonedInstant(parts, timeZone)).toISOString();
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    parts.ms,
  );
  if (offset.toUpperCase() === 'Z') return new Date(wall).toISOString();
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return new Date(wall - sign * minutes * 60_000).toISOString();
};
