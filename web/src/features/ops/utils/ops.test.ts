import { describe, expect, it } from 'vitest';
import { pluginOn, reasonError, REASON_MAX, usageSeries } from './ops';

describe('reasonError', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['Pays by invoice', null],
    [` ${'x'.repeat(REASON_MAX)} `, null],
    ['x'.repeat(REASON_MAX + 1), 'tooLong'],
  ])('%j → %s', (reason, expected) => {
    expect(reasonError(reason)).toBe(expected);
  });
});

describe('pluginOn', () => {
  it('finds a plugin by id', () => {
    const organisation = { plugins: [{ id: 'sve' }] };
    expect(pluginOn(organisation, 'sve')).toBe(true);
    expect(pluginOn(organisation, 'diluted_report')).toBe(false);
  });
});

describe('usageSeries', () => {
  it('makes one line of records and one of active users, each week on its local Monday', () => {
    // Act
    const series = usageSeries(
      [
        { week: '2026-11-16', records: 3, activeUsers: 1 },
        { week: '2026-11-23', records: 0, activeUsers: 2 },
      ],
      { records: 'Records', activeUsers: 'Active users' },
    );
    // Assess
    expect(series.map((s) => s.id)).toEqual(['Records', 'Active users']);
    expect(series[0]!.data.map((d) => d.y)).toEqual([3, 0]);
    expect(series[1]!.data.map((d) => d.y)).toEqual([1, 2]);
    expect(series[0]!.data[1]!.x).toEqual(new Date(2026, 10, 23));
  });
});
