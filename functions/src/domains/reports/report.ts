import type { Category, Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';

/** A complete record as the report reads it from GSI3 (docs/reports.md). */
export type ReportRecord = {
  id: string;
  beneficiary: string;
  /** ISO-8601 with milliseconds: completion time, or the conducted date of a historic record. */
  date: string;
  created: string;
  /** The record's tags plus its beneficiary's tags. */
  tags: readonly string[];
  /** questionID → the integer answer. */
  answers: Readonly<Record<string, number>>;
};

export type ReportOptions = {
  start: string;
  end: string;
  tags: readonly string[];
  orTags: boolean;
  openStart: boolean;
  minRequiredRecords: number;
};

export type ExclusionReason =
  'tooFewRecords' | 'notInRecords' | 'noQuestions' | 'notAnswered' | 'tooFewAnswers';

export type Exclusion = {
  beneficiary?: string;
  question?: string;
  category?: string;
  reason: ExclusionReason;
};

export type ValueSummary = { id: string; initial: { value: number }; latest: { value: number } };
export type CohortSummary = { id: string; initial: number; latest: number };

export type ReportResult = {
  beneficiaries: { id: string; questions: ValueSummary[]; categories: ValueSummary[] }[];
  questions: CohortSummary[];
  categories: CohortSummary[];
  excluded: Exclusion[];
};

/** Rule 2: all requested tags, or any of them with `orTags`; none requested matches every record. */
export const matchesTags = (
  recordTags: readonly string[],
  wanted: readonly string[],
  orTags: boolean,
): boolean => {
  if (wanted.length === 0) return true;
  const have = new Set(recordTags);
  return orTags ? wanted.some((tag) => have.has(tag)) : wanted.every((tag) => have.has(tag));
};

/** Rule 4: date, then creation time, then id. */
export const byRecordOrder = (
  a: Pick<ReportRecord, 'date' | 'created' | 'id'>,
  b: Pick<ReportRecord, 'date' | 'created' | 'id'>,
): number => a.date.localeCompare(b.date) || a.created.localeCompare(b.created) || a.id.localeCompare(b.id);

type Selection = { included: Map<string, ReportRecord[]>; tooFew: string[] };

/**
 * Rules 1–5: the records each beneficiary contributes, ordered, and the beneficiaries with too few. Records may
 * arrive in any order and may include records outside the window (the open-start query reads from the start).
 */
export const selectRecords = (records: readonly ReportRecord[], options: ReportOptions): Selection => {
  const inWindow = new Map<string, ReportRecord[]>();
  const baseline = new Map<string, ReportRecord>();
  for (const record of records) {
    if (record.date > options.end || !matchesTags(record.tags, options.tags, options.orTags)) continue;
    if (record.date >= options.start) {
      const list = inWindow.get(record.beneficiary) ?? [];
      list.push(record);
      inWindow.set(record.beneficiary, list);
    } else if (options.openStart) {
      const current = baseline.get(record.beneficiary);
      if (!current || byRecordOrder(current, record) < 0) baseline.set(record.beneficiary, record);
    }
  }
  const beneficiaries = [...new Set([...inWindow.keys(), ...baseline.keys()])].sort();
  const included = new Map<string, ReportRecord[]>();
  const tooFew: string[] = [];
  for (const id of beneficiaries) {
    const before = baseline.get(id);
    const list = [...(before ? [before] : []), ...(inWindow.get(id) ?? [])].sort(byRecordOrder);
    if (list.length < options.minRequiredRecords) tooFew.push(id);
    else included.set(id, list);
  }
  return { included, tooFew };
};

/** Rule 8: a record's value for a category, or undefined when it answers none of its non-archived questions. */
export const categoryValue = (
  answers: Readonly<Record<string, number>>,
  category: Category,
  questionnaire: Pick<Questionnaire, 'questions'>,
): number | undefined => {
  const values = questionnaire.questions
    .filter((question) => !question.archived && question.categoryID === category.id)
    .map((question) => answers[question.id])
    .filter((value): value is number => typeof value === 'number');
  if (values.length === 0) return undefined;
  const sum = values.reduce((total, value) => total + value, 0);
  return category.aggregation === 'sum' ? sum : sum / values.length;
};

const mean = (values: readonly number[]) => values.reduce((total, value) => total + value, 0) / values.length;

type Dimension = {
  id: string;
  kind: 'question' | 'category';
  valueOf: (record: ReportRecord) => number | undefined;
};

/**
 * The report of docs/reports.md over `records` (complete records of `questionnaire`, any order). Pure: the same
 * input always gives the same output.
 */
export const computeReport = (
  questionnaire: Pick<Questionnaire, 'questions' | 'categories'>,
  records: readonly ReportRecord[],
  options: ReportOptions,
): ReportResult => {
  const { included, tooFew } = selectRecords(records, options);
  const excluded: Exclusion[] = tooFew.map((beneficiary) => ({ beneficiary, reason: 'tooFewRecords' }));
  const warnings: Exclusion[] = [];

  const answered = (id: string) =>
    [...included.values()].some((list) => list.some((record) => typeof record.answers[id] === 'number'));
  const questions = [
    ...questionnaire.questions.filter((question) => !question.archived),
    ...questionnaire.questions.filter((question) => question.archived && answered(question.id)),
  ];
  const dimensions: Dimension[] = [
    ...questions.map((question) => ({
      id: question.id,
      kind: 'question' as const,
      valueOf: (record: ReportRecord) => record.answers[question.id],
    })),
    ...questionnaire.categories.map((category) => ({
      id: category.id,
      kind: 'category' as const,
      valueOf: (record: ReportRecord) => categoryValue(record.answers, category, questionnaire),
    })),
  ];

  const perBeneficiary = new Map<string, { questions: ValueSummary[]; categories: ValueSummary[] }>();
  for (const id of included.keys()) perBeneficiary.set(id, { questions: [], categories: [] });
  const cohortQuestions: CohortSummary[] = [];
  const cohortCategories: CohortSummary[] = [];

  for (const dimension of dimensions) {
    const initials: number[] = [];
    const latests: number[] = [];
    const dimensionWarnings: Exclusion[] = [];
    for (const [beneficiary, list] of included) {
      const values = list
        .map(dimension.valueOf)
        .filter((value): value is number => typeof value === 'number');
      if (values.length === 0 || values.length < options.minRequiredRecords) {
        const reason = values.length === 0 ? 'notAnswered' : 'tooFewAnswers';
        dimensionWarnings.push({ beneficiary, [dimension.kind]: dimension.id, reason });
        continue;
      }
      const summary = { id: dimension.id, initial: { value: values[0]! }, latest: { value: values.at(-1)! } };
      const target = perBeneficiary.get(beneficiary)!;
      (dimension.kind === 'question' ? target.questions : target.categories).push(summary);
      initials.push(values[0]!);
      latests.push(values.at(-1)!);
    }
    if (initials.length === 0) {
      const category = questionnaire.categories.find(({ id }) => id === dimension.id);
      const hasQuestions =
        dimension.kind === 'question' ||
        questionnaire.questions.some(
          (question) => !question.archived && question.categoryID === category?.id,
        );
      excluded.push({
        [dimension.kind]: dimension.id,
        reason: hasQuestions ? 'notInRecords' : 'noQuestions',
      });
      continue;
    }
    warnings.push(...dimensionWarnings);
    const cohort = { id: dimension.id, initial: mean(initials), latest: mean(latests) };
    (dimension.kind === 'question' ? cohortQuestions : cohortCategories).push(cohort);
  }

  return {
    beneficiaries: [...perBeneficiary].map(([id, values]) => ({ id, ...values })),
    questions: cohortQuestions,
    categories: cohortCategories,
    excluded: [...excluded, ...warnings],
  };
};
