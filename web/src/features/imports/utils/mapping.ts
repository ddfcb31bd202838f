import { z } from 'zod';
import type { RecordImportMappingInput } from '@/lib/graphql/generated/graphql';
import { DATE_FORMATS, type DateFormat } from './dates';

/** What the mapping needs of a question: its texts, to match a column by. */
export type ImportQuestion = { id: string; question: string; short?: string | null; archived: boolean };

/**
 * The mapping form's values. A column is its index in the header as a string (a select's value); '' is "not in
 * this file".
 */
export type MappingValues = {
  beneficiaryColumn: string;
  dateColumn: string;
  dateFormat: DateFormat;
  /** The IANA zone the file's wall-clock dates are in. */
  timeZone: string;
  tagsColumn: string;
  notesColumn: string;
  /** A column per question id. */
  answers: Record<string, string>;
  createBeneficiaries: boolean;
};

/**
 * A header or question text reduced to what a person would call the same: lower case, the export's " (archived)"
 * suffix gone, any run of punctuation or spaces one space.
 */
export const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(archived\)\s*$/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const BENEFICIARY_NAMES = [
  'beneficiary',
  'beneficiary id',
  'beneficiaryid',
  'client id',
  'participant id',
  'id',
];
/** The export's exact instant first: its wall-clock column repeats an hour when clocks go back. */
const DATE_NAMES = ['date iso 8601 utc', 'date', 'record date'];
const TAG_NAMES = ['tags', 'tag', 'record tags'];
const NOTE_NAMES = ['notes', 'note', 'record notes', 'comments'];

/**
 * The mapping a file's header suggests: the beneficiary, date, tags and notes columns by their usual names (Ripple's
 * own export first), a date column by a name with the word "date" failing those, and each question by its short text or
 * its text. A column is used once; the person checks and changes all of it before anything is checked.
 */
export function suggestMapping(
  header: readonly string[],
  questions: readonly ImportQuestion[],
  defaults: { timeZone: string; dateFormat: DateFormat },
): MappingValues {
  const names = header.map(normalise);
  const used = new Set<number>();
  const take = (index: number) => {
    if (index < 0 || used.has(index)) return '';
    used.add(index);
    return String(index);
  };
  const free = (predicate: (name: string) => boolean) =>
    names.findIndex((name, at) => predicate(name) && !used.has(at));
  const byName = (candidates: readonly string[]) => {
    for (const candidate of candidates) {
      const index = free((name) => name === candidate);
      if (index >= 0) return take(index);
    }
    return '';
  };
  const beneficiaryColumn = byName(BENEFICIARY_NAMES);
  const dateColumn = byName(DATE_NAMES) || take(free((name) => /(^| )date( |$)/.test(name)));
  const tagsColumn = byName(TAG_NAMES);
  const notesColumn = byName(NOTE_NAMES);
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const texts = [question.short, question.question].filter(Boolean).map((text) => normalise(text!));
    answers[question.id] = take(free((name) => texts.includes(name)));
  }
  return {
    ...defaults,
    beneficiaryColumn,
    dateColumn,
    tagsColumn,
    notesColumn,
    answers,
    createBeneficiaries: false,
  };
}

/** Error messages are keys of the `imports` namespace (STYLE rule 15). */
const ROLES = ['beneficiaryColumn', 'dateColumn', 'tagsColumn', 'notesColumn'] as const;

/**
 * The mapping form's rules, as the API's: a beneficiary and a date column, a column for every question not archived,
 * and no column in two roles (the API's `duplicate`).
 */
export const mappingSchema = (questions: readonly ImportQuestion[]) =>
  z
    .object({
      beneficiaryColumn: z.string().min(1, 'mapping.required'),
      dateColumn: z.string().min(1, 'mapping.required'),
      dateFormat: z.enum(DATE_FORMATS),
      timeZone: z.string().min(1, 'mapping.required'),
      tagsColumn: z.string(),
      notesColumn: z.string(),
      answers: z.record(z.string(), z.string()),
      createBeneficiaries: z.boolean(),
    })
    .superRefine((values, context) => {
      for (const question of questions)
        if (!question.archived && !values.answers[question.id])
          context.addIssue({ code: 'custom', path: ['answers', question.id], message: 'mapping.required' });
      const seen = new Set<string>();
      const fields = [
        ...ROLES.map((role) => ({ path: [role], column: values[role] })),
        ...questions.map((question) => ({
          path: ['answers', question.id],
          column: values.answers[question.id] ?? '',
        })),
      ];
      for (const { path, column } of fields) {
        if (!column) continue;
        if (seen.has(column)) context.addIssue({ code: 'custom', path, message: 'mapping.duplicate' });
        seen.add(column);
      }
    });

const column = (value: string) => (value ? Number(value) : null);

/** The API's mapping from valid form values; unmapped (archived) questions are left out. */
export const toMappingInput = (values: MappingValues): RecordImportMappingInput => ({
  beneficiaryColumn: Number(values.beneficiaryColumn),
  dateColumn: Number(values.dateColumn),
  dateFormat: values.dateFormat,
  timeZone: values.timeZone,
  tagsColumn: column(values.tagsColumn),
  notesColumn: column(values.notesColumn),
  answers: Object.entries(values.answers)
    .filter(([, value]) => value !== '')
    .map(([questionID, value]) => ({ questionID, column: Number(value) })),
  createBeneficiaries: values.createBeneficiaries,
});
