import { describe, expect, it } from 'vitest';
import { brandSchema } from '@/lib/brand-schema';
import { brandingContrastWarnings } from '@/lib/branding-contrast';

const brands = import.meta.glob<unknown>('./*/brand.json', { eager: true, import: 'default' });

describe.each(Object.entries(brands))('the brand %s', (_file, tokens) => {
  it('is a brand the SPA accepts', () => {
    expect(brandSchema.safeParse(tokens).success).toBe(true);
  });

  it('meets WCAG AA contrast wherever the app puts its colours together', () => {
    const { colours } = brandSchema.parse(tokens);
    expect(brandingContrastWarnings(colours, colours.chart)).toEqual([]);
  });
});
