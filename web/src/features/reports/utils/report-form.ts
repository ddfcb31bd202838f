import * as z from 'zod/mini';
import { ALL_START, MIN_RECORDS, reportHref, toReportDate, type ReportScope } from './report-url';

/** Spec 01 §5: the earliest day a range may start. */
export const MIN_DAY = '2000-01-01';

/** Spec 02 §2 report form; dates are `YYYY-MM-DD` days in the user's time zone. */
export type ReportFormValues = {
  questionnaire: string;
  range: 'all' | 'dates';
  startDay: string;
  endDay: string;
  tags: string[];
  orTags: boolean;
  /** Spec 02 §9: records a beneficiary needs to be included; the URL's `min`, 2 by default. */
  minRecords: number;
};

/**
 * A day the picker holds in full. Clearing a year digit by digit passes through years like 202 and 20, which are
 * dates to the picker but a field still being edited to the person: those count as absent.
 */
const isWholeDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= '1000-01-01';

/** Spec 02 §5 Report; messages are keys of the `reports` namespace. */
export const reportFormSchema = z
  .object({
    questionnaire: z.string().check(z.minLength(1, 'form.errors.questionnaire')),
    range: z.enum(['all', 'dates']),
    startDay: z.string(),
    endDay: z.string(),
    tags: z.array(z.string()),
    orTags: z.boolean(),
    minRecords: z
      .int({ error: 'form.errors.minRecords' })
      .check(z.gte(MIN_RECORDS.dist, 'form.errors.minRecords'), z.lte(1000, 'form.errors.minRecords')),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.range === 'all') return;
      if (!isWholeDay(values.startDay) || !isWholeDay(values.endDay)) {
        ctx.addIssue({ code: 'custom', path: ['endDay'], message: 'form.errors.range', input: values });
        return;
      }
      if (values.startDay > values.endDay)
        ctx.addIssue({
          code: 'custom',
          path: ['endDay'],
          message: 'form.errors.invalidRange',
          input: values,
        });
    }),
  );

/** `YYYY-MM-DD` of a date in local time. */
export const toDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Spec 02 §9: the default range is one year back to now. */
export function defaultRange(now: Date): { startDay: string; endDay: string } {
  const start = new Date(now);
  start.setFullYear(now.getFullYear() - 1);
  return { startDay: toDay(start), endDay: toDay(now) };
}

/** Spec 01 §5 date range picker: the start at the start of its day, the end at the end of its day (local time). */
export function dayBounds(startDay: string, endDay: string): { start: Date; end: Date } {
  const [sy, sm, sd] = startDay.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = endDay.split('-').map(Number) as [number, number, number];
  return { start: new Date(sy, sm - 1, sd, 0, 0, 0, 0), end: new Date(ey, em - 1, ed, 23, 59, 59, 999) };
}

/** The report scope of valid values: "All" is 1970 to now, else whole days clamped to 2000-01-01 … now. */
export function scopeOf(values: ReportFormValues, now: Date): ReportScope {
  if (values.range === 'all')
    return { questionnaire: values.questionnaire, start: ALL_START, end: toReportDate(now) };
  const { start, end } = dayBounds(values.startDay, values.endDay);
  const earliest = dayBounds(MIN_DAY, MIN_DAY).start;
  const clamp = (date: Date) => (date > now ? now : date < earliest ? earliest : date);
  return {
    questionnaire: values.questionnaire,
    start: toReportDate(clamp(start)),
    end: toReportDate(clamp(end)),
  };
}

/** Client notes §2.1: Generate opens Distance Travelled with `open=false`; `or` only matters from two tags. */
export function generatedHref(values: ReportFormValues, now: Date): string {
  return reportHref('dist', scopeOf(values, now), {
    tags: values.tags,
    openStart: false,
    orTags: values.tags.length >= 2 && values.orTags,
    ...(values.minRecords === MIN_RECORDS.dist ? {} : { min: values.minRecords }),
  });
}
