import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEdgeHandler } from '../../functions/edge/build-edge-code.ts';
import type { EdgeFunction, ServerDeps } from './server.ts';
import { listenWith } from './test-server.ts';

describe('the local server in development', () => {
  let server: Server;

  beforeAll(async () => {
    server = await listenWith({
      edge: loadEdgeHandler() as unknown as EdgeFunction,
      // Stands in for Vite's dev server: answers with the address it was handed.
      vite: ((req: { url?: string }, res: { end: (body: string) => void }) =>
        res.end(req.url ?? '')) as unknown as ServerDeps['vite'],
    });
  });
  afterAll(() => {
    server.close();
  });

  const get = (path: string) =>
    new Promise<string>((done, fail) => {
      const { port } = server.address() as AddressInfo;
      const req = request({ host: '127.0.0.1', port, path, headers: { host: 'app.localhost' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => done(body));
      });
      req.on('error', fail);
      req.end();
    });

  it.each(['/login', '/meeting/m1', '/questions'])(
    'hands Vite the whole app for %s, since the light build exists only in web/dist',
    async (path) => {
      // Act
      const handed = await get(path);
      // Assess
      expect(handed).toBe('/index.html');
    },
  );
});

describe('the local server with a built SPA', () => {
  let server: Server;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'ripple-dist-'));
    for (const file of ['index.html', 'light.html', 'assets/main-abc123.js', 'brands/harbour/logo.svg']) {
      mkdirSync(dirname(join(webDist, file)), { recursive: true });
      writeFileSync(join(webDist, file), file);
    }
    server = await listenWith({ edge: loadEdgeHandler() as unknown as EdgeFunction, webDist });
  });
  afterAll(() => {
    server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const cacheControlOf = (path: string, host: string) =>
    new Promise<string | undefined>((done, fail) => {
      const { port } = server.address() as AddressInfo;
      const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => done(res.headers['cache-control']));
      });
      req.on('error', fail);
      req.end();
    });

  it.each([
    ['a hashed asset', '/assets/main-abc123.js', 'public, max-age=31536000, immutable'],
    ["a partner's logo", '/brand/logo.svg', 'public, max-age=3600'],
    ['a landing page', '/login', 'no-cache'],
    ['the whole app', '/questions', 'no-cache'],
  ])('lets a browser keep %s as long as the cloud does', async (_, path, expected) => {
    // Act
    const cacheControl = await cacheControlOf(path, 'harbour.localhost');
    // Assess
    expect(cacheControl).toBe(expected);
  });
});
