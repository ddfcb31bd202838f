import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('./viewer-request.js', import.meta.url));
const BRANDS_DIR = fileURLToPath(new URL('../../web/src/brands/', import.meta.url));
const PLACEHOLDER = '__KNOWN_BRANDS__';

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

/**
 * The viewer-request function's source with the known brands substituted; what CDK deploys and the local server
 * runs.
 */
export const buildEdgeFunctionCode = (brands: readonly string[] = knownBrands()): string => {
  const source = readFileSync(SOURCE, 'utf8');
  if (!source.includes(PLACEHOLDER)) throw new Error(`${SOURCE} lost its ${PLACEHOLDER} placeholder`);
  return source.replace(PLACEHOLDER, JSON.stringify(brands));
};

/** Evaluates built function code and returns its `handler`, as CloudFront would call it. */
export const loadEdgeHandler = (code: string = buildEdgeFunctionCode()): EdgeHandler =>
  // Evaluates our own built source, never request data: the same code CloudFront runs.
  new Function(`${code}\nreturn handler;`)() as EdgeHandler;
