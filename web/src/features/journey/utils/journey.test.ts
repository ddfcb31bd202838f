import { describe, expect, it } from 'vitest';
import {
  canDrawLine,
  compareRows,
  dimensionsOf,
  lineSeries,
  questionnaireChoices,
  recordsOf,
  scaleOf,
  type JourneyRecord,
} from './journey';

const outcomeSet = (id: string, name: string) => ({
  id,
  name,
  categories: [{ id: 'C', name: 'Rest', aggregation: 'sum' as const }],
  questions: [
    {
      id: 'a',
      question: 'How is your mood?',
      short: 'Mood',
      archived: false,
      categoryID: 'C',
      leftValue: 1,
      rightValue: 5,
    },
    {
      id: 'b',
      question: 'Sleep',
      short: null,
      archived: false,
      categoryID: 'C',
      leftValue: 1,
      rightValue: 5,
    },
    { id: 'x', question: 'Old', short: null, archived: true, categoryID: null, leftValue: 0, rightValue: 10 },
  ],
});
const record = (id: string, qnr: string, date: string, a: number, b?: number): JourneyRecord => ({
  id,
  outcomeSetID: qnr,
  date,
  created: date,
  outcomeSet: outcomeSet(qnr, qnr === 'q1' ? 'Wellbeing' : 'Skills'),
  answers: [{ questionID: 'a', answer: a }, ...(b === undefined ? [] : [{ questionID: 'b', answer: b }])],
  aggregates: { category: [{ categoryID: 'C', value: a + (b ?? 0) }] },
});

const records = [
  record('r3', 'q1', '2024-03-01T00:00:00Z', 4, 4),
  record('r1', 'q1', '2024-01-01T00:00:00Z', 2, 3),
  record('s1', 'q2', '2023-06-01T00:00:00Z', 1),
  record('r2', 'q1', '2024-02-01T00:00:00Z', 3),
];

describe('journey', () => {
  it('offers the questionnaires in order of their first record and orders records by date', () => {
    expect(questionnaireChoices(records)).toEqual([
      { id: 'q2', name: 'Skills' },
      { id: 'q1', name: 'Wellbeing' },
    ]);
    expect(recordsOf(records, 'q1').map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
  });

  it('uses the non-archived questions or the categories as axes, and their scale', () => {
    const q1 = recordsOf(records, 'q1');
    expect(dimensionsOf(q1, 'question')).toEqual([
      { id: 'a', label: 'Mood' },
      { id: 'b', label: 'Sleep' },
    ]);
    expect(dimensionsOf(q1, 'category')).toEqual([{ id: 'C', label: 'Rest' }]);
    expect(scaleOf(q1, 'question')).toEqual({ min: 1, max: 5 });
    expect(scaleOf(q1, 'category')).toEqual({ min: 2, max: 10 });
  });

  it('draws a line only when some series has two points', () => {
    const q1 = recordsOf(records, 'q1');
    const series = lineSeries(q1, 'question', dimensionsOf(q1, 'question'));
    expect(series.map((s) => [s.id, s.data.map((p) => p.y)])).toEqual([
      ['Mood', [2, 3, 4]],
      ['Sleep', [3, 4]],
    ]);
    expect(canDrawLine(series)).toBe(true);
    const single = recordsOf(records, 'q2');
    expect(canDrawLine(lineSeries(single, 'question', dimensionsOf(single, 'question')))).toBe(false);
  });

  it('compares two records: second − first, missing values left undefined', () => {
    const [first, second] = recordsOf(records, 'q1');
    expect(compareRows(first, second, 'question', dimensionsOf(records, 'question'))).toEqual([
      { id: 'a', name: 'Mood', values: { first: 2, second: 3, difference: 1 } },
      { id: 'b', name: 'Sleep', values: { first: 3, second: undefined, difference: undefined } },
    ]);
  });
});
