import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { runSmoke } from '../../infra/smoke/smoke.ts';
import { logIn } from './steps/cognito.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run smoke -- …` without npm: the same CLI as a child process. */
function runCli(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/smoke/cli.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

describe('the smoke test (npm run smoke)', () => {
  it('walks a new charity through sign-up, a questionnaire, a live and a remote record, a report and an export, then cleans up', async () => {
    const signIns: string[] = [];
    const watching: typeof fetch = async (input, init) => {
      if (String(init?.body ?? '').includes('USER_PASSWORD_AUTH')) signIns.push(String(init?.body));
      return fetch(input, init);
    };

    const steps = await runSmoke({ baseUrl: `${inject('apiUrl')}/`, fetchImpl: watching });

    expect(steps.map(({ name, ok }) => [name, ok])).toEqual([
      ['site configuration', true],
      ['sign-up', true],
      ['sign-in', true],
      ['questionnaire', true],
      ['live record', true],
      ['remote link answered as a beneficiary', true],
      ['report', true],
      ['export', true],
      ['clean-up', true],
    ]);
    // The account it made is gone: its own credentials no longer sign in.
    const { USERNAME, PASSWORD } = (JSON.parse(signIns[0]!) as { AuthParameters: Record<string, string> })
      .AuthParameters;
    expect((await logIn(USERNAME!, PASSWORD!)).status).toBe(400);
  });

  it('names the step that failed, skips the rest and still cleans up', async () => {
    const brokenDownloads: typeof fetch = async (input, init) =>
      String(input).includes('/v1/export/') ? new Response('nope', { status: 503 }) : fetch(input, init);

    const steps = await runSmoke({ baseUrl: inject('apiUrl'), fetchImpl: brokenDownloads });

    expect(steps.at(-2)).toEqual({ name: 'export', ok: false, detail: 'the download answered HTTP 503' });
    expect(steps.at(-1)).toMatchObject({ name: 'clean-up', ok: true });
  });

  it('as a command, says that Ripple works and exits 0, or shows its usage and exits 2', async () => {
    const works = await runCli([inject('apiUrl')]);
    const wrong = await runCli(['not a url']);

    expect(works).toMatchObject({ code: 0 });
    expect(works.output).toContain('✔ export: CSV with both records');
    expect(works.output.trim().split('\n').at(-1)).toBe('Ripple works.');
    expect(wrong).toEqual({ code: 2, output: expect.stringContaining('usage: npm run smoke -- <base URL') });
  });
});
