import type { Direction, Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';

import type { ReportResult } from './report.ts';
import {
  DEFAULT_SMALL_NUMBER_THRESHOLD,
  classifyChange,
  improvement,
  meanChange,
  reliableChangeThreshold,
  sampleSd,
  suppressCount,
  tooFew,
  wilcoxonSignedRank,
} from './statistics/change-statistics.ts';
import type { ReliableChangeClass } from './statistics/change-statistics.ts';
import { talkingTherapies } from './statistics/talking-therapies.ts';
import type { TalkingTherapiesMeasure } from './statistics/talking-therapies.ts';

/** Why a figure is missing: too few people, a category mixing directions, no reliability to judge change by. */
export type ChangeNote = 'tooFew' | 'mixedDirections' | 'noReliability';

export type ChangeBeneficiary = {
  id: string;
  initial: number;
  latest: number;
  /** In the direction of improvement. */
  change: number;
  class: ReliableChangeClass | null;
};

/** A count with its share of n; both null when withheld as a small number. */
export type ShareOf = { count: number | null; rate: number | null };

export type TalkingTherapiesFigures = {
  measure: TalkingTherapiesMeasure;
  casesAtStart: number | null;
  reliableImprovement: ShareOf;
  recovery: ShareOf;
  reliableRecovery: ShareOf;
};

export type ChangeStatistics = {
  id: string;
  /** null for a category mixing directions. */
  direction: Direction | null;
  notes: ChangeNote[];
  /** Included beneficiaries; null when withheld as a small number. */
  n: number | null;
  tooFew: boolean;
  meanChange: number | null;
  ciLow: number | null;
  ciHigh: number | null;
  effectSize: number | null;
  wilcoxonP: number | null;
  wilcoxonMethod: 'exact' | 'normal' | null;
  reliability: number | null;
  sdInitial: number | null;
  threshold: number | null;
  improved: ShareOf | null;
  unchanged: ShareOf | null;
  deteriorated: ShareOf | null;
  /** Each beneficiary with their class; empty when shared or too few. */
  beneficiaries: ChangeBeneficiary[];
  talkingTherapies: TalkingTherapiesFigures | null;
};

export type ReliableChangeResult = {
  smallNumberThreshold: number;
  forSharing: boolean;
  questions: ChangeStatistics[];
  categories: ChangeStatistics[];
};

export type ReliableChangeOptions = { smallNumberThreshold?: number; forSharing?: boolean };

type Dimension = {
  id: string;
  direction: Direction | null;
  reliability: number | undefined;
  measure: TalkingTherapiesMeasure | undefined;
};

const dimensionsOf = (questionnaire: Pick<Questionnaire, 'questions' | 'categories'>) => {
  const questions = new Map<string, Dimension>();
  for (const question of questionnaire.questions) {
    questions.set(question.id, {
      id: question.id,
      direction: question.direction ?? 'higher',
      reliability: question.reliability,
      measure: undefined,
    });
  }
  const categories = new Map<string, Dimension>();
  for (const category of questionnaire.categories) {
    // Scored like categoryValue: from the category's questions that are not archived.
    const directions = new Set(
      questionnaire.questions
        .filter((question) => !question.archived && question.categoryID === category.id)
        .map((question) => question.direction ?? 'higher'),
    );
    categories.set(category.id, {
      id: category.id,
      direction: directions.size > 1 ? null : ([...directions][0] ?? 'higher'),
      reliability: category.reliability,
      measure: category.measure,
    });
  }
  return { questions, categories };
};

const share = (count: number, n: number, threshold: number, forSharing: boolean): ShareOf => {
  const shown = forSharing ? suppressCount(count, threshold) : count;
  return { count: shown, rate: shown === null || n === 0 ? null : count / n };
};

const statisticsOf = (
  dimension: Dimension,
  pairs: { id: string; initial: number; latest: number }[],
  threshold: number,
  forSharing: boolean,
): ChangeStatistics => {
  const n = pairs.length;
  const small = tooFew(n, threshold);
  const notes: ChangeNote[] = [];
  if (small) notes.push('tooFew');
  if (dimension.direction === null) notes.push('mixedDirections');
  if (dimension.reliability === undefined) notes.push('noReliability');
  const empty: ChangeStatistics = {
    id: dimension.id,
    direction: dimension.direction,
    notes,
    n: forSharing ? suppressCount(n, threshold) : n,
    tooFew: small,
    meanChange: null,
    ciLow: null,
    ciHigh: null,
    effectSize: null,
    wilcoxonP: null,
    wilcoxonMethod: null,
    reliability: dimension.reliability ?? null,
    sdInitial: null,
    threshold: null,
    improved: null,
    unchanged: null,
    deteriorated: null,
    beneficiaries: [],
    talkingTherapies: null,
  };
  // A category mixing directions has no direction of improvement, so no signed figure means anything.
  if (small || dimension.direction === null) return empty;
  const direction = dimension.direction;
  const changes = pairs.map(({ initial, latest }) => improvement(initial, latest, direction));
  const mean = meanChange(changes);
  const wilcoxon = wilcoxonSignedRank(changes);
  const result: ChangeStatistics = {
    ...empty,
    meanChange: mean.mean,
    ciLow: mean.ciLow ?? null,
    ciHigh: mean.ciHigh ?? null,
    effectSize: mean.effectSize ?? null,
    wilcoxonP: wilcoxon.p ?? null,
    wilcoxonMethod: wilcoxon.method ?? null,
  };
  const sdInitial = sampleSd(pairs.map(({ initial }) => initial));
  let classes: (ReliableChangeClass | null)[] = pairs.map(() => null);
  if (dimension.reliability !== undefined && sdInitial !== undefined) {
    const reliable = reliableChangeThreshold(sdInitial, dimension.reliability);
    classes = pairs.map(({ initial, latest }) => classifyChange(initial, latest, reliable, direction));
    const count = (wanted: ReliableChangeClass) => classes.filter((each) => each === wanted).length;
    Object.assign(result, {
      sdInitial,
      threshold: reliable,
      improved: share(count('improved'), n, threshold, forSharing),
      unchanged: share(count('unchanged'), n, threshold, forSharing),
      deteriorated: share(count('deteriorated'), n, threshold, forSharing),
    });
  }
  if (!forSharing) {
    result.beneficiaries = pairs.map(({ id, initial, latest }, index) => ({
      id,
      initial,
      latest,
      change: changes[index]!,
      class: classes[index]!,
    }));
  }
  if (dimension.measure) {
    const counts = talkingTherapies(dimension.measure, pairs);
    const over = (count: number) => share(count, counts.casesAtStart, threshold, forSharing);
    result.talkingTherapies = {
      measure: dimension.measure,
      casesAtStart: forSharing ? suppressCount(counts.casesAtStart, threshold) : counts.casesAtStart,
      reliableImprovement: over(counts.reliableImprovement),
      recovery: over(counts.recovery),
      reliableRecovery: over(counts.reliableRecovery),
    };
  }
  return result;
};

/**
 * The Reliable Change figures (docs/reports.md, "Reliable change") over a Distance Travelled report's result: the
 * same beneficiaries, the same initial and latest values. Pure.
 */
export const computeReliableChange = (
  questionnaire: Pick<Questionnaire, 'questions' | 'categories'>,
  report: Pick<ReportResult, 'beneficiaries' | 'questions' | 'categories'>,
  options: ReliableChangeOptions = {},
): ReliableChangeResult => {
  const threshold = options.smallNumberThreshold ?? DEFAULT_SMALL_NUMBER_THRESHOLD;
  const forSharing = options.forSharing ?? false;
  const { questions, categories } = dimensionsOf(questionnaire);
  const pairs = new Map<string, { id: string; initial: number; latest: number }[]>();
  const key = (kind: string, id: string) => `${kind}\u0000${id}`;
  for (const beneficiary of report.beneficiaries) {
    for (const [kind, values] of [
      ['question', beneficiary.questions],
      ['category', beneficiary.categories],
    ] as const) {
      for (const value of values) {
        const list = pairs.get(key(kind, value.id)) ?? [];
        list.push({ id: beneficiary.id, initial: value.initial.value, latest: value.latest.value });
        pairs.set(key(kind, value.id), list);
      }
    }
  }
  const figures = (
    kind: 'question' | 'category',
    ids: readonly { id: string }[],
    known: Map<string, Dimension>,
  ) =>
    ids.map(({ id }) =>
      statisticsOf(
        known.get(id) ?? { id, direction: 'higher', reliability: undefined, measure: undefined },
        pairs.get(key(kind, id)) ?? [],
        threshold,
        forSharing,
      ),
    );
  return {
    smallNumberThreshold: threshold,
    forSharing,
    questions: figures('question', report.questions, questions),
    categories: figures('category', report.categories, categories),
  };
};
