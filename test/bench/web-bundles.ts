import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = process.env.WEB_DIST
  ? new URL(`file://${process.env.WEB_DIST}/`)
  : new URL('../../web/dist/', import.meta.url);
// The whole app's build, and the light build that serves the landing pages (web/vite.light.config.ts).
const MANIFEST = new URL('.vite/manifest.json', DIST);
const LIGHT_MANIFEST = new URL('.vite/light-manifest.json', DIST);

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy route modules a first visit to each route loads (web/src/app/router.tsx), keyed by route. Login and
 * answer pages are landing paths (web/src/config/landing-paths.ts): their first visit gets the light build.
 */
export const ROUTE_MODULES = {
  login: ['src/app/routes/root.tsx', 'src/app/routes/login.tsx'],
  // A beneficiary opens a remote link: /jti/{jti} signs them in, then the answer page loads.
  answer: ['src/app/routes/root.tsx', 'src/app/routes/jti.tsx', 'src/app/routes/meeting.tsx'],
  // Signed-in staff opening the app: the staff shell and the home page (issue 35).
  home: ['src/app/routes/root.tsx', 'src/app/routes/app/staff-layout.tsx', 'src/app/routes/app/home.tsx'],
  // A report link opened by signed-in staff: the staff shell and the report page with its charts.
  report: [
    'src/app/routes/root.tsx',
    'src/app/routes/app/staff-layout.tsx',
    'src/app/routes/app/report/report.tsx',
  ],
} as const;

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));

/**
 * The manifest key of the chunk holding `module`: the module itself when it is the chunk's facade, else the chunk
 * whose source map lists it. Rollup gives a lazy route's chunk no facade when it also exports modules shared
 * with a chunk it loads lazily in turn (the staff layout and its deferred profile menu).
 */
function chunkKeyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const wanted = resolve(WEB, module);
  for (const [key, chunk] of Object.entries(manifest)) {
    const mapFile = fileURLToPath(new URL(`${chunk.file}.map`, DIST));
    if (!chunk.file.endsWith('.js') || !existsSync(mapFile)) continue;
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    if (sources.some((source) => resolve(dirname(mapFile), source) === wanted)) return key;
  }
  throw new Error(`web/dist manifest has no chunk holding ${module}`);
}

/** A chunk and everything it imports statically (what the browser fetches once the chunk is asked for). */
function withStaticImports(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`web/dist manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, seen);
}

function gzipKB(manifest: Manifest, keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file ?? '';
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(new URL(file, DIST)), { level: 9 }).byteLength;
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

/** react-aria, its components and its state hooks, in a source map's list of sources. */
const REACT_ARIA =
  /node_modules\/(@react-aria|@react-stately|react-aria|react-aria-components|react-stately)\//;

/**
 * How many script chunks of `keys` hold react-aria (their source maps list it). Home's first visit must hold none
 * (issue 35): its filters and the staff shell's menu and dialog load it when reached for.
 */
function reactAriaChunks(manifest: Manifest, keys: Iterable<string>): number {
  let count = 0;
  for (const key of keys) {
    const file = manifest[key]?.file ?? '';
    const mapFile = new URL(`${file}.map`, DIST);
    if (!file.endsWith('.js') || !existsSync(mapFile)) continue;
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    if (sources.some((source) => REACT_ARIA.test(source))) count += 1;
  }
  return count;
}

/** The script and stylesheet files of `keys`: on a phone's slow link every file is a request of its own. */
function fileCount(manifest: Manifest, keys: Iterable<string>): number {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files.size;
}

/**
 * Gzip size in KB of the JavaScript a first visit downloads for each route: the entry chunk with its static
 * imports plus each lazy route module with its static imports. Reads the Vite manifest of `npm run build:web`.
 */
export function measureWebBundles(): {
  loginRouteJsGzipKB: number;
  answerRouteJsGzipKB: number;
  homeRouteJsGzipKB: number;
  reportRouteJsGzipKB: number;
  homeRouteReactAriaChunks: number;
  entryJsGzipKB: number;
  lightEntryJsGzipKB: number;
  loginRouteFiles: number;
  answerRouteFiles: number;
} {
  const whole = readBuild(MANIFEST);
  const light = readBuild(LIGHT_MANIFEST);
  return {
    loginRouteJsGzipKB: light.route(ROUTE_MODULES.login),
    answerRouteJsGzipKB: light.route(ROUTE_MODULES.answer),
    homeRouteJsGzipKB: whole.route(ROUTE_MODULES.home),
    reportRouteJsGzipKB: whole.route(ROUTE_MODULES.report),
    homeRouteReactAriaChunks: whole.reactAriaChunks(ROUTE_MODULES.home),
    entryJsGzipKB: whole.entryKB,
    lightEntryJsGzipKB: light.entryKB,
    loginRouteFiles: light.files(ROUTE_MODULES.login),
    answerRouteFiles: light.files(ROUTE_MODULES.answer),
  };
}

/** One build's entry size, and a measure of what a first visit to some of its routes downloads. */
function readBuild(manifestFile: URL): {
  entryKB: number;
  route: (modules: readonly string[]) => number;
  files: (modules: readonly string[]) => number;
  reactAriaChunks: (modules: readonly string[]) => number;
} {
  if (!existsSync(manifestFile))
    throw new Error(`web/dist/.vite/${basename(manifestFile.pathname)} is missing: run npm run build:web`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`web/dist/.vite/${basename(manifestFile.pathname)} has no entry chunk`);
  const entryChunks = new Set<string>();
  withStaticImports(manifest, entry, entryChunks);
  const routeChunks = (modules: readonly string[]) => {
    const chunks = new Set(entryChunks);
    for (const module of modules) withStaticImports(manifest, chunkKeyOf(manifest, module), chunks);
    return chunks;
  };
  return {
    entryKB: gzipKB(manifest, entryChunks),
    route: (modules) => gzipKB(manifest, routeChunks(modules)),
    files: (modules) => fileCount(manifest, routeChunks(modules)),
    reactAriaChunks: (modules) => reactAriaChunks(manifest, routeChunks(modules)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { recordResults } = await import('./results-file.ts');
  const figures = measureWebBundles();
  recordResults('web', figures);
  console.table(figures);
}
