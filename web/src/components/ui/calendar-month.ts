/** The date-time picker's values (spec 01 §9): `datetime-local` text, `YYYY-MM-DDTHH:mm` in local time. */

export type DateTimeParts = { year: number; month: number; day: number; hour: number; minute: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local date and time of a `datetime-local` value, or null when it is not one. */
export function parseDateTime(value: string): DateTimeParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute);
  if (date.getMonth() !== month - 1 || hour > 23 || minute > 59) return null;
  return { year, month: month - 1, day, hour, minute };
}

/** A `datetime-local` value; `month` is 0-based. */
export const formatDateTime = ({ year, month, day, hour, minute }: DateTimeParts) =>
  `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;

export const partsOf = (date: Date): DateTimeParts => ({
  year: date.getFullYear(),
  month: date.getMonth(),
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
});

/** Whether a `datetime-local` value lies after `now`. */
export function isInFuture(value: string, now: number): boolean {
  const parts = parseDateTime(value);
  if (!parts) return false;
  return new Date(parts.year, parts.month, parts.day, parts.hour, parts.minute).getTime() > now;
}
