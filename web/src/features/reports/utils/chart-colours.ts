import { AA_GRAPHICS_CONTRAST, AA_TEXT_CONTRAST, contrastRatio } from '@/lib/brand-contrast';
import { DEFAULT_BRAND } from '@/lib/brand';
import { CHART_BACKGROUND, CHART_TEXT } from '@/components/ui/chart-style';

/**
 * Spec 02 §9 chart colours for Ripple's own look. The spec only says "three purples" for a 3-step scale: light,
 * the single-series purple and dark, of one hue, so that neighbouring steps have 3:1 between them (WCAG 1.4.11)
 * and stay apart in greyscale and for colour-vision deficiency, which keep lightness. The light step cannot also
 * have 3:1 against white, so scale segments are outlined (`SCALE_OUTLINE`).
 */
export const SPEC_CHART_COLOURS = {
  single: ['#935D8C'],
  pair: ['#59B397', '#774b71'],
  scale: ['#e0c2dc', '#935D8C', '#2f1e2d'],
} as const;

/**
 * The outline of scale segments, the text's dark: 3:1 against white and against the light step, so every segment
 * has an edge.
 */
export const SCALE_OUTLINE = '#1b2430';

/**
 * `independent`: series that are different things (Initial and Latest, records). `scale`: the ordered steps of
 * one measure (Decreased, Same, Increased), which the spec draws as shades of one colour.
 */
export type SeriesKind = 'independent' | 'scale';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Only the built-in look's palette is "unbranded": a partner brand's `chart` or a patron's saved chart colours
 * are a custom palette, kept as chosen.
 */
export const isDefaultPalette = (colours: readonly string[]) =>
  colours.length === DEFAULT_BRAND.colours.chart.length &&
  colours.every((colour, index) => same(colour, DEFAULT_BRAND.colours.chart[index]!));

/** The spec's colours for `count` series of a kind; beyond them ("otherwise generated") Ripple's own palette. */
function specColours(count: number, kind: SeriesKind): readonly string[] {
  if (count === 1) return SPEC_CHART_COLOURS.single;
  if (count === 2) return SPEC_CHART_COLOURS.pair;
  if (count === 3 && kind === 'scale') return SPEC_CHART_COLOURS.scale;
  return DEFAULT_BRAND.colours.chart;
}

const hex = (channel: number) =>
  Math.round(channel * 255)
    .toString(16)
    .padStart(2, '0');

/** An HSL colour as `#rrggbb` (h in degrees, s and l 0–1). */
function hsl(hue: number, saturation: number, lightness: number): string {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/**
 * The `index`th generated colour: hues a golden angle apart so neighbours differ, darkened until it has 3:1
 * against white.
 */
export function generatedColour(index: number): string {
  const hue = (index * 137.508) % 360;
  let lightness = 0.5;
  let colour = hsl(hue, 0.6, lightness);
  while ((contrastRatio(colour, CHART_BACKGROUND) ?? 0) < AA_GRAPHICS_CONTRAST && lightness > 0.1) {
    lightness -= 0.02;
    colour = hsl(hue, 0.6, lightness);
  }
  return colour;
}

/**
 * Colours for the `count` series of one chart: a custom palette's colours in order, then the spec's defaults
 * for that many series, then generated ones; a colour already taken is skipped, so no two series share one.
 * Ripple's own look uses the spec's colours by series count and kind.
 */
export function seriesColours(
  brandColours: readonly string[],
  count: number,
  kind: SeriesKind = 'independent',
): string[] {
  const custom = isDefaultPalette(brandColours) ? [] : brandColours;
  const chosen: string[] = [];
  const offer = (colour: string) => {
    if (chosen.length < count && !chosen.some((taken) => same(taken, colour))) chosen.push(colour);
  };
  custom.forEach(offer);
  specColours(count, kind).forEach(offer);
  // Bounded in case rounding ever makes generated colours repeat; then colours repeat rather than hang.
  for (let index = 0; chosen.length < count && index < count * 10; index += 1) offer(generatedColour(index));
  return Array.from({ length: count }, (_, index) => chosen[index % chosen.length]!);
}

/** White text on a bar when it is readable (WCAG 1.4.3), else the theme's dark text. */
export const labelColourOn = (background: string) =>
  (contrastRatio(CHART_BACKGROUND, background) ?? 0) >= AA_TEXT_CONTRAST ? CHART_BACKGROUND : CHART_TEXT;
