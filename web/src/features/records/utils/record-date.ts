import { parseDateTime } from '@/components/ui/calendar-month';

/** The earliest record date the API accepts (`RECORD_LIMITS.earliestDate`): an instant, so compared in UTC. */
export const EARLIEST_RECORD_DATE = Date.parse('2000-01-01T00:00:00.000Z');

/**
 * Why a record date typed as a `datetime-local` value would be refused, as a `records` message key: it must
 * exist and not lie in the future (spec 01 §5), nor before 2000 (the API's `tooSmall`).
 */
export function recordDateError(local: string, now: number) {
  const parts = parseDateTime(local);
  if (!parts) return 'validation.dateInPast' as const;
  const time = new Date(parts.year, parts.month, parts.day, parts.hour, parts.minute).getTime();
  if (time > now) return 'validation.dateInPast' as const;
  if (time < EARLIEST_RECORD_DATE) return 'validation.dateTooEarly' as const;
  return undefined;
}
