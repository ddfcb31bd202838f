import { describe, expect, it } from 'vitest';

import { isTimeZone, parseDate } from './import-dates.ts';

describe('parseDate', () => {
  it.each([
    ['2024-05-31', 'iso', 'UTC', '2024-05-31T00:00:00.000Z'],
    ['2024-05-31 14:30', 'iso', 'Europe/London', '2024-05-31T13:30:00.000Z'],
    ['2024-05-31T14:30:00+02:00', 'iso', 'Europe/London', '2024-05-31T12:30:00.000Z'],
    ['2024-05-31T23:30:00.000Z', 'iso', 'America/New_York', '2024-05-31T23:30:00.000Z'],
    ['31/05/2024', 'dmy', 'Europe/London', '2024-05-30T23:00:00.000Z'],
    ['31.12.2023 08:05:09', 'dmy', 'UTC', '2023-12-31T08:05:09.000Z'],
    ['05/31/2024', 'mdy', 'UTC', '2024-05-31T00:00:00.000Z'],
    ['2024/05/31', 'ymd', 'UTC', '2024-05-31T00:00:00.000Z'],
    ['2024-01-15 12:00', 'iso', 'Europe/London', '2024-01-15T12:00:00.000Z'],
  ] as const)('reads %s as %s in %s', (text, format, zone, expected) => {
    // Act / Assess
    expect(parseDate(text, format, zone)).toBe(expected);
  });

  it.each([
    ['31/02/2024', 'dmy'],
    ['2024-13-01', 'iso'],
    ['31/05/2024', 'mdy'],
    ['yesterday', 'iso'],
    ['2024-05-31 25:00', 'iso'],
    ['31/05-2024', 'dmy'],
  ] as const)('refuses %s as %s', (text, format) => {
    // Act / Assess
    expect(parseDate(text, format, 'UTC')).toBeUndefined();
  });

  it('knows IANA time zones only', () => {
    // Assess
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
