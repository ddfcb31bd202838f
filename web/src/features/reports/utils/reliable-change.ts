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
