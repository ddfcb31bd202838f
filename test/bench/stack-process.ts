import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type StackProcess = {
  url: string;
  origin: string;
  userPoolClientId: string;
  stop: () => Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * `npm start`'s local stack (built SPA, in-memory data) in its own process, so that load generators and browsers
 * measuring it do not share its event loop. `url` is for Node (127.0.0.1), `origin` for Chromium (app.localhost).
 * `fixedPort` instead of a free one, for a run beside others that each keep to their own port.
 */
export async function startStackProcess(fixedPort?: number): Promise<StackProcess> {
  const port = fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'ripple-bench-'));
  const child = spawn('npx', ['tsx', 'infra/local/start.ts'], {
    env: { ...process.env, PORT: String(port), RIPPLE_IN_MEMORY: '1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the local stack exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) {
        const { userPoolClientId } = (await response.json()) as { userPoolClientId: string };
        return { url, origin: `http://app.localhost:${port}`, userPoolClientId, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the local stack did not start within 120 s');
}
