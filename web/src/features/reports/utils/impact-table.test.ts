import { describe, expect, it } from 'vitest';
import { columnSummary, difference, formatValue, nextSort, sortRows, type TableRow } from './impact-table';

const rows: TableRow<'initial' | 'latest'>[] = [
  { id: '1', name: 'Sleep', values: { initial: 2, latest: 4 } },
  { id: '2', name: 'Anxiety', values: { initial: undefined, latest: 1 } },
  { id: '3', name: 'mood', values: { initial: 3, latest: 3.5 } },
];

describe('impact table', () => {
  it('sorts by name ascending, flips the active column, and sorts another column ascending', () => {
    expect(sortRows(rows, { column: 'name', direction: 'ascending' }).map((r) => r.name)).toEqual([
      'Anxiety',
      'mood',
      'Sleep',
    ]);
    const flipped = nextSort({ column: 'name', direction: 'ascending' }, 'name');
    expect(flipped).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort(flipped, 'latest')).toEqual({ column: 'latest', direction: 'ascending' });
    expect(sortRows(rows, { column: 'latest', direction: 'descending' }).map((r) => r.id)).toEqual([
      '1',
      '3',
      '2',
    ]);
  });

  it('puts missing values last in either direction', () => {
    expect(sortRows(rows, { column: 'initial', direction: 'ascending' }).map((r) => r.id)).toEqual([
      '1',
      '3',
      '2',
    ]);
    expect(sortRows(rows, { column: 'initial', direction: 'descending' }).map((r) => r.id)).toEqual([
      '3',
      '1',
      '2',
    ]);
  });

  it('totals and averages the values present, to two decimals, N/A when none', () => {
    expect(columnSummary([2, undefined, 3])).toEqual({ total: 5, average: 2.5 });
    expect(columnSummary([undefined])).toEqual({ total: undefined, average: undefined });
    expect(formatValue(1 / 3, 'N/A')).toBe('0.33');
    expect(formatValue(undefined, 'N/A')).toBe('N/A');
    expect(difference(1.5, 3.5)).toBe(2);
    expect(difference(undefined, 3)).toBeUndefined();
  });
});
