import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANDING_PATHS } from '../../web/src/config/landing-paths.ts';

const SOURCE = fileURLToPath(new URL('./viewer-request.js', import.meta.url));
const BRANDS_DIR = fileURLToPath(new URL('../../web/src/brands/', import.meta.url));
const PLACEHOLDER = '__KNOWN_BRANDS__';
const LANDING_PLACEHOLDER = '__LANDING_PATHS__';

/** A CloudFront viewer-request event, as much of it as the function reads. */
export type CloudFrontRequestEvent = {
  request: {
    uri: string;
    method?: string;
    headers: Record<string, { value: string }>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
};
export type CloudFrontRequest = CloudFrontRequestEvent['request'];
export type EdgeHandler = (event: CloudFrontRequestEvent) => CloudFrontRequest;

/** Brand names: the folders of web/src/brands/ that hold a brand.json, sorted. */
export const knownBrands = (brandsDir: string = BRANDS_DIR): string[] =>
  existsSync(brandsDir)
    ? readdirSync(brandsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(`${brandsDir}/${entry.name}/brand.json`))
        .map((entry) => entry.name)
        .sort()
    : [];

/** A route path (`/meeting/:id`) as the source of a regular expression for a request path, slash optional. */
export const routePattern = (path: string): string =>
  `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`;

/**
 * The viewer-request function's source with the known brands and the landing paths substituted; what CDK
 * deploys and the local server runs.
 */
export const buildEdgeFunctionCode = (brands: readonly string[] = knownBrands()): string => {
  const source = readFileSync(SOURCE, 'utf8');
  for (const placeholder of [PLACEHOLDER, LANDING_PLACEHOLDER])
    if (!source.includes(placeholder)) throw new Error(`${SOURCE} lost its ${placeholder} placeholder`);
  return source
    .replace(PLACEHOLDER, JSON.stringify(brands))
    .replace(LANDING_PLACEHOLDER, JSON.stringify(LANDING_PATHS.map(routePattern)));
};

/** Evaluates built function code and returns its `handler`, as CloudFront would call it. */
export const loadEdgeHandler = (code: string = buildEdgeFunctionCode()): EdgeHandler =>
  // Evaluates our own built source, never request data: the same code CloudFront runs.
  new Function(`${code}\nreturn handler;`)() as EdgeHandler;
