import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The demo account every fresh local stack seeds (infra/local/demo.ts `DEFAULT_DEMO`). */
export const DEMO = { email: 'demo@example.org', password: 'demo-password', name: 'Demo User' } as const;

export type StartedStack = { origin: string; stop: () => Promise<void> };

/**
 * A second local stack for journeys that need other settings than playwright.config.ts's webServer (e.g.
 * short-lived tokens through RIPPLE_TOKEN_MINUTES). In memory, in a throw-away data folder; stop() ends it.
 */
export async function startLocalStack(port: number, env: Record<string, string>): Promise<StartedStack> {
  const child: ChildProcess = spawn('npx', ['tsx', 'infra/local/start.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      RIPPLE_IN_MEMORY: '1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ripple-e2e-')),
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the local stack on port ${port} exited (${child.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/config.json`);
      if (response.ok) return { origin: `http://app.localhost:${port}`, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the local stack on port ${port} did not start within 120 s`);
}
