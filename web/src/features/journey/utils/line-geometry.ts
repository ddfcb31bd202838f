/** The geometry of the journey's hand-drawn line graph (docs/decisions.md: why not a chart library). */

/** Pixels rounded to a hundredth: enough for the screen, and short attribute strings. */
const px = (value: number) => Math.round(value * 100) / 100;

/** A linear scale from `[from, to]` to `[0, size]` pixels; a domain of one value maps to the middle. */
export const linearScale = (from: number, to: number, size: number) => (value: number) =>
  to === from ? px(size / 2) : px(((value - from) / (to - from)) * size);

/**
 * Round ticks across `[from, to]`: steps of 1, 2 or 5 times a power of ten giving about `count` of them (as d3's
 * linear ticks do, which the chart used before), only those inside the domain.
 */
export function valueTicks(from: number, to: number, count = 10): number[] {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return [];
  if (to === from) return [from];
  const rough = (to - from) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  // Integer multiples of the step, so that 0.1 + 0.2 style errors do not creep in.
  for (let n = Math.ceil(from / step - 1e-9); n * step <= to + step * 1e-9; n += 1)
    ticks.push(Number((n * step).toPrecision(12)));
  return ticks;
}

/** Month steps the time axis may use, smallest first. */
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120];

/**
 * Local first-of-month dates inside `[from, to]`, every 1, 2, 3, 6, 12… months (counted from January, so a
 * quarter starts in January, April…), the smallest step giving at most `most` ticks. Local time throughout:
 * labels read local months, so ticks placed in UTC would sit west of UTC under the previous month's name.
 */
export function monthTicks(from: Date, to: Date, most = 4): Date[] {
  const ticksEvery = (step: number) => {
    const ticks: Date[] = [];
    const first = new Date(from.getFullYear(), from.getMonth(), 1);
    if (first < from) first.setMonth(first.getMonth() + 1);
    for (let tick = first; tick <= to; tick = new Date(tick.getFullYear(), tick.getMonth() + 1, 1))
      if ((tick.getFullYear() * 12 + tick.getMonth()) % step === 0) ticks.push(tick);
    return ticks;
  };
  for (const step of MONTH_STEPS) {
    const ticks = ticksEvery(step);
    if (ticks.length <= most) return ticks;
  }
  return ticksEvery(MONTH_STEPS.at(-1)!);
}

/** An SVG path through `points` in order. */
export const linePath = (points: readonly { x: number; y: number }[]) =>
  points.map(({ x, y }, index) => `${index ? 'L' : 'M'}${x},${y}`).join(' ');

/** The index of the point nearest to (`x`, `y`), or undefined when there are none. */
export function nearestPoint(
  points: readonly { x: number; y: number }[],
  x: number,
  y: number,
): number | undefined {
  let best: number | undefined;
  let bestDistance = Infinity;
  points.forEach((point, index) => {
    const distance = Math.hypot(point.x - x, point.y - y);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}
