import { describe, expect, it } from 'vitest';

import type { LikertQuestion, Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';

import { computeReliableChange } from './reliable-change.ts';
import { computeReport } from './report.ts';
import type { ReportOptions, ReportRecord } from './report.ts';

const question = (id: string, extra: Partial<LikertQuestion> = {}): LikertQuestion => ({
  id,
  question: `Question ${id}`,
  archived: false,
  leftValue: 0,
  rightValue: 10,
  labels: [],
  noteRequired: false,
  noteDeactivated: false,
  ...extra,
});

const OPTIONS: ReportOptions = {
  start: '2024-01-01T00:00:00.000Z',
  end: '2024-12-31T23:59:59.999Z',
  tags: [],
  orTags: false,
  openStart: false,
  minRequiredRecords: 2,
};

/** Two records per beneficiary: `before` in January, `after` in June. */
const recordsOf = (
  pairs: { before: Record<string, number>; after: Record<string, number> }[],
): ReportRecord[] =>
  pairs.flatMap(({ before, after }, index) => [
    {
      id: `r${index}a`,
      beneficiary: `b${index}`,
      date: '2024-01-10T10:00:00.000Z',
      created: '',
      tags: [],
      answers: before,
    },
    {
      id: `r${index}b`,
      beneficiary: `b${index}`,
      date: '2024-06-10T10:00:00.000Z',
      created: '',
      tags: [],
      answers: after,
    },
  ]);

// The worked example of docs/reports.md ("Reliable change"): initial 4 6 5 3 7 5, latest 7 6 8 4 6 9, r = 0.8.
const INITIAL = [4, 6, 5, 3, 7, 5];
const LATEST = [7, 6, 8, 4, 6, 9];
const example = recordsOf(
  INITIAL.map((value, index) => ({ before: { q: value }, after: { q: LATEST[index]! } })),
);

const run = (
  questionnaire: Pick<Questionnaire, 'questions' | 'categories'>,
  records: ReportRecord[],
  sharing = false,
) =>
  computeReliableChange(questionnaire, computeReport(questionnaire, records, OPTIONS), {
    forSharing: sharing,
  });

describe('computeReliableChange', () => {
  it('gives the figures of the worked example over the report’s beneficiaries', () => {
    // Prepare
    const questionnaire = { questions: [question('q', { reliability: 0.8 })], categories: [] };

    // Act
    const [figures] = run(questionnaire, example).questions;

    // Assess
    expect(figures).toMatchObject({
      id: 'q',
      direction: 'higher',
      notes: [],
      n: 6,
      tooFew: false,
      reliability: 0.8,
      improved: { count: 3, rate: 0.5 },
      unchanged: { count: 3, rate: 0.5 },
      deteriorated: { count: 0, rate: 0 },
      wilcoxonP: 0.1875,
      wilcoxonMethod: 'exact',
    });
    expect(figures!.sdInitial).toBeCloseTo(Math.SQRT2, 12);
    expect(figures!.threshold).toBeCloseTo(1.753, 3);
    expect(figures!.meanChange).toBeCloseTo(1.667, 3);
    expect(figures!.ciLow).toBeCloseTo(-0.397, 3);
    expect(figures!.ciHigh).toBeCloseTo(3.73, 3);
    expect(figures!.effectSize).toBeCloseTo(0.848, 3);
    expect(figures!.beneficiaries.map((each) => each.class)).toEqual([
      'improved',
      'unchanged',
      'improved',
      'unchanged',
      'unchanged',
      'improved',
    ]);
  });

  it('signs change in the direction of improvement when lower is better', () => {
    // Prepare: the same answers, mirrored (10 − value), on a lower-is-better question.
    const mirrored = recordsOf(
      INITIAL.map((value, index) => ({ before: { q: 10 - value }, after: { q: 10 - LATEST[index]! } })),
    );
    const questionnaire = {
      questions: [question('q', { direction: 'lower', reliability: 0.8 })],
      categories: [],
    };

    // Act
    const [figures] = run(questionnaire, mirrored).questions;

    // Assess
    expect(figures!.meanChange).toBeCloseTo(1.667, 3);
    expect(figures!.improved).toEqual({ count: 3, rate: 0.5 });
    expect(figures!.wilcoxonP).toBe(0.1875);
  });

  it('without a reliability: every figure but the threshold and classes', () => {
    const [figures] = run({ questions: [question('q')], categories: [] }, example).questions;

    expect(figures).toMatchObject({
      notes: ['noReliability'],
      threshold: null,
      improved: null,
      wilcoxonP: 0.1875,
    });
    expect(figures!.beneficiaries.every((each) => each.class === null)).toBe(true);
  });

  it('a category mixing directions gets no signed figures and says why', () => {
    // Prepare
    const questionnaire = {
      questions: [
        question('a', { categoryID: 'C' }),
        question('b', { categoryID: 'C', direction: 'lower' as const }),
      ],
      categories: [{ id: 'C', name: 'Mixed', aggregation: 'sum' as const, reliability: 0.9 }],
    };
    const records = recordsOf(
      INITIAL.map((value) => ({ before: { a: value, b: 1 }, after: { a: value + 1, b: 2 } })),
    );

    // Act
    const [category] = run(questionnaire, records).categories;

    // Assess
    expect(category).toMatchObject({
      direction: null,
      notes: ['mixedDirections'],
      meanChange: null,
      improved: null,
    });
  });

  it('fewer than 5 people: no cohort figure; shared, the count is withheld', () => {
    // Prepare
    const questionnaire = { questions: [question('q', { reliability: 0.8 })], categories: [] };
    const four = example.slice(0, 8);

    // Act
    const [internal] = run(questionnaire, four).questions;
    const [shared] = run(questionnaire, four, true).questions;

    // Assess
    expect(internal).toMatchObject({
      n: 4,
      tooFew: true,
      notes: ['tooFew'],
      meanChange: null,
      improved: null,
    });
    expect(shared).toMatchObject({ n: null, tooFew: true, beneficiaries: [] });
  });

  it('shared: counts under 5 withheld with their rates, no beneficiary lists', () => {
    const questionnaire = { questions: [question('q', { reliability: 0.8 })], categories: [] };

    const [figures] = run(questionnaire, example, true).questions;

    expect(figures).toMatchObject({
      n: 6,
      improved: { count: null, rate: null },
      deteriorated: { count: null, rate: null },
      beneficiaries: [],
    });
    expect(figures!.meanChange).toBeCloseTo(1.667, 3);
  });

  it('PHQ-9 total: the NHS Talking Therapies measures of docs/reports.md', () => {
    // Prepare: one question holding the total, in a catalogue-style PHQ-9 category.
    const questionnaire = {
      questions: [
        question('t', { categoryID: 'phq9-severity', direction: 'lower' as const, rightValue: 27 }),
      ],
      categories: [
        {
          id: 'phq9-severity',
          name: 'Depression',
          aggregation: 'sum' as const,
          reliability: 0.89,
          measure: 'phq9' as const,
        },
      ],
    };
    const totals = [
      [18, 8],
      [12, 9],
      [15, 9],
      [20, 13],
      [9, 2],
      [10, 10],
    ];
    const records = recordsOf(totals.map(([start, end]) => ({ before: { t: start! }, after: { t: end! } })));

    // Act
    const [category] = run(questionnaire, records).categories;

    // Assess
    expect(category!.talkingTherapies).toEqual({
      measure: 'phq9',
      casesAtStart: 5,
      reliableImprovement: { count: 3, rate: 0.6 },
      recovery: { count: 3, rate: 0.6 },
      reliableRecovery: { count: 2, rate: 0.4 },
    });
  });
});
