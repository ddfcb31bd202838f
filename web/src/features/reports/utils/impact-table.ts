/** One row of a table of numbers: a name and a value per column; undefined shows "N/A". */
export type TableRow<Column extends string> = {
  id: string;
  name: string;
  values: Record<Column, number | undefined>;
};

export type SortDirection = 'ascending' | 'descending';
export type SortState<Column extends string> = { column: 'name' | Column; direction: SortDirection };

/** Spec 02 §2 Impact table: clicking the active column flips its direction, another column sorts ascending. */
export function nextSort<Column extends string>(
  current: SortState<Column>,
  column: 'name' | Column,
): SortState<Column> {
  if (current.column === column)
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Sorts rows by name or a column; missing values always go last, ties keep their order. */
export function sortRows<Column extends string>(
  rows: readonly TableRow<Column>[],
  sort: SortState<Column>,
): TableRow<Column>[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      if (sort.column === 'name') return sign * collator.compare(a.row.name, b.row.name) || a.index - b.index;
      const x = a.row.values[sort.column];
      const y = b.row.values[sort.column];
      if (x === undefined || y === undefined) {
        if (x === y) return a.index - b.index;
        return x === undefined ? 1 : -1;
      }
      return sign * (x - y) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Spec 02 §2: the Total (sum of the values present) and Average (that sum over their count) of a column. */
export function columnSummary(values: readonly (number | undefined)[]): {
  total: number | undefined;
  average: number | undefined;
} {
  const present = values.filter((value): value is number => value !== undefined && Number.isFinite(value));
  if (!present.length) return { total: undefined, average: undefined };
  const total = present.reduce((sum, value) => sum + value, 0);
  return { total, average: total / present.length };
}

/** Two decimals, or the translated "N/A" for a missing value. */
export const formatValue = (value: number | undefined, notAvailable: string) =>
  value === undefined || !Number.isFinite(value) ? notAvailable : value.toFixed(2);

/** `latest − initial` when both exist. */
export const difference = (initial: number | undefined, latest: number | undefined) =>
  initial === undefined || latest === undefined ? undefined : latest - initial;
