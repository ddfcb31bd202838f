/** Spec 02 §9: radar axis labels are cut at 40 characters plus "...". */
export const LABEL_LIMIT = 40;
export const truncateLabel = (label: string, limit: number = LABEL_LIMIT) =>
  label.length > limit ? `${label.slice(0, limit)}...` : label;

/** Spec 02 §9: a radar needs at least three dimensions. */
export const RADAR_MIN_DIMENSIONS = 3;
/** Spec 02 §9: by default only the latest three series are drawn. */
export const DEFAULT_VISIBLE_SERIES = 3;

/** The series drawn by default: the latest three (series are given oldest first). */
export const defaultVisibleSeries = (seriesIds: readonly string[], limit: number = DEFAULT_VISIBLE_SERIES) =>
  seriesIds.slice(Math.max(0, seriesIds.length - limit));

/** Makes labels unique (the charts key series and axes by label) by numbering repeats: "Mood", "Mood (2)". */
export function uniqueLabels(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}

/** Whole-number ticks from 0 to `max` for count axes (at most about `most` of them). */
export function countTicks(max: number, most = 6): number[] {
  const top = Math.max(1, Math.ceil(max));
  const step = Math.max(1, Math.ceil(top / most));
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  if (ticks.at(-1)! < top) ticks.push(ticks.at(-1)! + step);
  return ticks;
}

/** Room in pixels for category axis labels of at most `longest` characters. */
export const labelRoom = (longest: number) => Math.min(220, Math.max(48, Math.round(longest * 7.5) + 16));

/** Below this width a radar numbers its axes and lists their names beneath it (a 360 px phone is ~290 px here). */
export const RADAR_COMPACT_BELOW_PX = 560;

/**
 * The room around a radar for its axis labels. Names need 110 px a side, which on a phone leaves a chart a few
 * dozen pixels across; numbers need little, so a narrow radar gets most of its width.
 */
export function radarLayout(width: number | undefined): {
  compact: boolean;
  margin: { top: number; right: number; bottom: number; left: number };
} {
  const compact = width !== undefined && width < RADAR_COMPACT_BELOW_PX;
  return compact
    ? { compact, margin: { top: 32, right: 32, bottom: 32, left: 32 } }
    : { compact, margin: { top: 60, right: 110, bottom: 60, left: 110 } };
}
