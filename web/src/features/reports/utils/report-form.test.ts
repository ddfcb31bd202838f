import { describe, expect, it } from 'vitest';
import { toFormikValidate } from '@/lib/form/zod-formik';
import {
  dayBounds,
  defaultRange,
  generatedHref,
  reportFormSchema,
  scopeOf,
  type ReportFormValues,
} from './report-form';

const validate = toFormikValidate<ReportFormValues>(reportFormSchema);
const values = (over: Partial<ReportFormValues>): ReportFormValues => ({
  questionnaire: 'q1',
  range: 'all',
  startDay: '',
  endDay: '',
  tags: [],
  orTags: false,
  minRecords: 2,
  ...over,
});

describe('report form', () => {
  it('asks for a questionnaire, a time range and a valid one', () => {
    expect(validate(values({ questionnaire: '' }))).toEqual({ questionnaire: 'form.errors.questionnaire' });
    expect(validate(values({ range: 'dates', startDay: '2024-01-01' }))).toEqual({
      endDay: 'form.errors.range',
    });
    expect(validate(values({ range: 'dates', startDay: '2024-02-01', endDay: '2024-01-01' }))).toEqual({
      endDay: 'form.errors.invalidRange',
    });
    expect(validate(values({ range: 'dates', startDay: '2024-01-01', endDay: '2024-01-01' }))).toEqual({});
    expect(validate(values({}))).toEqual({});
  });

  it('takes a date whose year is still being typed or cleared (202 of 2026) as absent, not as a range ending early', () => {
    expect(validate(values({ range: 'dates', startDay: '2025-11-27', endDay: '0202-11-27' }))).toEqual({
      endDay: 'form.errors.range',
    });
    expect(validate(values({ range: 'dates', startDay: '0020-11-27', endDay: '2026-11-27' }))).toEqual({
      endDay: 'form.errors.range',
    });
  });

  it('defaults to a year back and takes whole days', () => {
    expect(defaultRange(new Date(2025, 5, 15, 13))).toEqual({ startDay: '2024-06-15', endDay: '2025-06-15' });
    const { start, end } = dayBounds('2024-01-01', '2024-01-31');
    expect([
      start.getHours(),
      start.getMinutes(),
      end.getHours(),
      end.getMinutes(),
      end.getSeconds(),
    ]).toEqual([0, 0, 23, 59, 59]);
  });

  it('generates Distance Travelled with JSON query values, "or" only from two tags, and no milliseconds', () => {
    const now = new Date('2025-03-04T05:06:07.890Z');
    expect(generatedHref(values({ tags: ['a'], orTags: true }), now)).toBe(
      '/report/dist/q1/1970-01-01T00:00:00Z/2025-03-04T05:06:07Z?tags=%5B%22a%22%5D&open=false&or=false',
    );
    expect(generatedHref(values({ tags: ['a', 'b'], orTags: true }), now)).toContain('or=true');
  });

  it('puts a minimum of records other than the default 2 into the URL, and asks for a whole number from 2', () => {
    const now = new Date('2025-03-04T05:06:07.890Z');
    expect(new URLSearchParams(generatedHref(values({ minRecords: 3 }), now).split('?')[1]).get('min')).toBe(
      '3',
    );
    expect(generatedHref(values({ minRecords: 2 }), now)).not.toContain('min=');
    expect(validate(values({ minRecords: 1 }))).toEqual({ minRecords: 'form.errors.minRecords' });
    expect(validate(values({ minRecords: 2.5 }))).toEqual({ minRecords: 'form.errors.minRecords' });
  });

  it('clamps typed days to 2000-01-01 and to now', () => {
    // Prepare
    const now = new Date(2026, 0, 10, 12, 0, 0);
    // Act
    const scope = scopeOf(values({ range: 'dates', startDay: '1999-05-01', endDay: '2026-02-01' }), now);
    // Assess
    expect(new Date(scope.start).getTime()).toBe(new Date(2000, 0, 1).getTime());
    expect(scope.end).toBe(now.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });
});
