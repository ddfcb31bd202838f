import { describe, expect, it } from 'vitest';
import { parseBrand } from '@/lib/brand-schema';
import { brandingContrastWarnings } from '@/lib/branding-contrast';

const brands = import.meta.glob<unknown>('./*/brand.json', { eager: true, import: 'default' });

describe.each(Object.entries(brands))('the brand %s', (_file, tokens) => {
  it('is a brand the SPA accepts', () => {
    expect(parseBrand(tokens)).not.toHaveProperty('problems');
  });

  it('meets WCAG AA contrast wherever the app puts its colours together', () => {
    const parsed = parseBrand(tokens);
    if ('problems' in parsed) throw new Error(parsed.problems.join('; '));
    const { colours } = parsed.brand;
    expect(brandingContrastWarnings(colours, colours.chart)).toEqual([]);
  });
});
