import { describe, expect, it } from 'vitest';
import { formatDateTime, isInFuture, parseDateTime } from './calendar-month';

describe('datetime-local values', () => {
  it('reads and writes datetime-local values', () => {
    expect(parseDateTime('2024-03-01T09:05')).toEqual({ year: 2024, month: 2, day: 1, hour: 9, minute: 5 });
    expect(parseDateTime('2024-02-30T09:05')).toBeNull();
    expect(parseDateTime('')).toBeNull();
    expect(formatDateTime({ year: 2024, month: 11, day: 31, hour: 23, minute: 0 })).toBe('2024-12-31T23:00');
  });

  it('tells future values', () => {
    const now = new Date(2024, 2, 1, 12, 0).getTime();
    expect(isInFuture('2024-03-01T12:01', now)).toBe(true);
    expect(isInFuture('2024-03-01T12:00', now)).toBe(false);
    expect(isInFuture('nonsense', now)).toBe(false);
  });
});
