/** The geometry of Ripple's hand-drawn SVG charts (docs/decisions.md: why not a chart library). */

export type Point = { x: number; y: number };

/** The room an SVG chart leaves around its plot for labels, in pixels. */
export type Margin = { top: number; right: number; bottom: number; left: number };

/** Pixels rounded to a hundredth: enough for the screen, and short attribute strings. */
const px = (value: number) => Math.round(value * 100) / 100;

/** The angle of axis `index` of `count`, in radians: the first straight up, the others clockwise. */
export const axisAngle = (index: number, count: number) => (index * 2 * Math.PI) / count - Math.PI / 2;

/** The point `radius` from `centre` at `angle` (SVG's y runs down, so growing angles turn clockwise). */
export const polarPoint = (centre: Point, angle: number, radius: number): Point => ({
  x: px(centre.x + radius * Math.cos(angle)),
  y: px(centre.y + radius * Math.sin(angle)),
});

/** The centre and radius of the largest circle inside a `width` × `height` box less its margin. */
export function radarBox(width: number, height: number, margin: Margin): { centre: Point; radius: number } {
  const inner = { width: width - margin.left - margin.right, height: height - margin.top - margin.bottom };
  return {
    centre: { x: px(margin.left + inner.width / 2), y: px(margin.top + inner.height / 2) },
    radius: Math.max(0, Math.min(inner.width, inner.height) / 2),
  };
}

/**
 * The corners of a radar series: value `values[i]` on axis i, 0 at the centre and `max` at `radius`. Values are
 * kept inside the rim, so a value past the scale cannot draw over the labels.
 */
export function radarPolygon(values: readonly number[], max: number, centre: Point, radius: number): Point[] {
  return values.map((value, index) => {
    const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
    return polarPoint(centre, axisAngle(index, values.length), share * radius);
  });
}

/** An SVG `points` attribute. */
export const pointsAttribute = (points: readonly Point[]) => points.map(({ x, y }) => `${x},${y}`).join(' ');

export type AxisLabel = Point & { anchor: 'start' | 'middle' | 'end' };

/**
 * Where axis `index`'s label goes, `offset` past the rim: beside the axis' end, anchored so the text runs away
 * from the chart (left of the centre it ends at the point, right of it starts there, above and below it centres).
 */
export function radarLabel(
  index: number,
  count: number,
  centre: Point,
  radius: number,
  offset = 16,
): AxisLabel {
  const angle = axisAngle(index, count);
  const cos = Math.cos(angle);
  return {
    ...polarPoint(centre, angle, radius + offset),
    anchor: cos > 0.1 ? 'start' : cos < -0.1 ? 'end' : 'middle',
  };
}

/** The pie slice around axis `index` (half an axis' turn either side), as an SVG path: the area that shows its tooltip. */
export function radarSlice(index: number, count: number, centre: Point, radius: number): string {
  const half = Math.PI / count;
  const angle = axisAngle(index, count);
  const from = polarPoint(centre, angle - half, radius);
  const to = polarPoint(centre, angle + half, radius);
  const large = count < 2 ? 1 : 0;
  return `M${centre.x},${centre.y} L${from.x},${from.y} A${px(radius)},${px(radius)} 0 ${large} 1 ${to.x},${to.y} Z`;
}

/**
 * Evenly spaced bands across `size` pixels, `padding` (0–1) of a step left between bands and at both ends, as
 * d3's band scale draws them: where band `index` starts and how wide each is.
 */
export function bandLayout(
  count: number,
  size: number,
  padding: number,
): { start: (index: number) => number; bandwidth: number } {
  const step = count > 0 ? size / (count - padding + padding * 2) : 0;
  return {
    start: (index) => px(step * padding + index * step),
    bandwidth: px(step * (1 - padding)),
  };
}

/** A linear scale from 0..`max` to 0..`size` pixels; everything sits at 0 when there is no range. */
export const linearScale = (max: number, size: number) => (value: number) =>
  max > 0 ? px((value / max) * size) : 0;

/** Stacked segments of `values` in order: where each starts and ends on the value axis. */
export function stackSegments(values: readonly number[]): { start: number; end: number }[] {
  let end = 0;
  return values.map((value) => {
    const start = end;
    end += Math.max(0, value);
    return { start, end };
  });
}
