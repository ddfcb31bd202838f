import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parseBrand } from './src/lib/brand-schema.ts';

const REQUIRED_FILES = ['brand.json', 'logo.svg'] as const;

/** The brand folders of `dir`: every sub-folder holding a brand.json and a logo.svg. */
export function listBrands(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .filter((name) =>
      REQUIRED_FILES.every((file) => statSync(join(dir, name, file), { throwIfNoEntry: false })),
    )
    .sort();
}

/** A brand.json the SPA would refuse (and fall back to the default look for) fails the build instead. */
function checkBrand(brand: string, source: string): void {
  let tokens: unknown;
  try {
    tokens = JSON.parse(source);
  } catch (error) {
    throw new Error(`web/src/brands/${brand}/brand.json is not JSON: ${(error as Error).message}`);
  }
  const parsed = parseBrand(tokens);
  if ('problems' in parsed)
    throw new Error(`web/src/brands/${brand}/brand.json is not a brand (${parsed.problems.join('; ')})`);
}

/**
 * Copies each `src/brands/<brand>/` folder (brand.json + logo.svg) to `dist/brands/<brand>/`, where the edge
 * function's `/brand/*` rewrite finds it. A brand.json that is not a brand fails the build, not the page.
 */
export function brandsPlugin(brandsDir: string): Plugin {
  return {
    name: 'ripple-brands',
    apply: 'build',
    generateBundle() {
      for (const brand of listBrands(brandsDir)) {
        for (const file of REQUIRED_FILES) {
          const source = readFileSync(join(brandsDir, brand, file), 'utf8');
          if (file === 'brand.json') checkBrand(brand, source);
          this.emitFile({ type: 'asset', fileName: `brands/${brand}/${file}`, source });
        }
      }
    },
  };
}
