import { AppError } from '#core/app-error.ts';
import { BeneficiaryId } from '#domains/beneficiaries/beneficiaries.service.ts';
import type { LikertQuestion, Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';
import { checkConducted, checkRequiredTags } from '#domains/records/record-rules.ts';
import { recordTags } from '#domains/records/record-tags.ts';
import { RECORD_LIMITS } from '#domains/records/records.schema.ts';
import { normaliseLabel } from '#domains/tags/label-text.ts';
import { TagList } from '#domains/tags/tag-list.ts';
import type { RecordImportDateFormat, RecordImportProblem } from '../../graphql/generated/schema-types.ts';

import { parseDate } from './import-dates.ts';

/** The limits of one import (docs/api-errors.md). */
export const IMPORT_LIMITS = {
  /** Data rows of one file: a charity's whole history in one go, as the issue asks. */
  rows: 50_000,
  /** Bytes of the uploaded CSV: 50,000 rows of a long questionnaire with notes. */
  bytes: 25 * 1024 * 1024,
  /** Row problems returned with the import; all of them download as CSV. */
  errorsShown: 100,
  /** Characters of a cell quoted back in a row problem. */
  valueShown: 100,
} as const;

export type ImportMapping = {
  beneficiaryColumn: number;
  dateColumn: number;
  dateFormat: RecordImportDateFormat;
  timeZone: string;
  tagsColumn?: number;
  notesColumn?: number;
  answers: { questionID: string; column: number }[];
  createBeneficiaries: boolean;
};

/** A row that will be a record. `row` is the spreadsheet's row number (the header is row 1). */
export type ImportRow = {
  row: number;
  beneficiary: string;
  /** ISO-8601 instant (UTC, milliseconds). */
  date: string;
  meetingTags: string[];
  notes?: string;
  answers: Record<string, number>;
};

export type RowProblem = { row: number; column?: string; problem: RecordImportProblem; value?: string };

/** What the rules read besides the row: the organisation as it is when the job runs. */
export type RowContext = {
  header: readonly string[];
  mapping: ImportMapping;
  questionnaire: Questionnaire;
  now: Date;
  /** The tags of each existing beneficiary (a beneficiary without tags maps to []). */
  beneficiaryTags: ReadonlyMap<string, readonly string[]>;
  /** `duplicateKey`s of the questionnaire's complete records (this import's own excluded). */
  existing: ReadonlySet<string>;
};

/** Same beneficiary and instant: one record of a questionnaire per beneficiary and time. */
export const duplicateKey = (beneficiary: string, date: string) => `${beneficiary}\u0000${date}`;

const shown = (value: string) => value.slice(0, IMPORT_LIMITS.valueShown);
const INTEGER = /^[+-]?\d+(?:\.0+)?$/;

type Scale = { question: LikertQuestion; low: number; high: number; labels: Map<string, number> };

const labelKey = (text: string) => normaliseLabel(text).toLocaleLowerCase('en');

/** The mapped questions with their scale bounds and labels, read once per job rather than per row. */
export const scalesOf = (questionnaire: Questionnaire, mapping: ImportMapping) =>
  mapping.answers.map(({ questionID, column }) => {
    const question = questionnaire.questions.find((q) => q.id === questionID)!;
    const scale: Scale = {
      question,
      low: Math.min(question.leftValue, question.rightValue),
      high: Math.max(question.leftValue, question.rightValue),
      labels: new Map(question.labels.map(({ value, label }) => [labelKey(label), value])),
    };
    return { column, scale };
  });

type Answer = { value: number } | { problem: RecordImportProblem } | undefined;

/** A cell as an answer: a whole number, or a label of the question's scale (ignoring case), on the scale. */
const answerOf = (cell: string, { question, low, high, labels }: Scale): Answer => {
  const text = cell.trim();
  if (!text) return question.archived ? undefined : { problem: 'valueMissing' };
  const value = INTEGER.test(text) ? Number(text) : labels.get(labelKey(text));
  if (value === undefined) return { problem: 'valueNotInteger' };
  if (value < low || value > high) return { problem: 'valueOutsideScale' };
  return { value };
};

/** The problem `checkConducted` (the data entry rule) finds with a record date, if any. */
const dateProblem = (date: string, now: Date): RecordImportProblem | undefined => {
  try {
    checkConducted(date, now);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.fieldErrors?.conducted === 'tooSmall' ? 'dateBefore2000' : 'dateInFuture';
  }
};

const missingRequiredTags = (questionnaire: Questionnaire, tags: string[]): boolean => {
  try {
    checkRequiredTags([questionnaire], tags);
    return false;
  } catch (error) {
    if (error instanceof AppError && error.code === 'meeting.requiredTags') return true;
    throw error;
  }
};

export type RowChecker = (cells: readonly string[], row: number) => ImportRow | RowProblem[];

/**
 * The rules of one row (docs/decisions.md, "Importing records"): the row as the record it would be, or its
 * problems. The checker remembers the rows it accepted, so a later row with the same beneficiary and instant is
 * `duplicateInFile`; `scales` comes from `scalesOf`.
 */
export const rowChecker = (context: RowContext, scales: ReturnType<typeof scalesOf>): RowChecker => {
  const { header, mapping, questionnaire, now, beneficiaryTags, existing } = context;
  const seen = new Set<string>();
  const columnName = (column: number) => header[column] ?? '';
  return (cells, row) => {
    const problems: RowProblem[] = [];
    const problem = (kind: RecordImportProblem, column?: number) => {
      const value = column === undefined ? undefined : (cells[column] ?? '');
      problems.push({
        row,
        ...(column === undefined ? {} : { column: columnName(column) }),
        problem: kind,
        ...(value ? { value: shown(value) } : {}),
      });
    };

    const rawBeneficiary = cells[mapping.beneficiaryColumn] ?? '';
    const parsedBeneficiary = BeneficiaryId.safeParse(rawBeneficiary);
    let beneficiary: string | undefined;
    if (!parsedBeneficiary.success) {
      problem(
        normaliseLabel(rawBeneficiary) ? 'beneficiaryInvalid' : 'beneficiaryMissing',
        mapping.beneficiaryColumn,
      );
    } else if (!mapping.createBeneficiaries && !beneficiaryTags.has(parsedBeneficiary.data)) {
      problem('beneficiaryUnknown', mapping.beneficiaryColumn);
    } else beneficiary = parsedBeneficiary.data;

    const rawDate = (cells[mapping.dateColumn] ?? '').trim();
    let date: string | undefined;
    if (!rawDate) problem('dateMissing', mapping.dateColumn);
    else {
      const parsed = parseDate(rawDate, mapping.dateFormat, mapping.timeZone);
      const wrong = parsed === undefined ? 'dateInvalid' : dateProblem(parsed, now);
      if (wrong) problem(wrong, mapping.dateColumn);
      else date = parsed;
    }

    let meetingTags: string[] = [];
    if (mapping.tagsColumn !== undefined) {
      const parsed = TagList.safeParse((cells[mapping.tagsColumn] ?? '').split(';'));
      if (parsed.success) meetingTags = parsed.data;
      else problem('tagInvalid', mapping.tagsColumn);
    }

    let notes: string | undefined;
    if (mapping.notesColumn !== undefined) {
      notes = (cells[mapping.notesColumn] ?? '').trim() || undefined;
      if (notes && notes.length > RECORD_LIMITS.notes) problem('notesTooLong', mapping.notesColumn);
    }

    const answers: Record<string, number> = {};
    for (const { column, scale } of scales) {
      const answer = answerOf(cells[column] ?? '', scale);
      if (answer === undefined) continue;
      if ('problem' in answer) problem(answer.problem, column);
      else answers[scale.question.id] = answer.value;
    }

    if (beneficiary !== undefined) {
      const tags = recordTags(meetingTags, [...(beneficiaryTags.get(beneficiary) ?? [])]);
      if (missingRequiredTags(questionnaire, tags)) problem('requiredTagsMissing');
    }
    if (beneficiary !== undefined && date !== undefined) {
      const key = duplicateKey(beneficiary, date);
      if (existing.has(key)) problem('duplicateRecord');
      else if (seen.has(key)) problem('duplicateInFile');
      // Only a row that will be written makes later ones duplicates.
      else if (problems.length === 0) seen.add(key);
    }
    if (problems.length > 0 || beneficiary === undefined || date === undefined) return problems;
    return { row, beneficiary, date, meetingTags, ...(notes ? { notes } : {}), answers };
  };
};
