import { describe, expect, it } from 'vitest';
import {
  CALENDAR_CELLS,
  calendarDays,
  formatDateTime,
  isInFuture,
  parseDateTime,
  shiftMonth,
} from './calendar-month';

describe('calendar month', () => {
  it('shows 42 days starting on the Monday on or before the 1st', () => {
    // Prepare: March 2024 starts on a Friday
    // Act
    const days = calendarDays(2024, 2);
    // Assess
    expect(days).toHaveLength(CALENDAR_CELLS);
    expect(days[0]!.date.getDay()).toBe(1);
    expect(days[0]!.date.getDate()).toBe(26);
    expect(days[4]).toMatchObject({ inMonth: true });
    expect(days[4]!.date.getDate()).toBe(1);
    expect(days.filter((d) => d.inMonth)).toHaveLength(31);
    expect(days[41]!.inMonth).toBe(false);
  });

  it('starts on the 1st when the month starts on a Monday', () => {
    const days = calendarDays(2024, 0);
    expect(days[0]!.date.getDate()).toBe(1);
    expect(days[0]!.inMonth).toBe(true);
  });

  it('reads and writes datetime-local values', () => {
    expect(parseDateTime('2024-03-01T09:05')).toEqual({ year: 2024, month: 2, day: 1, hour: 9, minute: 5 });
    expect(parseDateTime('2024-02-30T09:05')).toBeNull();
    expect(parseDateTime('')).toBeNull();
    expect(formatDateTime({ year: 2024, month: 11, day: 31, hour: 23, minute: 0 })).toBe('2024-12-31T23:00');
  });

  it('moves between months across years', () => {
    expect(shiftMonth(2024, 0, -1)).toEqual({ year: 2023, month: 11 });
    expect(shiftMonth(2024, 11, 1)).toEqual({ year: 2025, month: 0 });
  });

  it('tells future values', () => {
    const now = new Date(2024, 2, 1, 12, 0).getTime();
    expect(isInFuture('2024-03-01T12:01', now)).toBe(true);
    expect(isInFuture('2024-03-01T12:00', now)).toBe(false);
    expect(isInFuture('nonsense', now)).toBe(false);
  });
});
