import { describe, expect, it } from 'vitest';

import type { LikertQuestion, Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';

import { categoryValue, computeReport, matchesTags } from './report.ts';
import type { ReportOptions, ReportRecord } from './report.ts';

const question = (id: string, extra: Partial<LikertQuestion> = {}): LikertQuestion => ({
  id,
  question: `Question ${id}`,
  archived: false,
  leftValue: 1,
  rightValue: 5,
  labels: [],
  noteRequired: false,
  noteDeactivated: false,
  ...extra,
});

/** q1, q2 in categories C (mean) and S (sum) — the worked example of docs/reports.md. */
const questionnaire: Pick<Questionnaire, 'questions' | 'categories'> = {
  questions: [question('q1', { categoryID: 'C' }), question('q2', { categoryID: 'C' })],
  categories: [
    { id: 'C', name: 'Mean', aggregation: 'mean' },
    { id: 'S', name: 'Sum', aggregation: 'sum' },
  ],
};
// S holds the same questions as C: categoryID is single-valued, so S is computed on a copy where both are in S.
const withSum: Pick<Questionnaire, 'questions' | 'categories'> = {
  questions: [question('q1', { categoryID: 'S' }), question('q2', { categoryID: 'S' })],
  categories: [{ id: 'S', name: 'Sum', aggregation: 'sum' }],
};

const record = (
  id: string,
  beneficiary: string,
  day: string,
  answers: Record<string, number>,
  extra: Partial<ReportRecord> = {},
): ReportRecord => ({
  id,
  beneficiary,
  date: `${day}T12:00:00.000Z`,
  created: `${day}T11:00:00.000Z`,
  tags: [],
  answers,
  ...extra,
});

const example = [
  record('r1', 'A', '2024-01-10', { q1: 2, q2: 4 }),
  record('r2', 'A', '2024-03-10', { q1: 4, q2: 5 }),
  record('r3', 'B', '2024-02-01', { q1: 1 }),
  record('r4', 'B', '2024-04-01', { q1: 3 }),
  record('r5', 'C', '2024-02-15', { q1: 5, q2: 5 }),
];

const options = (extra: Partial<ReportOptions> = {}): ReportOptions => ({
  start: '2024-01-01T00:00:00.000Z',
  end: '2024-12-31T23:59:59.999Z',
  tags: [],
  orTags: false,
  openStart: false,
  minRequiredRecords: 2,
  ...extra,
});

describe('computeReport, the worked example', () => {
  it('gives per-beneficiary initial and latest, cohort means and every exclusion', () => {
    // Act
    const report = computeReport(questionnaire, example, options());

    // Assess
    expect(report.beneficiaries).toEqual([
      {
        id: 'A',
        questions: [
          { id: 'q1', initial: { value: 2 }, latest: { value: 4 } },
          { id: 'q2', initial: { value: 4 }, latest: { value: 5 } },
        ],
        // mean(2, 4) = 3 → mean(4, 5) = 4.5
        categories: [{ id: 'C', initial: { value: 3 }, latest: { value: 4.5 } }],
      },
      {
        id: 'B',
        questions: [{ id: 'q1', initial: { value: 1 }, latest: { value: 3 } }],
        categories: [{ id: 'C', initial: { value: 1 }, latest: { value: 3 } }],
      },
    ]);
    expect(report.questions).toEqual([
      { id: 'q1', initial: 1.5, latest: 3.5 }, // (2 + 1) / 2, (4 + 3) / 2
      { id: 'q2', initial: 4, latest: 5 }, // A only
    ]);
    expect(report.categories).toEqual([{ id: 'C', initial: 2, latest: 3.75 }]); // (3 + 1) / 2, (4.5 + 3) / 2
    expect(report.excluded).toEqual([
      { beneficiary: 'C', reason: 'tooFewRecords' },
      { category: 'S', reason: 'noQuestions' },
      { beneficiary: 'B', question: 'q2', reason: 'notAnswered' },
    ]);
  });

  it('sums a sum category over the answered questions of each record', () => {
    // Act
    const report = computeReport(withSum, example, options());

    // Assess: A 2 + 4 = 6 → 4 + 5 = 9; B only q1: 1 → 3; cohort (6 + 1) / 2 = 3.5 → (9 + 3) / 2 = 6
    expect(report.categories).toEqual([{ id: 'S', initial: 3.5, latest: 6 }]);
    expect(report.beneficiaries.map((ben) => ben.categories[0]?.latest.value)).toEqual([9, 3]);
  });
});

describe('computeReport, dates', () => {
  it('includes records on start and on end, and leaves out those after end', () => {
    // Prepare
    const records = [
      record('a', 'A', '2024-01-01', { q1: 1 }, { date: '2024-01-01T00:00:00.000Z' }),
      record('b', 'A', '2024-06-01', { q1: 3 }, { date: '2024-06-01T00:00:00.000Z' }),
      record('c', 'A', '2024-06-02', { q1: 5 }),
    ];

    // Act
    const report = computeReport(
      questionnaire,
      records,
      options({ start: '2024-01-01T00:00:00.000Z', end: '2024-06-01T00:00:00.000Z' }),
    );

    // Assess: a (on start) and b (on end); c is after end
    expect(report.questions[0]).toEqual({ id: 'q1', initial: 1, latest: 3 });
  });

  it('without open start ignores records before start', () => {
    // Act
    const report = computeReport(questionnaire, example, options({ start: '2024-03-01T00:00:00.000Z' }));

    // Assess: A and B each keep one record in the window; C has none at all
    expect(report.beneficiaries).toEqual([]);
    expect(report.excluded.filter((exclusion) => exclusion.beneficiary)).toEqual([
      { beneficiary: 'A', reason: 'tooFewRecords' },
      { beneficiary: 'B', reason: 'tooFewRecords' },
    ]);
  });

  it('with open start takes the latest record before start as the baseline, and only that one', () => {
    // Prepare: A has two records before start; the later one (3) is the baseline
    const records = [
      record('old', 'A', '2023-06-01', { q1: 1 }),
      record('base', 'A', '2023-12-01', { q1: 3 }),
      record('in', 'A', '2024-02-01', { q1: 4 }),
      record('only-before', 'B', '2023-12-15', { q1: 2 }),
    ];

    // Act
    const report = computeReport(questionnaire, records, options({ openStart: true }));

    // Assess: A 3 → 4 from two records; B's single baseline is too few
    expect(report.beneficiaries[0]?.questions[0]).toEqual({
      id: 'q1',
      initial: { value: 3 },
      latest: { value: 4 },
    });
    expect(report.excluded).toContainEqual({ beneficiary: 'B', reason: 'tooFewRecords' });
  });
});

describe('computeReport, ties, minimum records and tags', () => {
  it('breaks equal dates by creation time, then id', () => {
    // Prepare: same date; r-b was created first, so it is initial although r-a sorts first by id
    const date = '2024-05-01T09:00:00.000Z';
    const records = [
      record('r-a', 'A', '2024-05-01', { q1: 5 }, { date, created: '2024-05-01T08:30:00.000Z' }),
      record('r-b', 'A', '2024-05-01', { q1: 1 }, { date, created: '2024-05-01T08:00:00.000Z' }),
      record('r-d', 'A', '2024-05-01', { q1: 4 }, { date, created: '2024-05-01T08:30:00.000Z' }),
    ];

    // Act
    const report = computeReport(questionnaire, records, options());

    // Assess: order r-b, r-a, r-d → initial 1, latest 4
    expect(report.questions[0]).toEqual({ id: 'q1', initial: 1, latest: 4 });
  });

  it('with minRequiredRecords 1 keeps single-record beneficiaries with initial = latest', () => {
    // Act
    const report = computeReport(questionnaire, example, options({ minRequiredRecords: 1 }));

    // Assess: C joins with 5 → 5; q1 initial (2 + 1 + 5) / 3 = 8/3, latest (4 + 3 + 5) / 3 = 4
    expect(report.beneficiaries.map(({ id }) => id)).toEqual(['A', 'B', 'C']);
    expect(report.questions[0]).toEqual({ id: 'q1', initial: 8 / 3, latest: 4 });
  });

  it('warns tooFewAnswers when a question was answered in fewer records than required', () => {
    // Prepare: A answered q2 only once in two records
    const records = [
      record('r1', 'A', '2024-01-10', { q1: 2, q2: 4 }),
      record('r2', 'A', '2024-03-10', { q1: 4 }),
      record('r3', 'B', '2024-01-10', { q1: 1, q2: 1 }),
      record('r4', 'B', '2024-03-10', { q1: 1, q2: 2 }),
    ];

    // Act
    const report = computeReport(questionnaire, records, options());

    // Assess
    expect(report.excluded).toContainEqual({ beneficiary: 'A', question: 'q2', reason: 'tooFewAnswers' });
    expect(report.questions[1]).toEqual({ id: 'q2', initial: 1, latest: 2 });
  });

  it('needs all tags, or any with orTags, from record and beneficiary tags together', () => {
    // Prepare
    const records = [
      record('r1', 'A', '2024-01-10', { q1: 1 }, { tags: ['north', 'group'] }),
      record('r2', 'A', '2024-02-10', { q1: 2 }, { tags: ['north'] }),
      record('r3', 'A', '2024-03-10', { q1: 3 }, { tags: ['group', 'north'] }),
      record('r4', 'A', '2024-04-10', { q1: 4 }, { tags: ['south'] }),
    ];

    // Act
    const all = computeReport(questionnaire, records, options({ tags: ['north', 'group'] }));
    const any = computeReport(questionnaire, records, options({ tags: ['group', 'south'], orTags: true }));

    // Assess: all → r1, r3 (1 → 3); any → r1, r3, r4 (1 → 4)
    expect(all.questions[0]).toEqual({ id: 'q1', initial: 1, latest: 3 });
    expect(any.questions[0]).toEqual({ id: 'q1', initial: 1, latest: 4 });
    expect(matchesTags(['a'], [], false)).toBe(true);
    expect(matchesTags(['North'], ['north'], true)).toBe(false);
  });
});

describe('computeReport, archived questions and absent dimensions', () => {
  const archivedQuestionnaire: Pick<Questionnaire, 'questions' | 'categories'> = {
    questions: [
      question('q1', { categoryID: 'C' }),
      question('old', { archived: true, categoryID: 'C' }),
      question('gone', { archived: true }),
      question('new'),
    ],
    categories: [{ id: 'C', name: 'Mean', aggregation: 'mean' }],
  };

  it('reports answered archived questions after the others, leaves them out of categories, and lists absent ones', () => {
    // Prepare
    const records = [
      record('r1', 'A', '2024-01-10', { q1: 2, old: 5 }),
      record('r2', 'A', '2024-03-10', { q1: 4, old: 1 }),
    ];

    // Act
    const report = computeReport(archivedQuestionnaire, records, options());

    // Assess: C = q1 only (old is archived): 2 → 4; 'gone' is archived and unanswered: not mentioned
    expect(report.questions).toEqual([
      { id: 'q1', initial: 2, latest: 4 },
      { id: 'old', initial: 5, latest: 1 },
    ]);
    expect(report.categories).toEqual([{ id: 'C', initial: 2, latest: 4 }]);
    expect(report.excluded).toEqual([{ question: 'new', reason: 'notInRecords' }]);
  });

  it('lists every question and category as absent when there are no records', () => {
    // Act
    const report = computeReport(archivedQuestionnaire, [], options());

    // Assess
    expect(report).toEqual({
      beneficiaries: [],
      questions: [],
      categories: [],
      excluded: [
        { question: 'q1', reason: 'notInRecords' },
        { question: 'new', reason: 'notInRecords' },
        { category: 'C', reason: 'notInRecords' },
      ],
    });
  });

  it('gives a record no category value when it answers none of its questions', () => {
    // Assess
    expect(categoryValue({ new: 3 }, { id: 'C', name: 'C', aggregation: 'sum' }, archivedQuestionnaire)).toBe(
      undefined,
    );
    expect(
      categoryValue({ q1: 3, old: 5 }, { id: 'C', name: 'C', aggregation: 'sum' }, archivedQuestionnaire),
    ).toBe(3);
  });
});
