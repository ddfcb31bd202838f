/**
 * The NHS Talking Therapies (formerly IAPT) outcome measures for PHQ-9 and GAD-7 totals, as defined in the NHS
 * Talking Therapies Manual (NHS England, v7 2024, "Outcome measures"): caseness at or above the clinical cut-off,
 * reliable improvement as a fall of at least the measure's reliable change index, recovery as a case at the start
 * and not at the end, reliable recovery as both.
 */
export type TalkingTherapiesMeasure = 'phq9' | 'gad7';

export const TALKING_THERAPIES: Record<TalkingTherapiesMeasure, { caseness: number; reliableFall: number }> =
  {
    phq9: { caseness: 10, reliableFall: 6 },
    gad7: { caseness: 8, reliableFall: 4 },
  };

export type TalkingTherapiesCounts = {
  measure: TalkingTherapiesMeasure;
  /** Beneficiaries with a start and an end total. */
  n: number;
  /** At or above the cut-off at the start: the denominator of every rate. */
  casesAtStart: number;
  /** Cases at the start whose score fell by at least the reliable change index. */
  reliableImprovement: number;
  /** Cases at the start below the cut-off at the end. */
  recovery: number;
  /** Both. */
  reliableRecovery: number;
};

export const talkingTherapies = (
  measure: TalkingTherapiesMeasure,
  pairs: readonly { initial: number; latest: number }[],
): TalkingTherapiesCounts => {
  const { caseness, reliableFall } = TALKING_THERAPIES[measure];
  const counts = {
    measure,
    n: pairs.length,
    casesAtStart: 0,
    reliableImprovement: 0,
    recovery: 0,
    reliableRecovery: 0,
  };
  for (const { initial, latest } of pairs) {
    if (initial < caseness) continue;
    counts.casesAtStart++;
    const improved = initial - latest >= reliableFall;
    const recovered = latest < caseness;
    if (improved) counts.reliableImprovement++;
    if (recovered) counts.recovery++;
    if (improved && recovered) counts.reliableRecovery++;
  }
  return counts;
};
