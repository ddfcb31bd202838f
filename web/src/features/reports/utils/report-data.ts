import { difference, type TableRow } from './impact-table';
import type { Aggregation } from './report-url';

/** The report as the API returns it (docs/reports.md). */
export type ReportValues = { id: string; initial: { value: number }; latest: { value: number } };
export type ReportData = {
  beneficiaries: { id: string; questions: ReportValues[]; categories: ReportValues[] }[];
  questions: { id: string; initial: number; latest: number }[];
  categories: { id: string; initial: number; latest: number }[];
  excluded: {
    beneficiary?: string | null;
    question?: string | null;
    category?: string | null;
    reason: string;
  }[];
};

/** The questionnaire fields reports read. */
export type ReportQuestionnaire = {
  id: string;
  name: string;
  questions: {
    id: string;
    question: string;
    short?: string | null;
    archived: boolean;
    categoryID?: string | null;
    leftValue?: number;
    rightValue?: number;
  }[];
  categories: { id: string; name: string; aggregation: 'mean' | 'sum' }[];
};

export type LabelTexts = { unknownQuestion: string; unknownCategory: string; archived: string };

/** Client notes §2.3: `short` else the question, plus " (archived)"; unknown ids get "Unknown Question". */
export function questionLabel(questionnaire: ReportQuestionnaire | undefined, id: string, texts: LabelTexts) {
  const question = questionnaire?.questions.find((q) => q.id === id);
  if (!question) return texts.unknownQuestion;
  const label = question.short?.trim() || question.question;
  return question.archived ? `${label}${texts.archived}` : label;
}

export function categoryLabel(questionnaire: ReportQuestionnaire | undefined, id: string, texts: LabelTexts) {
  return questionnaire?.categories.find((c) => c.id === id)?.name ?? texts.unknownCategory;
}

export const labelFor = (
  aggregation: Aggregation,
  questionnaire: ReportQuestionnaire | undefined,
  id: string,
  texts: LabelTexts,
) =>
  aggregation === 'category'
    ? categoryLabel(questionnaire, id, texts)
    : questionLabel(questionnaire, id, texts);

/** The cohort rows of the aggregation, in questionnaire order (as the API sends them). */
export const cohortOf = (report: ReportData, aggregation: Aggregation) =>
  aggregation === 'category' ? report.categories : report.questions;

export type DistanceColumn = 'initial' | 'latest' | 'difference';

/** Distance Travelled's impact table: initial, latest and difference (latest − initial) per dimension. */
export function distanceRows(
  report: ReportData,
  aggregation: Aggregation,
  label: (id: string) => string,
): TableRow<DistanceColumn>[] {
  return cohortOf(report, aggregation).map((row) => ({
    id: row.id,
    name: label(row.id),
    values: { initial: row.initial, latest: row.latest, difference: difference(row.initial, row.latest) },
  }));
}

export type ChangeColumn = 'decreased' | 'same' | 'increased';

/** Differences this close to zero count as the same (category means are fractions; quirk Q4). */
const SAME_EPSILON = 1e-9;

/**
 * Beneficiary Change (client notes §2.3): per dimension, the beneficiaries whose latest value is below, equal
 * to or above their initial one; beneficiaries without that dimension are skipped.
 */
export function changeRows(
  report: ReportData,
  aggregation: Aggregation,
  label: (id: string) => string,
): TableRow<ChangeColumn>[] {
  return cohortOf(report, aggregation).map((row) => {
    const counts = { decreased: 0, same: 0, increased: 0 };
    for (const beneficiary of report.beneficiaries) {
      const entry = (aggregation === 'category' ? beneficiary.categories : beneficiary.questions).find(
        (value) => value.id === row.id,
      );
      if (!entry) continue;
      const delta = entry.latest.value - entry.initial.value;
      if (Math.abs(delta) < SAME_EPSILON) counts.same += 1;
      else if (delta < 0) counts.decreased += 1;
      else counts.increased += 1;
    }
    return { id: row.id, name: label(row.id), values: counts };
  });
}

export type SnapshotKind = 'initial' | 'latest';

/** Baseline (initial) and Status (latest): one value per dimension. */
export function snapshotRows(
  report: ReportData,
  aggregation: Aggregation,
  kind: SnapshotKind,
  label: (id: string) => string,
): TableRow<'value'>[] {
  return cohortOf(report, aggregation).map((row) => ({
    id: row.id,
    name: label(row.id),
    values: { value: row[kind] },
  }));
}

/** The scale bounds of a question (min and max of its ends, so inverted scales work). */
function questionBounds(question: ReportQuestionnaire['questions'][number]) {
  const left = question.leftValue ?? 1;
  const right = question.rightValue ?? 5;
  return { min: Math.min(left, right), max: Math.max(left, right) };
}

/**
 * The bounds of a dimension: a question's ends, or a category's aggregation (sum or mean) of its non-archived
 * questions' bounds (client notes §2.3; 0 is a valid bound, unlike quirks Q1 and Q2).
 */
export function dimensionBounds(
  questionnaire: ReportQuestionnaire | undefined,
  aggregation: Aggregation,
  id: string,
): { min: number; max: number } | undefined {
  if (!questionnaire) return undefined;
  if (aggregation === 'question') {
    const question = questionnaire.questions.find((q) => q.id === id);
    return question ? questionBounds(question) : undefined;
  }
  const category = questionnaire.categories.find((c) => c.id === id);
  const members = questionnaire.questions
    .filter((q) => q.categoryID === id && !q.archived)
    .map(questionBounds);
  if (!category || !members.length) return undefined;
  const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const combine = (values: number[]) =>
    category.aggregation === 'sum' ? sumOf(values) : sumOf(values) / values.length;
  return { min: combine(members.map((b) => b.min)), max: combine(members.map((b) => b.max)) };
}

/** The radar's scale over the shown dimensions: the lowest minimum and highest maximum. */
export function scaleBounds(
  questionnaire: ReportQuestionnaire | undefined,
  aggregation: Aggregation,
  ids: readonly string[],
): { min: number; max: number } | undefined {
  const bounds = ids
    .map((id) => dimensionBounds(questionnaire, aggregation, id))
    .filter((b): b is { min: number; max: number } => !!b);
  if (!bounds.length) return undefined;
  return { min: Math.min(...bounds.map((b) => b.min)), max: Math.max(...bounds.map((b) => b.max)) };
}

export type Distribution = {
  id: string;
  name: string;
  /** One bin per whole value from the dimension's minimum to its maximum. */
  bins: { value: number; count: number }[];
  /** Some value was a fraction (category means) and was rounded to a whole number. */
  rounded: boolean;
};

/**
 * Spec 02 §2 distribution chart: per dimension, how many beneficiaries hold each whole value of its range;
 * fractions are rounded. Dimensions without bounds are left out.
 */
export function distributions(
  report: ReportData,
  questionnaire: ReportQuestionnaire | undefined,
  aggregation: Aggregation,
  kind: SnapshotKind,
  label: (id: string) => string,
): Distribution[] {
  return cohortOf(report, aggregation).flatMap((row) => {
    const bounds = dimensionBounds(questionnaire, aggregation, row.id);
    if (!bounds) return [];
    const min = Math.ceil(bounds.min);
    const max = Math.floor(bounds.max);
    const bins = Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => ({
      value: min + index,
      count: 0,
    }));
    let rounded = false;
    for (const beneficiary of report.beneficiaries) {
      const entry = (aggregation === 'category' ? beneficiary.categories : beneficiary.questions).find(
        (value) => value.id === row.id,
      );
      if (!entry) continue;
      const value = entry[kind].value;
      if (!Number.isInteger(value)) rounded = true;
      const bin = bins[Math.min(Math.max(Math.round(value), min), max) - min];
      if (bin) bin.count += 1;
    }
    return [{ id: row.id, name: label(row.id), bins, rounded }];
  });
}

export type Exclusions = {
  /** Beneficiaries left out for having too few records. */
  beneficiaries: string[];
  /** Questions and categories in no included beneficiary's records, or a category without questions. */
  questions: string[];
  categories: { id: string; reason: string }[];
  /** Per-beneficiary warnings. */
  warnings: { beneficiary: string; question?: string; category?: string; reason: string }[];
};

/** Client notes §2.3 `ReportDetails`: splits `excluded` by the fields present. */
export function splitExclusions(excluded: ReportData['excluded']): Exclusions {
  const result: Exclusions = { beneficiaries: [], questions: [], categories: [], warnings: [] };
  for (const item of excluded) {
    if (item.beneficiary && (item.question || item.category))
      result.warnings.push({
        beneficiary: item.beneficiary,
        ...(item.question ? { question: item.question } : {}),
        ...(item.category ? { category: item.category } : {}),
        reason: item.reason,
      });
    else if (item.beneficiary) result.beneficiaries.push(item.beneficiary);
    else if (item.question) result.questions.push(item.question);
    else if (item.category) result.categories.push({ id: item.category, reason: item.reason });
  }
  return result;
}

/** Client notes §2.3: with no included beneficiary, "We Need More Records" if some were excluded, else "No Records". */
export function emptyReportKind(report: ReportData): 'noRecords' | 'needMoreRecords' | null {
  if (report.beneficiaries.length) return null;
  return report.excluded.some((item) => item.beneficiary && !item.question && !item.category)
    ? 'needMoreRecords'
    : 'noRecords';
}
