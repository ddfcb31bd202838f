import { truncateLabel } from './chart-utils';

type Values = Record<string, number | undefined>;

export type RadarDrawing = {
  /** One row per axis, keyed by series label, holding the value less `base`. */
  data: Record<string, string | number>[];
  /** The rim: the scale's top less `base`, or without a top the largest value drawn (at least 1). */
  maxValue: number;
  /** The true value behind an axis label and series label, undefined where the series has none. */
  valueAt: (axis: string, series: string) => number | undefined;
};

/**
 * A radar runs from 0 at the centre to `maxValue` at the rim; drawn as they are, a 1–5 scale would start at 0
 * and a −2..2 scale would draw negative means past the centre. The values are drawn less the scale's minimum
 * (client notes §2.3 scaleMin), so the centre is the minimum; `valueAt` keeps the true values for tooltips.
 * Missing values sit at the centre. Without a minimum the centre is 0, or the lowest value when one is below it.
 */
export function radarDrawing(
  dimensions: readonly { id: string; label: string }[],
  series: readonly { label: string; values: Values }[],
  minValue?: number,
  maxValue?: number,
): RadarDrawing {
  const present = series.flatMap((s) =>
    dimensions.map((d) => s.values[d.id]).filter((v): v is number => Number.isFinite(v)),
  );
  const base = Math.min(minValue ?? 0, ...present);
  const axes = dimensions.map((dimension) => ({ dimension, axis: truncateLabel(dimension.label) }));
  const byAxis = new Map(axes.map(({ dimension, axis }) => [axis, dimension.id]));
  const bySeries = new Map(series.map((s) => [s.label, s.values]));
  return {
    data: axes.map(({ dimension, axis }) => ({
      dimension: axis,
      ...Object.fromEntries(series.map((s) => [s.label, (s.values[dimension.id] ?? base) - base])),
    })),
    maxValue:
      maxValue === undefined
        ? Math.max(1, ...present.map((v) => v - base))
        : Math.max(maxValue, ...present) - base,
    valueAt: (axis, label) => {
      const id = byAxis.get(axis);
      return id === undefined ? undefined : bySeries.get(label)?.[id];
    },
  };
}
