import { describe, expect, it } from 'vitest';

import type { LikertQuestion, Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';

import { BOM, csvLine, guardFormula, headerLine, quote, recordLine } from './csv.ts';
import { wallClock } from './wall-clock.ts';

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

const questionnaire: Pick<Questionnaire, 'questions' | 'categories'> = {
  questions: [
    question('q1', { short: 'Mood', categoryID: 'c1' }),
    question('old', { archived: true }),
    question('q2', { question: 'How, "really", are you?', categoryID: 'c1' }),
  ],
  categories: [{ id: 'c1', name: 'Wellbeing', aggregation: 'mean' }],
};

describe('csv', () => {
  it('quotes by RFC 4180 and guards formulas in text cells only', () => {
    // Assess
    expect(quote('a,b')).toBe('"a,b"');
    expect(quote('say "hi"')).toBe('"say ""hi"""');
    expect(quote('two\r\nlines')).toBe('"two\r\nlines"');
    expect(quote('plain')).toBe('plain');
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'ok'].map(guardFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'ok',
    ]);
    expect(csvLine(['=HYPERLINK("x")', -3, undefined, 2.5])).toBe('"\'=HYPERLINK(""x"")",-3,,2.5\r\n');
  });

  it('writes the header and one line per record in the documented column order', () => {
    // Prepare
    const record = {
      id: 'r1',
      beneficiary: '=evil',
      date: '2024-05-31T23:30:00.000Z',
      created: '2024-05-31T23:00:00.000Z',
      tags: ['north', 'group, a'],
      answers: { q1: { answer: 2 }, q2: { answer: 3, notes: 'fine' }, old: { answer: 5 } },
      user: 'u1',
      notes: 'Line one\nline two',
    };

    // Act
    const header = headerLine(questionnaire, 'Europe/London');
    const line = recordLine(
      record,
      questionnaire,
      new Map([['u1', 'Sam Smith']]),
      wallClock('Europe/London'),
    );

    // Assess: the date in London and in UTC; questions not archived first, archived last; category mean (2 + 3) / 2 = 2.5
    expect(header).toBe(
      'record,beneficiary,date (Europe/London),"date (ISO 8601, UTC)",facilitator,tags,notes,Mood,"How, ""really"", are you?",Question old (archived),Wellbeing\r\n',
    );
    expect(line).toBe(
      'r1,\'=evil,2024-06-01 00:30:00,2024-05-31T23:30:00.000Z,Sam Smith,"group, a; north","Line one\nline two",2,3,5,2.5\r\n',
    );
    expect(BOM).toBe('\uFEFF');
  });

  it('rounds category values to four decimals and leaves unanswered cells empty', () => {
    // Prepare
    const thirds = {
      ...questionnaire,
      questions: [...questionnaire.questions, question('q3', { categoryID: 'c1' })],
    };
    const record = {
      id: 'r2',
      beneficiary: 'B',
      date: '2024-01-01T00:00:00.000Z',
      created: '2024-01-01T00:00:00.000Z',
      tags: [],
      answers: { q1: { answer: 1 }, q2: { answer: 1 }, q3: { answer: 2 } },
      user: 'gone',
    };

    // Act
    const line = recordLine(record, thirds, new Map(), wallClock('UTC'));

    // Assess: q1, q2, q3, then the archived one (empty); (1 + 1 + 2) / 3 = 1.3333…; unknown facilitator id written as it is; no notes
    expect(line).toBe('r2,B,2024-01-01 00:00:00,2024-01-01T00:00:00.000Z,gone,,,1,1,2,,1.3333\r\n');
  });
});
