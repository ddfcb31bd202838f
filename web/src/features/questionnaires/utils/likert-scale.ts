/** A label on one point of a Likert scale. */
export type ScaleLabel = { value: number; label: string };

/** A Likert scale as the form holds it: left and right values (left > right is a reversed scale). */
export type Scale = { leftValue: number; rightValue: number; labels: ScaleLabel[] };

/** Spec 02 §9: the default scale, 1 to 5. */
export const DEFAULT_SCALE: Scale = { leftValue: 1, rightValue: 5, labels: [] };

/** The scale's points from left to right. */
export function scalePoints(leftValue: number, rightValue: number): number[] {
  const step = leftValue <= rightValue ? 1 : -1;
  const points: number[] = [];
  for (let value = leftValue; value !== rightValue + step; value += step) points.push(value);
  return points;
}

/**
 * Spec 02 §5 reverse scoring: swaps the end values and flips the labels, so each label stays where it was on
 * screen and now scores the mirrored value (with 1 "Never" … 5 "Always", "Never" becomes worth 5).
 */
export function reverseScale({ leftValue, rightValue, labels }: Scale): Scale {
  return {
    leftValue: rightValue,
    rightValue: leftValue,
    labels: labels.map((label) => ({ ...label, value: leftValue + rightValue - label.value })),
  };
}

/**
 * Spec 02 §5: changing an end value moves that end's label along, and drops labels that fall outside the new
 * scale.
 */
export function moveEnd(scale: Scale, end: 'leftValue' | 'rightValue', value: number): Scale {
  const old = scale[end];
  const next = { ...scale, [end]: value };
  const low = Math.min(next.leftValue, next.rightValue);
  const high = Math.max(next.leftValue, next.rightValue);
  const endLabel = scale.labels.find((label) => label.value === old);
  const labels = scale.labels
    .filter((label) => label.value !== old && !(endLabel && label.value === value))
    .concat(endLabel ? [{ ...endLabel, value }] : [])
    .filter((label) => label.value >= low && label.value <= high)
    .sort((a, b) => a.value - b.value);
  return { ...next, labels };
}

/** Sets (or, when blank, removes) the label of one point. */
export function setLabel(labels: ScaleLabel[], value: number, label: string): ScaleLabel[] {
  const others = labels.filter((item) => item.value !== value);
  return label === '' ? others : [...others, { value, label }].sort((a, b) => a.value - b.value);
}
