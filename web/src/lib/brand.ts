import { z } from 'zod';
import defaultBrandJson from '@/brands/default/brand.json';

const colour = z.string().regex(/^#[0-9a-fA-F]{3,8}$/);

/** A brand: a name and colour tokens (`web/src/brands/<brand>/brand.json`); its logo sits beside it. */
export const brandSchema = z.object({
  name: z.string().min(1),
  colours: z.object({
    primary: colour,
    primaryContrast: colour,
    accent: colour,
    background: colour,
    text: colour,
    chart: z.array(colour).min(1),
  }),
});

export type Brand = z.infer<typeof brandSchema>;
export type LoadedBrand = { brand: Brand; logoUrl: string; isFallback: boolean };

/** The built-in look, used until the brand arrives and whenever it cannot be loaded. */
export const DEFAULT_BRAND: Brand = brandSchema.parse(defaultBrandJson);
export const DEFAULT_LOGO_URL = '/brands/default/logo.svg';
/** The edge function maps `/brand/*` to the host's brand folder (docs/runtime-contracts.md). */
export const BRAND_URL = '/brand/brand.json';
export const BRAND_LOGO_URL = '/brand/logo.svg';
/** Spec 01 §9: chunk load time-out. */
export const BRAND_TIMEOUT_MS = 120_000;

export const FALLBACK_BRAND: LoadedBrand = {
  brand: DEFAULT_BRAND,
  logoUrl: DEFAULT_LOGO_URL,
  isFallback: true,
};

/** Loads the host's brand; any failure (network, time-out, HTTP error, bad JSON, bad tokens) gives the default. */
export async function loadBrand(
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = BRAND_TIMEOUT_MS,
): Promise<LoadedBrand> {
  try {
    const response = await fetchImpl(BRAND_URL, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return FALLBACK_BRAND;
    const parsed = brandSchema.safeParse(await response.json());
    if (!parsed.success) return FALLBACK_BRAND;
    return { brand: parsed.data, logoUrl: BRAND_LOGO_URL, isFallback: false };
  } catch {
    return FALLBACK_BRAND;
  }
}

/** The brand's tokens as CSS custom properties. */
export function brandCssVariables(brand: Brand): Record<string, string> {
  const { colours } = brand;
  const variables: Record<string, string> = {
    '--color-primary': colours.primary,
    '--color-primary-contrast': colours.primaryContrast,
    '--color-accent': colours.accent,
    '--color-background': colours.background,
    '--color-text': colours.text,
  };
  colours.chart.forEach((value, index) => {
    variables[`--color-chart-${index + 1}`] = value;
  });
  return variables;
}

export function applyBrand(brand: Brand, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(brandCssVariables(brand))) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.colours.primary);
}
