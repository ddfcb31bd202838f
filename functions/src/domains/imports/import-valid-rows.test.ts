import { describe, expect, it } from 'vitest';

import type { ImportRow } from './import-rows.ts';
import { orderKey, validRows } from './import-valid-rows.ts';

const QUESTIONS = ['q1', 'q2', 'q3'];

/** Rows as the check makes them: beneficiaries that prefix each other, years, tags, notes, a skipped answer. */
const ROWS: ImportRow[] = [
  {
    row: 2,
    beneficiary: 'ben-10',
    date: '2024-03-01T09:00:00.000Z',
    meetingTags: [],
    answers: { q1: 1, q2: 2 },
  },
  {
    row: 3,
    beneficiary: 'ben-1',
    date: '2023-12-31T23:59:59.999Z',
    meetingTags: ['group', 'north'],
    notes: 'First session',
    answers: { q1: 5, q2: -3, q3: 0 },
  },
  { row: 4, beneficiary: 'ben-1', date: '2024-01-01T00:00:00.000Z', meetingTags: ['group'], answers: {} },
  { row: 11, beneficiary: 'ben-10', date: '2024-02-01T12:30:00.000Z', meetingTags: [], answers: { q3: 4 } },
  {
    row: 12,
    beneficiary: 'Ben-2',
    date: '2001-06-15T10:00:00.000Z',
    meetingTags: ['group', 'north'],
    answers: { q2: 3 },
  },
  { row: 5, beneficiary: 'ben-1', date: '2023-01-10T09:00:00.000Z', meetingTags: [], answers: { q1: 2 } },
];

const stored = (rows: readonly ImportRow[]) => {
  const valid = validRows(QUESTIONS);
  for (const row of rows) valid.add(row);
  return valid;
};

/** The order the keys themselves give: what the cursor is compared with. */
const byKey = (rows: readonly ImportRow[]) =>
  [...rows].sort((a, b) => (orderKey(a) < orderKey(b) ? -1 : orderKey(a) > orderKey(b) ? 1 : 0));

describe('the valid rows an import keeps', () => {
  it('gives back each row as the check made it', () => {
    // Prepare
    const valid = stored(ROWS);

    // Act
    const rows = ROWS.map((_, index) => valid.at(index));

    // Assess
    expect(valid.size).toBe(ROWS.length);
    expect(rows).toStrictEqual(ROWS);
    expect(rows.map((_, index) => valid.keyOf(index))).toStrictEqual(ROWS.map(orderKey));
  });

  it('orders the rows as their order keys do, and after a cursor only the later ones', () => {
    // Prepare
    const valid = stored(ROWS);
    const ordered = byKey(ROWS);
    const cursor = orderKey(ordered[2]!);

    // Act
    const all = valid.after(undefined).map((index) => valid.at(index));
    const rest = valid.after(cursor).map((index) => valid.at(index));

    // Assess
    expect(all).toStrictEqual(ordered);
    expect(rest).toStrictEqual(ordered.slice(3));
  });

  it('orders as the keys do a beneficiary holding the separator and rows past the key padding', () => {
    // Prepare
    const rows: ImportRow[] = [
      { ...ROWS[0]!, row: 10_000_001, beneficiary: 'a' },
      { ...ROWS[0]!, row: 9_999_999, beneficiary: 'a' },
      { ...ROWS[0]!, row: 7, beneficiary: 'a\u0000b' },
      { ...ROWS[0]!, row: 6, beneficiary: 'a' },
    ];
    const valid = stored(rows);

    // Act
    const ordered = valid.after(undefined).map((index) => valid.at(index));

    // Assess
    expect(ordered).toStrictEqual(byKey(rows));
  });
});
