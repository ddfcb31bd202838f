import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPS_ENDPOINTS_FILE } from '../../scripts/ops-target.ts';

export type StackProcess = {
  url: string;
  origin: string;
  userPoolClientId: string;
  /** The stack's Node process, which runs the emulator and the handlers. */
  pid: number;
  /** The stack's DynamoDB Local, its endpoint and its JVM's process id. */
  dynamoDb: { endpoint: string; pid: number };
  /** The CPU profile of what the stack does while `during` runs (only with `profile: true`). */
  profile: <T>(during: () => Promise<T>) => Promise<{ result: T; profile: CpuProfile }>;
  stop: () => Promise<void>;
};

/** V8's CPU profile (the inspector's `Profiler.Profile`), the parts the bench reads. */
export type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string };
    hitCount?: number;
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
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

/** The process id of `parent`'s child running `command` (its first word), from /proc. */
function childProcess(parent: number, command: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')[0] ?? '';
      if (ppid === parent && cmdline.endsWith(command)) return Number(entry);
    } catch {
      // Gone meanwhile.
    }
  }
  return undefined;
}

const PRELOAD = fileURLToPath(new URL('./cpu-profile-preload.ts', import.meta.url));

/**
 * `npm start`'s local stack (built SPA, in-memory data) in its own process, so that load generators and browsers
 * measuring it do not share its event loop. `url` is for Node (127.0.0.1), `origin` for Chromium (app.localhost).
 * Node runs start.ts itself (not through npx), so that `pid` is the process serving the requests. `fixedPort` instead
 * of a free one, for a run beside others that each keep to their own port.
 */
export async function startStackProcess(
  options: { profile?: boolean; fixedPort?: number } = {},
): Promise<StackProcess> {
  const port = options.fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'ripple-bench-'));
  const profileFile = join(dataDir, 'stack.cpuprofile');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...(options.profile ? ['--import', PRELOAD] : []), 'infra/local/start.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        RIPPLE_IN_MEMORY: '1',
        DATA_DIR: dataDir,
        ...(options.profile ? { RIPPLE_CPU_PROFILE_FILE: profileFile } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const profile = async <T>(during: () => Promise<T>) => {
    if (!options.profile) throw new Error('the stack was started without profile: true');
    rmSync(profileFile, { force: true });
    process.kill(child.pid!, 'SIGUSR2');
    const result = await during();
    process.kill(child.pid!, 'SIGUSR2');
    for (let waited = 0; !existsSync(profileFile); waited += 100) {
      if (waited > 30_000) throw new Error('the stack wrote no CPU profile within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Written in one call; a moment more lets it finish on a busy machine.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { result, profile: JSON.parse(readFileSync(profileFile, 'utf8')) as CpuProfile };
  };
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`the local stack exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) {
        const { userPoolClientId } = (await response.json()) as { userPoolClientId: string };
        const endpoints = JSON.parse(readFileSync(join(dataDir, OPS_ENDPOINTS_FILE), 'utf8')) as {
          dynamodb: string;
        };
        const jvm = childProcess(child.pid!, 'java');
        if (!jvm) throw new Error('the local stack has no DynamoDB Local process');
        return {
          url,
          origin: `http://app.localhost:${port}`,
          userPoolClientId,
          pid: child.pid!,
          dynamoDb: { endpoint: endpoints.dynamodb, pid: jvm },
          profile,
          stop,
        };
      }
    } catch (error) {
      if (error instanceof Error && /DynamoDB Local process/.test(error.message)) {
        await stop();
        throw error;
      }
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the local stack did not start within 120 s');
}
