import { normalCdf, studentTQuantile } from './distributions.ts';

/** Whether a higher value of a question or category means better (the default) or worse. */
export type Direction = 'higher' | 'lower';

export const mean = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0) / values.length;

/** The sample standard deviation (divisor n − 1); undefined below two values. */
export const sampleSd = (values: readonly number[]): number | undefined => {
  if (values.length < 2) return undefined;
  const centre = mean(values);
  const squares = values.reduce((total, value) => total + (value - centre) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
};

/**
 * The Jacobson–Truax (1991) reliable change threshold 1.96 × SD₁ × √(2 × (1 − r)): the smallest change larger than
 * the questionnaire's measurement error 95% of the time.
 */
export const reliableChangeThreshold = (sdInitial: number, reliability: number): number =>
  1.96 * sdInitial * Math.sqrt(2 * (1 - reliability));

export type ReliableChangeClass = 'improved' | 'deteriorated' | 'unchanged';

/** Change in the direction of improvement: latest − initial, negated when lower is better. */
export const improvement = (initial: number, latest: number, direction: Direction): number =>
  direction === 'lower' ? initial - latest : latest - initial;

/**
 * One beneficiary's class: a change at least the threshold in the direction of improvement is reliably improved,
 * against it reliably deteriorated. A zero threshold (everyone started alike) counts no change as reliable.
 */
export const classifyChange = (
  initial: number,
  latest: number,
  threshold: number,
  direction: Direction,
): ReliableChangeClass => {
  const change = improvement(initial, latest, direction);
  if (change === 0) return 'unchanged';
  // Values are integers or their means; a tolerance keeps 0.1 + 0.2 from missing a threshold of 0.3.
  const reached = Math.abs(change) >= threshold - 1e-9 * Math.max(1, threshold);
  if (!reached) return 'unchanged';
  return change > 0 ? 'improved' : 'deteriorated';
};

export type MeanChange = {
  n: number;
  mean: number;
  sd: number | undefined;
  /** 95% confidence interval; undefined below two values or when every change is the same. */
  ciLow: number | undefined;
  ciHigh: number | undefined;
  /** Cohen's d_z = mean / SD of the changes. */
  effectSize: number | undefined;
};

/** Mean of the changes with its 95% t interval (mean ± t(0.975, n − 1) × SD / √n) and d_z. */
export const meanChange = (changes: readonly number[]): MeanChange => {
  const n = changes.length;
  const centre = mean(changes);
  const sd = sampleSd(changes);
  if (sd === undefined)
    return { n, mean: centre, sd, ciLow: undefined, ciHigh: undefined, effectSize: undefined };
  const half = (studentTQuantile(0.975, n - 1) * sd) / Math.sqrt(n);
  return {
    n,
    mean: centre,
    sd,
    ciLow: centre - half,
    ciHigh: centre + half,
    effectSize: sd === 0 ? undefined : centre / sd,
  };
};

/** Average ranks of |values| (1-based), ties sharing the mean of their positions. */
const midRanks = (magnitudes: readonly number[]): { ranks: number[]; tieSizes: number[] } => {
  const order = magnitudes.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks: number[] = new Array<number>(magnitudes.length);
  const tieSizes: number[] = [];
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const rank = (start + end + 2) / 2;
    for (let at = start; at <= end; at++) ranks[order[at]!.index] = rank;
    tieSizes.push(end - start + 1);
    start = end + 1;
  }
  return { ranks, tieSizes };
};

/** At or below this many non-zero changes the p-value comes from the exact distribution. */
export const WILCOXON_EXACT_MAX = 25;

export type WilcoxonResult = {
  /** Non-zero changes ranked. */
  n: number;
  /** Sum of the ranks of the positive changes. */
  wPlus: number;
  /** Two-sided p; undefined when every change is zero. */
  p: number | undefined;
  method: 'exact' | 'normal' | undefined;
};

/**
 * Two-sided Wilcoxon signed-rank test of the changes against no change (Wilcoxon's method: zeros dropped, ties
 * given mid-ranks). Exact for n ≤ 25: the distribution of W+ over all 2ⁿ sign patterns of the observed ranks,
 * counted on doubled ranks so mid-ranks stay integers. Above: the normal approximation with continuity
 * correction and the tie correction of the variance.
 */
export const wilcoxonSignedRank = (changes: readonly number[]): WilcoxonResult => {
  const nonZero = changes.filter((change) => change !== 0);
  const n = nonZero.length;
  if (n === 0) return { n, wPlus: 0, p: undefined, method: undefined };
  const { ranks, tieSizes } = midRanks(nonZero.map(Math.abs));
  const wPlus = nonZero.reduce((total, change, index) => total + (change > 0 ? ranks[index]! : 0), 0);
  if (n <= WILCOXON_EXACT_MAX) {
    const doubled = ranks.map((rank) => Math.round(rank * 2));
    const total = doubled.reduce((sum, rank) => sum + rank, 0);
    // counts[s]: sign patterns whose positive doubled ranks sum to s, as a share of 2ⁿ (fractions keep it exact
    // enough and avoid 2²⁵-sized integers).
    let counts = new Float64Array(total + 1);
    counts[0] = 1;
    for (const rank of doubled) {
      const next = new Float64Array(total + 1);
      for (let sum = 0; sum <= total; sum++) {
        const share = counts[sum]!;
        if (share === 0) continue;
        next[sum] = next[sum]! + share / 2;
        next[sum + rank] = next[sum + rank]! + share / 2;
      }
      counts = next;
    }
    const observed = Math.round(wPlus * 2);
    let lower = 0;
    let upper = 0;
    for (let sum = 0; sum <= total; sum++) {
      if (sum <= observed) lower += counts[sum]!;
      if (sum >= observed) upper += counts[sum]!;
    }
    return { n, wPlus, p: Math.min(1, 2 * Math.min(lower, upper)), method: 'exact' };
  }
  const expected = (n * (n + 1)) / 4;
  const variance =
    (n * (n + 1) * (2 * n + 1)) / 24 - tieSizes.reduce((sum, size) => sum + (size ** 3 - size), 0) / 48;
  const distance = Math.max(0, Math.abs(wPlus - expected) - 0.5);
  const z = variance > 0 ? distance / Math.sqrt(variance) : 0;
  return { n, wPlus, p: Math.min(1, 2 * (1 - normalCdf(z))), method: 'normal' };
};

/** The default small-number threshold: fewer people than this and cohort figures are withheld. */
export const DEFAULT_SMALL_NUMBER_THRESHOLD = 5;

/** Whether a group of `n` is too small to report on. */
export const tooFew = (n: number, threshold = DEFAULT_SMALL_NUMBER_THRESHOLD): boolean => n < threshold;

/** A count as it may be shared: itself, or null ("fewer than {threshold}") when under the threshold. */
export const suppressCount = (count: number, threshold = DEFAULT_SMALL_NUMBER_THRESHOLD): number | null =>
  count < threshold ? null : count;
