/** Time zone names are short (`America/Argentina/ComodRivadavia` is among the longest). */
const MAX_ZONE_LENGTH = 64;

/**
 * The time zone an export writes its local dates in: the IANA name the browser sent, if this runtime knows it;
 * else UTC. The CSV's header names the zone it used, so a fallback is never silent. Not refused: the zone only
 * changes how dates are shown, and a browser may know a zone newer than the runtime's time zone data.
 */
export const exportTimeZone = (requested: unknown): string => {
  if (typeof requested !== 'string' || requested.length > MAX_ZONE_LENGTH) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: requested });
    return requested;
  } catch {
    return 'UTC';
  }
};

/**
 * An instant's wall-clock time in `timeZone` as `2024-06-01 00:30:05`, a form spreadsheets read as a date-time.
 * Swedish date and time formats are ISO-like; wall-clock.test.ts pins the output.
 */
export const wallClock = (timeZone: string): ((iso: string) => string) => {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (iso) => format.format(new Date(iso));
};

/** The zone an export's local dates are in, and the formatter that writes them (built once per download). */
export type ExportClock = { timeZone: string; localDate: (iso: string) => string };
