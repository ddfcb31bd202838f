import type { ChangeFigures } from '../api/get-reliable-change';

export type ClassKey = 'improved' | 'unchanged' | 'deteriorated';
export const CLASS_KEYS: readonly ClassKey[] = ['deteriorated', 'unchanged', 'improved'];

/** Two decimals, a sign on changes so "+1.67" reads as an improvement. */
export const formatNumber = (value: number, language: string, signed = false) =>
  new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);

/** "0.031", or "< 0.001" where three decimals would show 0. */
export const formatP = (p: number, language: string) =>
  p < 0.001
    ? `< ${new Intl.NumberFormat(language, { minimumFractionDigits: 3 }).format(0.001)}`
    : new Intl.NumberFormat(language, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(p);

export const formatRate = (rate: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);

/** Rows the chart can draw: those with class counts (a reliability, enough people, shared counts kept). */
export const chartRows = (figures: readonly ChangeFigures[], label: (id: string) => string) =>
  figures
    .filter((row) => row.improved && row.unchanged && row.deteriorated)
    .map((row) => ({
      id: row.id,
      name: label(row.id),
      values: {
        improved: row.improved?.count ?? 0,
        unchanged: row.unchanged?.count ?? 0,
        deteriorated: row.deteriorated?.count ?? 0,
      },
    }));

/** RFC 4180 cell with the export's formula guard (docs/exports.md): text starting =, +, -, @ gets a leading '. */
const csvCell = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(Number(value.toFixed(4)));
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
};

/** The figures as CSV (header words from the caller); a withheld count is written as `withheld`. */
export function figuresCsv(
  figures: readonly ChangeFigures[],
  label: (id: string) => string,
  headers: { name: string; columns: Record<string, string>; withheld: string },
): string {
  const count = (share: { count?: number | null } | null | undefined) =>
    share ? (share.count ?? headers.withheld) : null;
  const columns = ['n', 'meanChange', 'ciLow', 'ciHigh', 'effectSize', 'p', 'threshold', ...CLASS_KEYS];
  const lines = [[headers.name, ...columns.map((column) => headers.columns[column] ?? column)].map(csvCell)];
  for (const row of figures) {
    lines.push(
      [
        label(row.id),
        row.n ?? headers.withheld,
        row.meanChange,
        row.ciLow,
        row.ciHigh,
        row.effectSize,
        row.wilcoxonP,
        row.threshold,
        count(row.deteriorated),
        count(row.unchanged),
        count(row.improved),
      ].map(csvCell),
    );
  }
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}
