import { describe, expect, it } from 'vitest';
import {
  changeRows,
  dimensionBounds,
  distanceRows,
  distributions,
  emptyReportKind,
  questionLabel,
  scaleBounds,
  snapshotRows,
  splitExclusions,
  type ReportData,
  type ReportQuestionnaire,
} from './report-data';

/** docs/reports.md worked example: q1, q2 (1–5), C = mean(q1, q2), S = sum(q1, q2); A and B included. */
const questionnaire: ReportQuestionnaire = {
  id: 'qn',
  name: 'Wellbeing',
  questions: [
    {
      id: 'q1',
      question: 'I sleep well',
      short: null,
      archived: false,
      categoryID: 'C',
      leftValue: 1,
      rightValue: 5,
    },
    {
      id: 'q2',
      question: 'I feel safe at home',
      short: 'Safe',
      archived: false,
      categoryID: 'C',
      leftValue: 5,
      rightValue: 1,
    },
    { id: 'q3', question: 'Old', short: null, archived: true, categoryID: 'C', leftValue: 0, rightValue: 10 },
  ],
  categories: [
    { id: 'C', name: 'Mood', aggregation: 'mean' },
    { id: 'S', name: 'Skills', aggregation: 'sum' },
  ],
};
const v = (initial: number, latest: number) => ({ initial: { value: initial }, latest: { value: latest } });
const report: ReportData = {
  beneficiaries: [
    {
      id: 'A',
      questions: [
        { id: 'q1', ...v(2, 4) },
        { id: 'q2', ...v(4, 5) },
      ],
      categories: [{ id: 'C', ...v(3, 4.5) }],
    },
    { id: 'B', questions: [{ id: 'q1', ...v(1, 3) }], categories: [{ id: 'C', ...v(1, 3) }] },
  ],
  questions: [
    { id: 'q1', initial: 1.5, latest: 3.5 },
    { id: 'q2', initial: 4, latest: 5 },
  ],
  categories: [{ id: 'C', initial: 2, latest: 3.75 }],
  excluded: [
    { beneficiary: 'C', reason: 'tooFewRecords' },
    { category: 'S', reason: 'noQuestions' },
    { question: 'q9', reason: 'notInRecords' },
    { beneficiary: 'B', question: 'q2', reason: 'notAnswered' },
  ],
};
const texts = {
  unknownQuestion: 'Unknown Question',
  unknownCategory: 'Unknown Category',
  archived: ' (archived)',
};
const label = (id: string) => questionLabel(questionnaire, id, texts);

describe('report data', () => {
  it('labels questions by short text, marks archived ones and unknown ids', () => {
    expect(['q1', 'q2', 'q3', 'zz'].map(label)).toEqual([
      'I sleep well',
      'Safe',
      'Old (archived)',
      'Unknown Question',
    ]);
  });

  it('gives Distance Travelled rows with the difference latest − initial', () => {
    expect(distanceRows(report, 'question', label)).toEqual([
      { id: 'q1', name: 'I sleep well', values: { initial: 1.5, latest: 3.5, difference: 2 } },
      { id: 'q2', name: 'Safe', values: { initial: 4, latest: 5, difference: 1 } },
    ]);
  });

  it('counts decreased, same and increased beneficiaries, skipping those without the dimension', () => {
    // Prepare
    const withSame: ReportData = {
      ...report,
      beneficiaries: [
        ...report.beneficiaries,
        {
          id: 'D',
          questions: [
            { id: 'q1', ...v(3, 3) },
            { id: 'q2', ...v(5, 2) },
          ],
          categories: [],
        },
      ],
    };
    // Act
    const rows = changeRows(withSame, 'question', label);
    // Assess
    expect(rows.map((r) => r.values)).toEqual([
      { decreased: 0, same: 1, increased: 2 },
      { decreased: 1, same: 0, increased: 1 },
    ]);
  });

  it('maps Baseline to initial and Status to latest values', () => {
    expect(snapshotRows(report, 'category', 'initial', () => 'Mood')[0]!.values.value).toBe(2);
    expect(snapshotRows(report, 'category', 'latest', () => 'Mood')[0]!.values.value).toBe(3.75);
  });

  it('computes bounds of inverted scales and of categories by their aggregation, 0 included', () => {
    expect(dimensionBounds(questionnaire, 'question', 'q2')).toEqual({ min: 1, max: 5 });
    expect(dimensionBounds(questionnaire, 'question', 'q3')).toEqual({ min: 0, max: 10 });
    expect(dimensionBounds(questionnaire, 'category', 'C')).toEqual({ min: 1, max: 5 });
    expect(dimensionBounds(questionnaire, 'category', 'S')).toBeUndefined();
    expect(scaleBounds(questionnaire, 'question', ['q1', 'q3'])).toEqual({ min: 0, max: 10 });
  });

  it('bins snapshot values per whole value and notes rounding', () => {
    const [mood] = distributions(report, questionnaire, 'category', 'latest', () => 'Mood');
    expect(mood!.bins).toEqual([
      { value: 1, count: 0 },
      { value: 2, count: 0 },
      { value: 3, count: 1 },
      { value: 4, count: 0 },
      { value: 5, count: 1 },
    ]);
    expect(mood!.rounded).toBe(true);
    const [q1] = distributions(report, questionnaire, 'question', 'initial', label);
    expect(q1!.rounded).toBe(false);
  });

  it('splits exclusions into beneficiaries, questions, categories and warnings', () => {
    expect(splitExclusions(report.excluded)).toEqual({
      beneficiaries: ['C'],
      questions: ['q9'],
      categories: [{ id: 'S', reason: 'noQuestions' }],
      warnings: [{ beneficiary: 'B', question: 'q2', reason: 'notAnswered' }],
    });
  });

  it('tells "No Records" from "We Need More Records"', () => {
    expect(emptyReportKind(report)).toBeNull();
    const none = { ...report, beneficiaries: [] };
    expect(emptyReportKind(none)).toBe('needMoreRecords');
    expect(emptyReportKind({ ...none, excluded: [{ question: 'q1', reason: 'notInRecords' }] })).toBe(
      'noRecords',
    );
  });
});
