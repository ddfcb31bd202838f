import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedFiles, isCompressible, negotiateEncoding } from './compression.ts';
import { listenWith } from './test-server.ts';

const SCRIPT = `export const text = ${JSON.stringify('a phone on slow 4G '.repeat(200))};\n`;

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    ['gzip;q=0', undefined],
  ])('answers %j with %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('compresses text files of 1,000 bytes or more only', () => {
    expect(isCompressible('/dist/assets/index.js', 5000)).toBe(true);
    expect(isCompressible('/dist/index.html', 999)).toBe(false);
    expect(isCompressible('/dist/brand/logo.png', 5000)).toBe(false);
  });
});

describe('CompressedFiles', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ripple-compression-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives Brotli and gzip copies that decompress to the file', async () => {
    // Prepare
    const file = join(dir, 'entry.js');
    writeFileSync(file, SCRIPT);
    const files = new CompressedFiles();

    // Act
    const br = await files.get(file, 'br');
    const gz = await files.get(file, 'gzip');

    // Assess
    expect(brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(gunzipSync(gz).toString()).toBe(SCRIPT);
    expect(br.byteLength).toBeLessThan(SCRIPT.length / 4);
  });

  it('compresses a file once, and again when it is rebuilt', async () => {
    // Prepare
    const file = join(dir, 'rebuilt.js');
    writeFileSync(file, SCRIPT);
    const files = new CompressedFiles();
    const first = await files.get(file, 'br');

    // Act
    const again = await files.get(file, 'br');
    writeFileSync(file, `${SCRIPT}// rebuilt\n`);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const rebuilt = await files.get(file, 'br');

    // Assess
    expect(again).toBe(first);
    expect(brotliDecompressSync(rebuilt).toString()).toBe(`${SCRIPT}// rebuilt\n`);
  });
});

describe('the local server', () => {
  let dist: string;
  let server: Server;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'ripple-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Ripple</title>');
    writeFileSync(join(dist, 'entry.js'), SCRIPT);
    server = await listenWith({ webDist: dist, outboxDir: dist });
  });
  afterAll(() => {
    server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  function get(path: string, acceptEncoding?: string) {
    const { port } = server.address() as AddressInfo;
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', fail);
      req.end();
    });
  }

  it('sends a script Brotli-compressed to a browser that offers it, as CloudFront does', async () => {
    // Act
    const reply = await get('/entry.js', 'gzip, deflate, br');

    // Assess
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('accept-encoding');
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that offers no compression', async () => {
    // Act
    const reply = await get('/entry.js');

    // Assess
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe(SCRIPT);
  });
});
