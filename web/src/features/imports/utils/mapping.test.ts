import { describe, expect, it } from 'vitest';
import { mappingSchema, suggestMapping, toMappingInput, type ImportQuestion } from './mapping';

const question = (id: string, text: string, short?: string, archived = false): ImportQuestion => ({
  id,
  question: text,
  short: short ?? null,
  archived,
});

const questions = [
  question('q1', 'Little interest or pleasure in doing things', 'Interest'),
  question('q2', 'Feeling down, depressed, or hopeless'),
  question('q3', 'Trouble sleeping', undefined, true),
];
const defaults = { timeZone: 'Europe/London', dateFormat: 'iso' as const };

describe('suggestMapping', () => {
  it("matches Ripple's own export: its exact date column and questions by short text", () => {
    // Prepare
    const header = ['record', 'beneficiary', 'date (Europe/London)', 'date (ISO 8601, UTC)', 'facilitator'];
    // Act
    const mapping = suggestMapping(
      [
        ...header,
        'tags',
        'notes',
        'Interest',
        'Feeling down, depressed, or hopeless',
        'Trouble sleeping (archived)',
      ],
      questions,
      defaults,
    );
    // Assess
    expect(mapping).toEqual({
      beneficiaryColumn: '1',
      dateColumn: '3',
      dateFormat: 'iso',
      timeZone: 'Europe/London',
      tagsColumn: '5',
      notesColumn: '6',
      answers: { q1: '7', q2: '8', q3: '9' },
      createBeneficiaries: false,
    });
  });

  it("matches other tools' headers by question text, whatever the case and punctuation", () => {
    const mapping = suggestMapping(
      ['Client ID', 'Date of session', 'LITTLE INTEREST or pleasure in doing things?', 'Other'],
      questions,
      defaults,
    );
    expect(mapping).toMatchObject({
      beneficiaryColumn: '0',
      dateColumn: '1',
      tagsColumn: '',
      notesColumn: '',
      answers: { q1: '2', q2: '', q3: '' },
    });
  });

  it('uses a column once', () => {
    const twins = [questions[1]!, { ...questions[1]!, id: 'q4' }];
    expect(suggestMapping(['id', 'Feeling down, depressed, or hopeless'], twins, defaults).answers).toEqual({
      q2: '1',
      q4: '',
    });
  });
});

describe('mappingSchema', () => {
  const valid = {
    ...defaults,
    beneficiaryColumn: '0',
    dateColumn: '1',
    tagsColumn: '',
    notesColumn: '',
    answers: { q1: '2', q2: '3', q3: '' },
    createBeneficiaries: true,
  };

  it('accepts a mapping with every live question, and leaves archived ones out of the input', () => {
    // Act
    const result = mappingSchema(questions).safeParse(valid);
    // Assess
    expect(result.success).toBe(true);
    expect(toMappingInput(valid)).toEqual({
      beneficiaryColumn: 0,
      dateColumn: 1,
      dateFormat: 'iso',
      timeZone: 'Europe/London',
      tagsColumn: null,
      notesColumn: null,
      answers: [
        { questionID: 'q1', column: 2 },
        { questionID: 'q2', column: 3 },
      ],
      createBeneficiaries: true,
    });
  });

  it('refuses a missing column, an unmapped live question and a column used twice', () => {
    // Act
    const result = mappingSchema(questions).safeParse({
      ...valid,
      beneficiaryColumn: '',
      notesColumn: '1',
      answers: { q1: '', q2: '3', q3: '3' },
    });
    // Assess
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['beneficiaryColumn', 'mapping.required'],
      ['answers.q1', 'mapping.required'],
      ['notesColumn', 'mapping.duplicate'],
      ['answers.q3', 'mapping.duplicate'],
    ]);
  });
});
