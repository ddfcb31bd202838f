import { describe, expect, it } from 'vitest';

import type { ChangeStatistics, ReliableChangeResult } from '#domains/reports/reliable-change.ts';

import { RELIABLE_CHANGE_COLUMNS, reliableChangeRows } from './reliable-change-rows.ts';

const questionnaire = {
  questions: [
    { id: 'q1', question: 'How calm do you feel?', short: 'Calm' },
    { id: 'q2', question: 'How are you?' },
  ],
  categories: [{ id: 'c1', name: '=Mood' }],
} as unknown as Parameters<typeof reliableChangeRows>[0];

const stats = (overrides: Partial<ChangeStatistics>): ChangeStatistics => ({
  id: 'q1',
  direction: 'higher',
  notes: [],
  n: 12,
  tooFew: false,
  meanChange: 1.23456,
  ciLow: 0.5,
  ciHigh: 1.9691,
  effectSize: 0.8,
  wilcoxonP: 0.03125,
  wilcoxonMethod: 'exact',
  reliability: 0.92,
  sdInitial: 2.5,
  threshold: 1.96,
  improved: { count: 6, rate: 0.5 },
  unchanged: { count: 4, rate: 1 / 3 },
  deteriorated: { count: 2, rate: 1 / 6 },
  beneficiaries: [],
  talkingTherapies: null,
  ...overrides,
});

const result = (overrides: Partial<ReliableChangeResult>): ReliableChangeResult => ({
  smallNumberThreshold: 5,
  forSharing: false,
  questions: [],
  categories: [],
  ...overrides,
});

const cell = (row: unknown[], column: (typeof RELIABLE_CHANGE_COLUMNS)[number]) =>
  row[RELIABLE_CHANGE_COLUMNS.indexOf(column)];

describe('reliableChangeRows', () => {
  it('writes one row per question then category, with every figure under its column', () => {
    // Prepare
    const figures = result({ questions: [stats({})], categories: [stats({ id: 'c1', direction: 'lower' })] });

    // Act
    const [header, question, category] = reliableChangeRows(questionnaire, figures);

    // Assess
    expect(header).toEqual([...RELIABLE_CHANGE_COLUMNS]);
    expect(question!.length).toBe(RELIABLE_CHANGE_COLUMNS.length);
    expect(question!.slice(0, 14)).toEqual([
      'question',
      'q1',
      'Calm',
      'higher',
      12,
      1.2346,
      0.5,
      1.9691,
      0.8,
      0.0313,
      'exact',
      0.92,
      2.5,
      1.96,
    ]);
    expect(question!.slice(14, 20)).toEqual([6, 50, 4, 33.3, 2, 16.7]);
    expect(cell(category!, 'kind')).toBe('category');
    expect(cell(category!, 'name')).toBe('=Mood');
    expect(cell(category!, 'better when')).toBe('lower');
  });

  it('writes withheld counts as "fewer than" the threshold, with no percentage', () => {
    // Prepare
    const figures = result({
      smallNumberThreshold: 8,
      forSharing: true,
      questions: [
        stats({
          n: 20,
          improved: { count: 12, rate: 0.6 },
          unchanged: { count: null, rate: null },
          deteriorated: { count: null, rate: null },
        }),
        stats({ id: 'q2', n: null, tooFew: true, notes: ['tooFew', 'noReliability'], improved: null }),
      ],
    });

    // Act
    const [, shown, withheld] = reliableChangeRows(questionnaire, figures);

    // Assess
    expect(cell(shown!, 'reliably improved')).toBe(12);
    expect(cell(shown!, 'no reliable change')).toBe('fewer than 8');
    expect(cell(shown!, 'no reliable change %')).toBeUndefined();
    expect(cell(withheld!, 'name')).toBe('How are you?');
    expect(cell(withheld!, 'n')).toBe('fewer than 8');
    expect(cell(withheld!, 'reliably improved')).toBeUndefined();
    expect(cell(withheld!, 'notes')).toBe(
      'too few people to say; no reliability, so no reliable change classes',
    );
  });

  it('writes the Talking Therapies measures of a PHQ-9 or GAD-7 total, and nothing for a mixed category', () => {
    // Prepare
    const figures = result({
      categories: [
        stats({
          id: 'c1',
          talkingTherapies: {
            measure: 'gad7',
            casesAtStart: 10,
            reliableImprovement: { count: 6, rate: 0.6 },
            recovery: { count: 5, rate: 0.5 },
            reliableRecovery: { count: 4, rate: 0.4 },
          },
        }),
        stats({ id: 'c2', direction: null, notes: ['mixedDirections'], meanChange: null }),
      ],
    });

    // Act
    const [, gad7, mixed] = reliableChangeRows(questionnaire, figures);

    // Assess
    expect(RELIABLE_CHANGE_COLUMNS.slice(20, 28).map((column) => cell(gad7!, column))).toEqual([
      'GAD-7',
      10,
      6,
      60,
      5,
      50,
      4,
      40,
    ]);
    expect(cell(mixed!, 'better when')).toBeUndefined();
    expect(cell(mixed!, 'mean change')).toBeUndefined();
    expect(cell(mixed!, 'name')).toBe('c2');
    expect(cell(mixed!, 'Talking Therapies measure')).toBeUndefined();
  });
});
