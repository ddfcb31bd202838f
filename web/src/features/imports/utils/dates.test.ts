import { describe, expect, it } from 'vitest';
import { detectDateFormat, formatPattern, sheetDateText, toInstant } from './dates';

describe('detectDateFormat', () => {
  it('reads day first when a day is above 12, and says so without guessing', () => {
    // Act
    const detected = detectDateFormat(['01/02/2023', '25/12/2023', ''], 'en-US');
    // Assess
    expect(detected).toEqual({ format: 'dmy', separator: '/', ambiguous: false });
    expect(formatPattern(detected.format, detected.separator)).toBe('DD/MM/YYYY');
  });

  it('reads month first when a second number is above 12', () => {
    expect(detectDateFormat(['12.25.2023 10:00', '1.2.2023'], 'en-GB')).toEqual({
      format: 'mdy',
      separator: '.',
      ambiguous: false,
    });
  });

  it('guesses from the locale when every date reads both ways', () => {
    expect(detectDateFormat(['01/02/2023'], 'en-US')).toMatchObject({ format: 'mdy', ambiguous: true });
    expect(detectDateFormat(['01/02/2023'], 'en-GB')).toMatchObject({ format: 'dmy', ambiguous: true });
  });

  it('prefers ISO 8601, as the export writes it', () => {
    expect(detectDateFormat(['2024-05-31T23:30:05.400Z', '2024-06-01 00:30:05'], 'en-GB')).toEqual({
      format: 'iso',
      separator: '-',
      ambiguous: false,
    });
    expect(detectDateFormat(['2024/05/31'], 'en-GB')).toMatchObject({ format: 'ymd' });
    expect(formatPattern('ymd', '/')).toBe('YYYY/MM/DD');
    expect(formatPattern('iso', '-')).toBe('YYYY-MM-DD');
  });
});

describe('toInstant', () => {
  it('reads wall-clock time in the chosen zone, summer time included', () => {
    expect(toInstant('01/06/2024 00:30:05', 'dmy', 'Europe/London')).toBe('2024-05-31T23:30:05.000Z');
    expect(toInstant('2024-01-15', 'iso', 'Europe/London')).toBe('2024-01-15T00:00:00.000Z');
    expect(toInstant('1/15/2024 9:05', 'mdy', 'America/New_York')).toBe('2024-01-15T14:05:00.000Z');
  });

  it('keeps an offset the value names, whatever the zone', () => {
    expect(toInstant('2024-05-31T23:30:05.400Z', 'iso', 'Asia/Tokyo')).toBe('2024-05-31T23:30:05.400Z');
    expect(toInstant('2024-06-01T01:30:05+02:00', 'iso', 'UTC')).toBe('2024-05-31T23:30:05.000Z');
  });

  it('refuses what is not a real date', () => {
    expect(toInstant('31/02/2024', 'dmy', 'UTC')).toBeNull();
    expect(toInstant('2024-13-01', 'iso', 'UTC')).toBeNull();
    expect(toInstant('01/02/24', 'dmy', 'UTC')).toBeNull();
    expect(toInstant('yesterday', 'dmy', 'UTC')).toBeNull();
    expect(toInstant('2024-01-01 25:00', 'iso', 'UTC')).toBeNull();
  });
});

it('writes a spreadsheet date cell as the wall-clock text it shows', () => {
  expect(sheetDateText(new Date(Date.UTC(2024, 5, 1, 9, 30)))).toBe('2024-06-01T09:30:00');
});
