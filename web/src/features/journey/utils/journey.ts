/** One complete record as the journey reads it. */
export type JourneyRecord = {
  id: string;
  outcomeSetID: string;
  date?: string | null;
  created: string;
  outcomeSet?: {
    id: string;
    name: string;
    categories: { id: string; name: string; aggregation: 'mean' | 'sum' }[];
    questions: {
      id: string;
      question: string;
      short?: string | null;
      archived: boolean;
      categoryID?: string | null;
      leftValue?: number;
      rightValue?: number;
    }[];
  } | null;
  answers: { questionID: string; answer: number }[];
  aggregates: { category: { categoryID: string; value: number }[] };
};

export type Aggregation = 'question' | 'category';
export type Visualisation = 'radar' | 'graph' | 'table';
export const JOURNEY_VISUALISATIONS: readonly Visualisation[] = ['radar', 'graph', 'table'];

/** Client notes §2.3 journey: the questionnaires among the records, in order of their first record. */
export function questionnaireChoices(records: readonly JourneyRecord[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const record of sortByDate(records))
    if (!seen.has(record.outcomeSetID))
      seen.set(record.outcomeSetID, record.outcomeSet?.name ?? record.outcomeSetID);
  return [...seen].map(([id, name]) => ({ id, name }));
}

const timeOf = (record: JourneyRecord) => Date.parse(record.date ?? record.created);

/** Records by date, then creation time, then id (as docs/reports.md rule 4). */
export function sortByDate(records: readonly JourneyRecord[]): JourneyRecord[] {
  return [...records].sort(
    (a, b) =>
      timeOf(a) - timeOf(b) || Date.parse(a.created) - Date.parse(b.created) || a.id.localeCompare(b.id),
  );
}

export const recordsOf = (records: readonly JourneyRecord[], questionnaire: string) =>
  sortByDate(records.filter((record) => record.outcomeSetID === questionnaire));

export type Dimension = { id: string; label: string };

/**
 * The axes: the questionnaire's non-archived questions (short text first) or its categories, in order. The
 * latest record carries the questionnaire as it is now.
 */
export function dimensionsOf(records: readonly JourneyRecord[], aggregation: Aggregation): Dimension[] {
  const questionnaire = records.at(-1)?.outcomeSet;
  if (!questionnaire) return [];
  if (aggregation === 'category') return questionnaire.categories.map((c) => ({ id: c.id, label: c.name }));
  return questionnaire.questions
    .filter((q) => !q.archived)
    .map((q) => ({ id: q.id, label: q.short?.trim() || q.question }));
}

/** A record's value of a dimension: its answer, or its category aggregate. */
export function valueOf(record: JourneyRecord, aggregation: Aggregation, id: string): number | undefined {
  if (aggregation === 'category') return record.aggregates.category.find((c) => c.categoryID === id)?.value;
  return record.answers.find((a) => a.questionID === id)?.answer;
}

/** Category mode only when the questionnaire has categories (client notes §2.3). */
export const hasCategories = (records: readonly JourneyRecord[]) =>
  !!records.at(-1)?.outcomeSet?.categories.length;

/** The highest value of the scale over the dimensions (for the radar and the line graph's y axis). */
export function scaleOf(
  records: readonly JourneyRecord[],
  aggregation: Aggregation,
): { min: number; max: number } | undefined {
  const questionnaire = records.at(-1)?.outcomeSet;
  if (!questionnaire) return undefined;
  const bounds = (q: { leftValue?: number; rightValue?: number }) => {
    const left = q.leftValue ?? 1;
    const right = q.rightValue ?? 5;
    return { min: Math.min(left, right), max: Math.max(left, right) };
  };
  const live = questionnaire.questions.filter((q) => !q.archived);
  const list =
    aggregation === 'question'
      ? live.map(bounds)
      : questionnaire.categories.flatMap((category) => {
          const members = live.filter((q) => q.categoryID === category.id).map(bounds);
          if (!members.length) return [];
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          const combine = (values: number[]) =>
            category.aggregation === 'sum' ? sum(values) : sum(values) / values.length;
          return [{ min: combine(members.map((b) => b.min)), max: combine(members.map((b) => b.max)) }];
        });
  if (!list.length) return undefined;
  return { min: Math.min(...list.map((b) => b.min)), max: Math.max(...list.map((b) => b.max)) };
}

/** Line graph series: one per dimension over the records' dates; it needs a series with two points. */
export function lineSeries(
  records: readonly JourneyRecord[],
  aggregation: Aggregation,
  dimensions: readonly Dimension[],
) {
  return dimensions.map((dimension) => ({
    id: dimension.label,
    data: records.flatMap((record) => {
      const value = valueOf(record, aggregation, dimension.id);
      return value === undefined ? [] : [{ x: new Date(timeOf(record)), y: value }];
    }),
  }));
}

export const canDrawLine = (series: readonly { data: readonly unknown[] }[]) =>
  series.some((s) => s.data.length >= 2);

/** The compare table's rows: first, second and difference (second − first) per dimension. */
export function compareRows(
  first: JourneyRecord | undefined,
  second: JourneyRecord | undefined,
  aggregation: Aggregation,
  dimensions: readonly Dimension[],
) {
  return dimensions.map((dimension) => {
    const a = first ? valueOf(first, aggregation, dimension.id) : undefined;
    const b = second ? valueOf(second, aggregation, dimension.id) : undefined;
    return {
      id: dimension.id,
      name: dimension.label,
      values: { first: a, second: b, difference: a === undefined || b === undefined ? undefined : b - a },
    };
  });
}
