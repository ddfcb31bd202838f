import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { callGraphql } from '../../infra/local/graphql-call.ts';
import { passwordSignIn } from '../../infra/local/password-sign-in.ts';
import { freePort } from '../../infra/local/ports.ts';
import { ADD_ORG, aNewAccount } from './steps/sign-up.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function aTempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ripple-cli-'));
  temporary.push(dir);
  return dir;
}

interface Cli {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` without the web build: the CLI itself, as a child process with its own environment. */
function runCli(env: Record<string, string>): Cli {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function waitForUrl(cli: Cli): Promise<string> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const match = /Ripple is running at http:\/\/app\.localhost:(\d+)/.exec(cli.output());
    if (match) return `http://127.0.0.1:${match[1]}`;
    if (cli.child.exitCode !== null) throw new Error(`CLI exited: ${cli.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`no URL line: ${cli.output()}`);
}

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

type DemoWork = {
  outcomesets: { id: string; name: string; questions: { id: string }[] }[];
  recentMeetings: { meetings: { id: string }[] };
};

/** What the demo user sees: questionnaires, up to 50 records, and the report over the first questionnaire. */
async function demoWork(url: string, token: string) {
  const graphql = <T>(query: string, variables: Record<string, unknown> = {}) =>
    callGraphql<T>(url, token, query, variables);
  const work = await graphql<DemoWork>(
    'query { outcomesets { id name questions { id } } recentMeetings(page: 0, limit: 50) { meetings { id } } }',
  );
  const questionnaire = work.outcomesets[0]!;
  const { report } = await graphql<{
    report: {
      beneficiaries: { id: string }[];
      questions: { id: string; initial: number; latest: number }[];
      excluded: { beneficiary: string; reason: string }[];
    };
  }>(
    'query($q: String!, $end: String!) { report(questionnaire: $q, start: "2000-01-01T00:00:00Z", end: $end) { beneficiaries { id } questions { id initial latest } excluded { beneficiary reason } } }',
    { q: questionnaire.id, end: new Date().toISOString() },
  );
  return { ...work, questionnaire, report };
}

describe('npm start (infra/local/start.ts)', () => {
  it(
    'keeps data across a restart, seeds the demo once and leaves nothing listening',
    { timeout: 300_000 },
    async () => {
      // Prepare
      const dataDir = aTempDir();
      const port = await freePort();
      const first = runCli({ PORT: String(port), DATA_DIR: dataDir });
      const url = await waitForUrl(first);
      const account = aNewAccount();
      const signUp = await fetch(`${url}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'anonymous' },
        body: JSON.stringify({ query: ADD_ORG, variables: account }),
      });
      expect(((await signUp.json()) as { errors?: unknown }).errors).toBeUndefined();

      // Act
      first.child.kill('SIGTERM');
      const firstExit = await first.exited;
      const openAfterStop = await portIsOpen(port);
      const second = runCli({ PORT: String(port), DATA_DIR: dataDir });
      const secondUrl = await waitForUrl(second);
      const { userPoolClientId } = JSON.parse(readFileSync(join(dataDir, 'stack.json'), 'utf8')) as {
        userPoolClientId: string;
      };
      const userLogIn = await passwordSignIn(secondUrl, userPoolClientId, account.email, account.password);
      const demoLogIn = await passwordSignIn(
        secondUrl,
        userPoolClientId,
        'demo@example.org',
        'demo-password',
      );
      const demo = await demoWork(secondUrl, demoLogIn.idToken!);
      second.child.kill('SIGINT');
      const secondExit = await second.exited;

      // Assess
      expect(first.output()).toContain('demo@example.org / demo-password (created now)');
      expect(firstExit).toBe(0);
      expect(openAfterStop).toBe(false);
      expect(second.output()).not.toContain('(created now)');
      expect(userLogIn.status).toBe(200);
      expect(demoLogIn.status).toBe(200);
      // The sample work of infra/local/demo.ts, written once: six beneficiaries, fifteen records.
      expect(demo.outcomesets.map(({ name }) => name)).toEqual(['ONS Wellbeing']);
      expect(demo.recentMeetings.meetings).toHaveLength(15);
      expect(demo.report.beneficiaries.map(({ id }) => id)).toEqual([
        'RCT-0101',
        'RCT-0102',
        'RCT-0103',
        'RCT-0104',
        'RCT-0105',
      ]);
      expect(demo.report.excluded).toEqual([{ beneficiary: 'RCT-0106', reason: 'tooFewRecords' }]);
      const satisfied = demo.report.questions.find(({ id }) => id === demo.questionnaire.questions[0]!.id);
      expect(satisfied).toMatchObject({ initial: 4, latest: 6 });
      expect(secondExit).toBe(0);
      expect(await portIsOpen(port)).toBe(false);
    },
  );

  it('says on one line that the port is in use, and exits 1', { timeout: 60_000 }, async () => {
    // Prepare
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen({ port: 0, host: '127.0.0.1' }, () => done()));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    // Act
    const cli = runCli({ PORT: String(port), DATA_DIR: aTempDir() });
    const code = await cli.exited;
    blocker.close();

    // Assess
    expect(code).toBe(1);
    expect(cli.output()).toContain(`ripple: Port ${port} is in use`);
  });

  it('says on one line that the data folder is not writable, and exits 1', { timeout: 60_000 }, async () => {
    // Prepare: a folder below a regular file cannot be created, even by root.
    const file = join(aTempDir(), 'a-file');
    rmSync(file, { force: true });
    await import('node:fs/promises').then((fs) => fs.writeFile(file, ''));

    // Act
    const cli = runCli({ PORT: String(await freePort()), DATA_DIR: join(file, 'data') });
    const code = await cli.exited;

    // Assess
    expect(code).toBe(1);
    expect(cli.output()).toContain('ripple: Data folder not writable');
  });

  it('says how to install Java when there is none, and exits 1', { timeout: 60_000 }, async () => {
    // Act
    const cli = runCli({ PORT: String(await freePort()), DATA_DIR: aTempDir(), PATH: '/nonexistent' });
    const code = await cli.exited;

    // Assess
    expect(code).toBe(1);
    expect(cli.output()).toContain('ripple: Java not found: install a JRE 17+');
  });
});
