import { describe, expect, it } from 'vitest';

import { aStoredQuestionnaire } from '../../../../test/fixtures/questionnaire-fixtures.ts';
import type { LikertQuestion, Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';
import type { RecordImportProblem } from '../../graphql/generated/schema-types.ts';

import { duplicateKey, rowChecker, scalesOf, type ImportMapping } from './import-rows.ts';

const NOW = new Date('2024-06-01T12:00:00.000Z');
const HEADER = ['Client', 'Date', 'Tags', 'Notes', 'Q1', 'Q2'];
const [CLIENT, DATE, TAGS, NOTES, Q1, Q2] = [0, 1, 2, 3, 4, 5] as const;

const question = (id: string, overrides: Partial<LikertQuestion> = {}): LikertQuestion => ({
  id,
  question: `Question ${id}`,
  archived: false,
  leftValue: 1,
  rightValue: 5,
  labels: [],
  noteRequired: false,
  noteDeactivated: false,
  ...overrides,
});

const QUESTIONNAIRE = aStoredQuestionnaire({
  questions: [
    question('q1', {
      labels: [
        { value: 1, label: 'Not at all' },
        { value: 5, label: 'Nearly every day' },
      ],
    }),
    question('q2', { labels: [{ value: 4, label: 'Often' }] }),
  ],
});

const MAPPING: ImportMapping = {
  beneficiaryColumn: CLIENT,
  dateColumn: DATE,
  dateFormat: 'iso',
  timeZone: 'UTC',
  tagsColumn: TAGS,
  notesColumn: NOTES,
  answers: [
    { questionID: 'q1', column: Q1 },
    { questionID: 'q2', column: Q2 },
  ],
  createBeneficiaries: false,
};

/** ann has no tags, bob is tagged north; ann already has a record at 2024-01-01 10:00 UTC. */
const checkerFor = ({
  questionnaire = QUESTIONNAIRE,
  mapping = MAPPING,
}: { questionnaire?: Questionnaire; mapping?: ImportMapping } = {}) =>
  rowChecker(
    {
      header: HEADER,
      mapping,
      questionnaire,
      now: NOW,
      beneficiaryTags: new Map([
        ['ann', []],
        ['bob', ['north']],
      ]),
      existing: new Set([duplicateKey('ann', '2024-01-01T10:00:00.000Z')]),
    },
    scalesOf(questionnaire, mapping),
  );

const GOOD = ['ann', '2024-02-01 09:30', 'north; group a', ' First visit ', '2', '4'];
const rowWith = (cells: Record<number, string>) => GOOD.map((cell, column) => cells[column] ?? cell);

describe('rowChecker', () => {
  it('makes a valid row the record it will be', () => {
    // Prepare
    const check = checkerFor();

    // Act
    const result = check(rowWith({ [CLIENT]: ' ann ' }), 2);

    // Assess
    expect(result).toEqual({
      row: 2,
      beneficiary: 'ann',
      date: '2024-02-01T09:30:00.000Z',
      meetingTags: ['north', 'group a'],
      notes: 'First visit',
      answers: { q1: 2, q2: 4 },
    });
  });

  it.each<[RecordImportProblem, string, number | undefined, Record<number, string>]>([
    ['beneficiaryMissing', 'an empty id', CLIENT, { [CLIENT]: '' }],
    ['beneficiaryMissing', 'an id of spaces', CLIENT, { [CLIENT]: '   ' }],
    ['beneficiaryInvalid', 'an id over 100 characters', CLIENT, { [CLIENT]: 'x'.repeat(101) }],
    ['beneficiaryUnknown', 'an id no beneficiary has', CLIENT, { [CLIENT]: 'zed' }],
    ['dateMissing', 'an empty date', DATE, { [DATE]: '' }],
    ['dateMissing', 'a date of spaces', DATE, { [DATE]: '  ' }],
    ['dateInvalid', 'a day the month lacks', DATE, { [DATE]: '2024-02-31' }],
    ['dateInvalid', 'words', DATE, { [DATE]: 'last Tuesday' }],
    ['dateInFuture', 'a date after now', DATE, { [DATE]: '2030-01-01' }],
    ['dateBefore2000', 'a date in 1999', DATE, { [DATE]: '1999-12-31 23:59' }],
    ['tagInvalid', 'a tag over 50 characters', TAGS, { [TAGS]: `north; ${'t'.repeat(51)}` }],
    [
      'tagInvalid',
      'over 50 tags',
      TAGS,
      { [TAGS]: Array.from({ length: 51 }, (_, i) => `tag ${i}`).join(';') },
    ],
    ['notesTooLong', 'notes over 5000 characters', NOTES, { [NOTES]: 'n'.repeat(5001) }],
    ['valueMissing', 'an empty answer', Q1, { [Q1]: '' }],
    ['valueMissing', 'an answer of spaces', Q2, { [Q2]: ' ' }],
    ['valueNotInteger', 'a fraction', Q1, { [Q1]: '2.5' }],
    ['valueNotInteger', "another question's label", Q1, { [Q1]: 'often' }],
    ['valueNotInteger', 'part of a label', Q2, { [Q2]: 'Nearly' }],
    ['valueOutsideScale', 'a value above the scale', Q1, { [Q1]: '6' }],
    ['valueOutsideScale', 'a value below the scale', Q2, { [Q2]: '0' }],
    ['duplicateRecord', 'the time of an existing record', undefined, { [DATE]: '2024-01-01T10:00:00Z' }],
  ])('finds %s: %s', (problem, _description, column, cells) => {
    // Prepare
    const check = checkerFor();

    // Act
    const result = check(rowWith(cells), 7);

    // Assess: the one problem, named by its column's header
    expect(result).toEqual([
      expect.objectContaining({
        row: 7,
        problem,
        ...(column === undefined ? {} : { column: HEADER[column] }),
      }),
    ]);
    if (column === undefined) expect(result).not.toHaveProperty('0.column');
  });

  it('finds requiredTagsMissing unless the row or its beneficiary has one of the options', () => {
    // Prepare
    const check = checkerFor({
      questionnaire: { ...QUESTIONNAIRE, requiredTags: [{ label: 'Area', options: ['north', 'south'] }] },
    });

    // Act
    const untagged = check(rowWith({ [TAGS]: 'group a' }), 2);
    const tagged = check(rowWith({ [TAGS]: 'south', [DATE]: '2024-02-02' }), 3);
    const beneficiaryTagged = check(rowWith({ [CLIENT]: 'bob', [TAGS]: '' }), 4);

    // Assess
    expect(untagged).toEqual([{ row: 2, problem: 'requiredTagsMissing' }]);
    expect(tagged).toMatchObject({ row: 3, meetingTags: ['south'] });
    expect(beneficiaryTagged).toMatchObject({ row: 4, beneficiary: 'bob', meetingTags: [] });
  });

  it('quotes the cell of a problem, cut to 100 characters', () => {
    // Prepare
    const check = checkerFor();

    // Act
    const result = check(rowWith({ [CLIENT]: 'y'.repeat(150), [Q1]: 'often' }), 2);

    // Assess
    expect(result).toEqual([
      { row: 2, column: 'Client', problem: 'beneficiaryInvalid', value: 'y'.repeat(100) },
      { row: 2, column: 'Q1', problem: 'valueNotInteger', value: 'often' },
    ]);
  });

  it('reports every problem of a row, in column order', () => {
    // Prepare
    const check = checkerFor();

    // Act
    const result = check(['', 'soon', 'x'.repeat(51), 'n'.repeat(5001), '9', 'sometimes'], 12);

    // Assess
    expect(result).toEqual([
      { row: 12, column: 'Client', problem: 'beneficiaryMissing' },
      { row: 12, column: 'Date', problem: 'dateInvalid', value: 'soon' },
      { row: 12, column: 'Tags', problem: 'tagInvalid', value: 'x'.repeat(51) },
      { row: 12, column: 'Notes', problem: 'notesTooLong', value: 'n'.repeat(100) },
      { row: 12, column: 'Q1', problem: 'valueOutsideScale', value: '9' },
      { row: 12, column: 'Q2', problem: 'valueNotInteger', value: 'sometimes' },
    ]);
  });

  it.each([
    ['nearly every day', 5],
    ['NEARLY EVERY DAY', 5],
    ['  Nearly Every Day  ', 5],
    ['not AT all', 1],
    ['3', 3],
    ['3.0', 3],
    ['+2', 2],
  ])('reads the answer %j as %i (scale labels ignoring case and spaces, or whole numbers)', (cell, value) => {
    // Prepare
    const check = checkerFor();

    // Act
    const result = check(rowWith({ [Q1]: cell }), 2);

    // Assess
    expect(result).toMatchObject({ answers: { q1: value, q2: 4 } });
  });

  it("reads a label only on its own question's scale", () => {
    // Prepare
    const check = checkerFor();

    // Act
    const result = check(rowWith({ [Q1]: 'Often', [Q2]: 'often' }), 2);

    // Assess
    expect(result).toEqual([{ row: 2, column: 'Q1', problem: 'valueNotInteger', value: 'Often' }]);
  });

  it('leaves an archived question unanswered when its cell is empty, and still checks an answer given', () => {
    // Prepare
    const check = checkerFor({
      questionnaire: {
        ...QUESTIONNAIRE,
        questions: [QUESTIONNAIRE.questions[0]!, { ...QUESTIONNAIRE.questions[1]!, archived: true }],
      },
    });

    // Act
    const empty = check(rowWith({ [Q2]: '' }), 2);
    const outside = check(rowWith({ [Q2]: '7', [DATE]: '2024-02-02' }), 3);

    // Assess
    expect(empty).toMatchObject({ answers: { q1: 2 } });
    expect(empty).not.toHaveProperty('answers.q2');
    expect(outside).toEqual([{ row: 3, column: 'Q2', problem: 'valueOutsideScale', value: '7' }]);
  });

  it('accepts an unknown beneficiary when the mapping creates beneficiaries', () => {
    // Prepare
    const check = checkerFor({ mapping: { ...MAPPING, createBeneficiaries: true } });

    // Act
    const result = check(rowWith({ [CLIENT]: 'zed' }), 2);

    // Assess
    expect(result).toMatchObject({ row: 2, beneficiary: 'zed' });
  });

  it('finds duplicateInFile for a later row with the same beneficiary and instant, however it is written', () => {
    // Prepare
    const check = checkerFor();
    check(rowWith({}), 2);

    // Act
    const same = check(rowWith({ [Q1]: '5' }), 3);
    const sameInstant = check(rowWith({ [DATE]: '2024-02-01T10:30:00+01:00' }), 4);
    const otherBeneficiary = check(rowWith({ [CLIENT]: 'bob' }), 5);
    const otherTime = check(rowWith({ [DATE]: '2024-02-01 09:31' }), 6);

    // Assess
    expect(same).toEqual([{ row: 3, problem: 'duplicateInFile' }]);
    expect(sameInstant).toEqual([{ row: 4, problem: 'duplicateInFile' }]);
    expect(otherBeneficiary).toMatchObject({ row: 5, beneficiary: 'bob' });
    expect(otherTime).toMatchObject({ row: 6, date: '2024-02-01T09:31:00.000Z' });
  });

  it('does not count a row with problems as written: a later valid row at its time is no duplicate', () => {
    // Prepare
    const check = checkerFor();

    // Act
    const refused = check(rowWith({ [Q1]: '' }), 2);
    const later = check(rowWith({}), 3);

    // Assess
    expect(refused).toEqual([{ row: 2, column: 'Q1', problem: 'valueMissing' }]);
    expect(later).toMatchObject({ row: 3, beneficiary: 'ann' });
  });

  it('reports duplicateRecord rather than duplicateInFile for a record that already exists', () => {
    // Prepare
    const check = checkerFor();
    const existing = rowWith({ [DATE]: '2024-01-01 10:00' });

    // Act
    const first = check(existing, 2);
    const second = check(existing, 3);

    // Assess
    expect(first).toEqual([{ row: 2, problem: 'duplicateRecord' }]);
    expect(second).toEqual([{ row: 3, problem: 'duplicateRecord' }]);
  });
});
