import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

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

/**
 * Copies each `src/brands/<brand>/` folder (brand.json + logo.svg) to `dist/brands/<brand>/`, where the edge
 * function's `/brand/*` rewrite finds it. The JSON is parsed so a broken brand fails the build, not the page.
 */
export function brandsPlugin(brandsDir: string): Plugin {
  return {
    name: 'ripple-brands',
    apply: 'build',
    generateBundle() {
      for (const brand of listBrands(brandsDir)) {
        for (const file of REQUIRED_FILES) {
          const source = readFileSync(join(brandsDir, brand, file), 'utf8');
          if (file === 'brand.json') JSON.parse(source);
          this.emitFile({ type: 'asset', fileName: `brands/${brand}/${file}`, source });
        }
      }
    },
  };
}
