/**
 * How long browsers may keep the site's static files, by folder of the built SPA (web/dist). The local server
 * and the cloud deployment both use it, so that a phone caches the same way on both.
 *
 * - `assets/`: Vite's hashed files; a new build gives them new names, so they never change.
 * - `brands/`: the partner brands' logos and colours (the edge rewrites `/brand/*` there). Without a lifetime a
 *   browser fetches the logo again for every `<img>` that shows it: three times while the first page loads. An
 *   hour keeps a changed logo from waiting long after a deploy.
 * - everything else (the two pages, `config.json`): checked on every load, so a deploy is seen at once.
 */
export const CACHE_CONTROL = {
  assets: 'public, max-age=31536000, immutable',
  brands: 'public, max-age=3600',
  pages: 'no-cache',
} as const;

/** The folders of web/dist that {@link CACHE_CONTROL} gives their own lifetime. */
export const CACHED_FOLDERS = (Object.keys(CACHE_CONTROL) as (keyof typeof CACHE_CONTROL)[]).filter(
  (name): name is Exclude<keyof typeof CACHE_CONTROL, 'pages'> => name !== 'pages',
);

/** The `Cache-Control` of a file of the built SPA, by its path from the site root (`/assets/x.js`). */
export function cacheControlFor(path: string): string {
  const folder = CACHED_FOLDERS.find((name) => path.startsWith(`/${name}/`));
  return folder ? CACHE_CONTROL[folder] : CACHE_CONTROL.pages;
}
