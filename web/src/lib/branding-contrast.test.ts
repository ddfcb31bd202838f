import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@/lib/brand';
import { brandingContrastWarnings } from './branding-contrast';

describe('brandingContrastWarnings', () => {
  it('has nothing to say about the default brand', () => {
    const { chart, ...colours } = DEFAULT_BRAND.colours;
    expect(brandingContrastWarnings(colours, chart)).toEqual([]);
  });

  it('names each pair that fails AA, with its ratio and minimum', () => {
    // Prepare: pale yellow buttons with white text, grey text on white, one pale chart colour
    const colours = {
      primary: '#f5d90a',
      primaryContrast: '#ffffff',
      accent: '#00857f',
      background: '#ffffff',
      text: '#999999',
    };
    // Act
    const warnings = brandingContrastWarnings(colours, ['#0b5cad', '#eeeeee']);
    // Assess
    expect(warnings.map(({ key, n, minimum }) => [key, n, minimum])).toEqual([
      ['textOnBackground', undefined, 4.5],
      ['textOnSurface', undefined, 4.5],
      ['primaryOnBackground', undefined, 4.5],
      ['primaryOnSurface', undefined, 4.5],
      ['buttonText', undefined, 4.5],
      ['chart', 2, 3],
    ]);
    expect(warnings[0]?.ratio).toBeCloseTo(2.85, 2);
  });
});
