import { describe, expect, it } from 'vitest';
import { AA_GRAPHICS_CONTRAST, contrastRatio } from '@/lib/brand-contrast';
import { DEFAULT_BRAND } from '@/lib/brand';
import {
  generatedColour,
  labelColourOn,
  SCALE_OUTLINE,
  SPEC_CHART_COLOURS,
  seriesColours,
} from './chart-colours';
import { CHART_BACKGROUND } from '@/components/ui/chart-style';

const ripple = DEFAULT_BRAND.colours.chart;
const distinct = (colours: string[]) => new Set(colours.map((c) => c.toLowerCase())).size === colours.length;

describe('seriesColours', () => {
  it("gives Ripple's own look the spec's colours by series count and kind", () => {
    // Act + Assess
    expect(seriesColours(ripple, 1)).toEqual(['#935D8C']);
    expect(seriesColours(ripple, 2)).toEqual(['#59B397', '#774b71']);
    expect(seriesColours(ripple, 3, 'scale')).toEqual([...SPEC_CHART_COLOURS.scale]);
  });

  it('makes the three scale purples distinct, the middle and dark ones 3:1 against the white chart', () => {
    // Act
    const purples = seriesColours(ripple, 3, 'scale');
    // Assess
    expect(distinct(purples)).toBe(true);
    for (const purple of purples.slice(1))
      expect(contrastRatio(purple, CHART_BACKGROUND)).toBeGreaterThanOrEqual(AA_GRAPHICS_CONTRAST);
  });

  it('keeps neighbouring scale steps 3:1 apart (WCAG 1.4.11), so Decreased, Same and Increased differ in greyscale', () => {
    // Act
    const [decreased, same, increased] = seriesColours(ripple, 3, 'scale');
    // Assess: segments are stacked Decreased | Same | Increased, so those are the neighbours
    expect(contrastRatio(decreased!, same!)).toBeGreaterThanOrEqual(AA_GRAPHICS_CONTRAST);
    expect(contrastRatio(same!, increased!)).toBeGreaterThanOrEqual(AA_GRAPHICS_CONTRAST);
    // and every segment has an edge of 3:1 against the white chart, the light one through the outline
    expect(contrastRatio(SCALE_OUTLINE, CHART_BACKGROUND)).toBeGreaterThanOrEqual(AA_GRAPHICS_CONTRAST);
    expect(contrastRatio(SCALE_OUTLINE, decreased!)).toBeGreaterThanOrEqual(AA_GRAPHICS_CONTRAST);
  });

  it("keeps a custom palette that has enough colours, in the patron's order", () => {
    // Prepare
    const patron = ['#111111', '#222222', '#333333', '#444444'];
    // Act + Assess
    expect(seriesColours(patron, 1)).toEqual(['#111111']);
    expect(seriesColours(patron, 3, 'scale')).toEqual(['#111111', '#222222', '#333333']);
  });

  it('never gives two series one colour when a patron saved too few or repeated ones', () => {
    // Act
    const change = seriesColours(['#123456'], 3, 'scale');
    const radar = seriesColours(['#123456'], 2);
    const repeated = seriesColours(['#AAAAAA', '#aaaaaa'], 2);
    // Assess
    expect(change).toEqual(['#123456', ...SPEC_CHART_COLOURS.scale.slice(0, 2)]);
    expect(radar).toEqual(['#123456', '#59B397']);
    expect(repeated).toEqual(['#AAAAAA', '#59B397']);
  });

  it('fills many series from the spec, then generated colours, all different', () => {
    // Act
    const many = seriesColours(['#935D8C'], 20);
    const unbranded = seriesColours(ripple, 9);
    // Assess
    expect(many).toHaveLength(20);
    expect(distinct(many)).toBe(true);
    expect(unbranded.slice(0, 6)).toEqual(ripple);
    expect(distinct(unbranded)).toBe(true);
  });
});

describe('generatedColour', () => {
  it('is a hex colour with 3:1 against white, even for yellow hues', () => {
    for (let index = 0; index < 30; index += 1) {
      const colour = generatedColour(index);
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(colour, CHART_BACKGROUND)).toBeGreaterThanOrEqual(AA_GRAPHICS_CONTRAST);
    }
  });
});

describe('labelColourOn', () => {
  it('writes white on dark bars and dark text on light ones', () => {
    expect(labelColourOn('#3f2240')).toBe('#ffffff');
    expect(labelColourOn('#59B397')).toBe('#1b2430');
  });
});
