// CloudFront compresses the SPA's text files (web-hosting.ts, `compress: true`); the local server does the same so
// that what a phone downloads locally — and what Lighthouse measures — matches production.
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);

/** CloudFront leaves files under 1,000 bytes alone: the headers would outweigh the saving. */
const MIN_BYTES = 1000;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encoding to send for an Accept-Encoding header: Brotli when offered, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string): Encoding | undefined {
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.has(extname(file).toLowerCase());
}

/**
 * Compressed copies of files, made once per version of a file: the built assets never change while the
 * server runs, and Brotli at its best level takes a noticeable fraction of a second for the entry chunk.
 */
export class CompressedFiles {
  /** Keyed by encoding and path; a rebuilt file (new size or time) replaces its old copy. */
  private readonly cache = new Map<string, { version: string; body: Promise<Buffer> }>();

  async get(file: string, encoding: Encoding): Promise<Buffer> {
    const { mtimeMs, size } = await stat(file);
    const key = `${encoding}:${file}`;
    const version = `${mtimeMs}:${size}`;
    const cached = this.cache.get(key);
    if (cached?.version === version) return cached.body;
    const body = readFile(file).then((raw) =>
      encoding === 'br'
        ? brotli(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : gzipAsync(raw, { level: 9 }),
    );
    body.catch(() => this.cache.delete(key));
    this.cache.set(key, { version, body });
    return body;
  }
}
