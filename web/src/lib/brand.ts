import defaultBrandJson from '@/brands/default/brand.json';

// Declared beside its reader, which checks a loaded brand.json against it: one direction between the two modules.
import { parseBrand, type Brand } from './brand-schema';

export type { Brand };
export type LoadedBrand = { brand: Brand; logoUrl: string; isFallback: boolean };

/** The built-in look, used until the brand arrives and whenever it cannot be loaded. */
export const DEFAULT_BRAND: Brand = defaultBrandJson;
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

/**
 * While the host's brand loads: the default look with the host's logo, the one `index.html` paints before any
 * JavaScript, so the header shows the picture already on screen instead of fetching and swapping in another.
 */
export const LOADING_BRAND: LoadedBrand = { ...FALLBACK_BRAND, logoUrl: BRAND_LOGO_URL };

/** Loads the host's brand; any failure (network, time-out, HTTP error, bad JSON, bad tokens) gives the default. */
export async function loadBrand(
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = BRAND_TIMEOUT_MS,
): Promise<LoadedBrand> {
  try {
    const response = await fetchImpl(BRAND_URL, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return FALLBACK_BRAND;
    const parsed = parseBrand(await response.json());
    if ('problems' in parsed) return FALLBACK_BRAND;
    return { brand: parsed.brand, logoUrl: BRAND_LOGO_URL, isFallback: false };
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

/** The most chart colours a brand sets (an organisation may set 1 to 12). */
const MAX_CHART_COLOURS = 12;

export function applyBrand(brand: Brand, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(brandCssVariables(brand))) root.style.setProperty(name, value);
  // A brand with fewer chart colours than the one before must not inherit its later ones.
  for (let index = brand.colours.chart.length + 1; index <= MAX_CHART_COLOURS; index += 1) {
    root.style.removeProperty(`--color-chart-${index}`);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.colours.primary);
}
