import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
