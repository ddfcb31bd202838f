import { describe, expect, it } from 'vitest';
import { recordAction, recordQuestionnaires, sortRecords } from './records-list';

const record = (id: string, date: string | null, created: string, incomplete = false) => ({
  id,
  date,
  created,
  incomplete,
});

describe('records list', () => {
  it('sorts newest first by record date, else created', () => {
    // Prepare
    const records = [
      record('a', '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z'),
      record('b', null, '2024-03-01T00:00:00Z', true),
      record('c', '2024-02-01T00:00:00Z', '2023-01-01T00:00:00Z'),
    ];
    // Act
    const sorted = sortRecords(records);
    // Assess
    expect(sorted.map((r) => r.id)).toEqual(['b', 'c', 'a']);
  });

  it('continues incomplete records and views complete ones', () => {
    expect(recordAction(record('m1', null, '2024-01-01', true))).toEqual({
      kind: 'continue',
      href: '/meeting/m1',
    });
    expect(recordAction(record('m3', '2023-01-01', '2024-01-01'))).toEqual({
      kind: 'view',
      href: '/meeting/m3/view',
    });
  });

  it('lists the questionnaires of the records once each', () => {
    expect(
      recordQuestionnaires([
        { outcomeSetID: 'q1', outcomeSet: { name: 'One' } },
        { outcomeSetID: 'q2', outcomeSet: null },
        { outcomeSetID: 'q1', outcomeSet: { name: 'One' } },
        { outcomeSetID: 'q3', outcomeSet: { name: 'Three' } },
      ]),
    ).toEqual([
      { id: 'q1', name: 'One' },
      { id: 'q3', name: 'Three' },
    ]);
  });
});
