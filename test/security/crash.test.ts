import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addOrg, type NewAccount } from '../../infra/local/add-org.ts';
import { callGraphql } from '../../infra/local/graphql-call.ts';
import { passwordSignIn } from '../../infra/local/password-sign-in.ts';
import { freePort } from '../../infra/local/ports.ts';
import { repoPath } from '../../infra/lib/paths.ts';

/**
 * Issue 27 §5: `kill -9` of the local stack mid-write once tore its user store and the next `npm start` refused
 * to start. Here `npm start`'s entry point runs in a child process on its own data folder; sign-ups and records
 * are written in parallel, the child is killed with SIGKILL while they are in flight, and a new start on the
 * same folder must come up cleanly with every write that was acknowledged.
 */

const START_TIMEOUT_MS = 120_000;
/** Acknowledged writes of each kind before the kill: the kill then lands while more are in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 12;
/** Writers of each kind running side by side. */
const WRITERS = 3;

interface Stack {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** `npm start` without the web build: the stack process (and DynamoDB Local, its child) in a process group. */
async function startStack(dataDir: string, port: number): Promise<Stack> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoPath('.'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RIPPLE_IN_MEMORY: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that one signal reaches the JVM it starts as well.
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = await new Promise<boolean>((done) => {
    const timer = setTimeout(() => done(false), START_TIMEOUT_MS);
    const check = () => {
      if (output.includes('Ripple is running')) {
        clearTimeout(timer);
        done(true);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', () => {
      clearTimeout(timer);
      done(false);
    });
  });
  if (!ready) {
    killGroup(child, 'SIGKILL');
    throw new Error(`the stack did not start:\n${output}`);
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Resolves once no process of the group is left (the JVM included). */
async function groupGone(child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    try {
      process.kill(-child.pid!, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`process group ${child.pid} still runs after SIGKILL`);
}

async function configOf(url: string): Promise<{ userPoolClientId: string }> {
  return (await (await fetch(`${url}/config.json`)).json()) as { userPoolClientId: string };
}

const QUESTIONNAIRE = 'mutation($name: String!) { AddOutcomeSet(name: $name) { id } }';
const QUESTION = `mutation($id: ID!) {
  AddLikertQuestion(outcomeSetID: $id, question: "How are you?", minValue: 1, maxValue: 5,
    labels: [{ value: 1, label: "Low" }, { value: 5, label: "High" }]) { id }
}`;
const ADD_MEETING = `mutation($ben: String!, $qid: String!) {
  AddMeeting(beneficiaryID: $ben, outcomeSetID: $qid) { id }
}`;
const MEETING = 'query($id: String!) { meeting(id: $id) { id beneficiary } }';
const ORGANISATION = '{ organisation { id } }';

describe('the local stack killed mid-write', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ripple-crash-'));
  const started: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of started) {
      killGroup(child, 'SIGKILL');
      await groupGone(child).catch(() => undefined);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'starts again cleanly with every acknowledged sign-up and record',
    async () => {
      // Prepare: a stack on its own folder, and a staff user with a questionnaire to write records against.
      const port = await freePort();
      const first = await startStack(dataDir, port);
      started.push(first.child);
      const { userPoolClientId } = await configOf(first.url);
      const staff: NewAccount = {
        name: 'Crash Tester',
        organisation: 'Crash Trust',
        email: 'crash-staff@example.org',
        password: 'crash-password',
      };
      await addOrg(first.url, staff);
      const token = (await passwordSignIn(first.url, userPoolClientId, staff.email, staff.password)).idToken!;
      const { AddOutcomeSet } = await callGraphql<{ AddOutcomeSet: { id: string } }>(
        first.url,
        token,
        QUESTIONNAIRE,
        { name: 'Crash questionnaire' },
      );
      await callGraphql(first.url, token, QUESTION, { id: AddOutcomeSet.id });

      // Act: sign-ups and records written in parallel until enough are acknowledged, then SIGKILL mid-flight.
      const signUps: { account: NewAccount; orgId: string }[] = [];
      const records: { id: string; beneficiary: string }[] = [];
      let killed = false;
      let count = 0;
      const signUpWriter = async () => {
        while (!killed) {
          const n = (count += 1);
          const account = {
            name: `Crash ${n}`,
            organisation: `Crash Org ${n}`,
            email: `crash-${n}@example.org`,
            password: 'crash-password',
          };
          try {
            signUps.push({ account, orgId: await addOrg(first.url, account) });
          } catch {
            // Not acknowledged (the kill came first): nothing is promised about it.
          }
        }
      };
      const recordWriter = async () => {
        while (!killed) {
          const beneficiary = `CRASH-${(count += 1)}`;
          try {
            const { AddMeeting } = await callGraphql<{ AddMeeting: { id: string } }>(
              first.url,
              token,
              ADD_MEETING,
              {
                ben: beneficiary,
                qid: AddOutcomeSet.id,
              },
            );
            records.push({ id: AddMeeting.id, beneficiary });
          } catch {
            // Not acknowledged.
          }
        }
      };
      const writers = [
        ...Array.from({ length: WRITERS }, signUpWriter),
        ...Array.from({ length: WRITERS }, recordWriter),
      ];
      while (signUps.length < ACKNOWLEDGED_BEFORE_KILL || records.length < ACKNOWLEDGED_BEFORE_KILL) {
        if (first.child.exitCode !== null) throw new Error(`the stack died:\n${first.output()}`);
        await new Promise((done) => setTimeout(done, 20));
      }
      const exited = new Promise((done) => first.child.once('exit', done));
      killGroup(first.child, 'SIGKILL');
      killed = true;
      await exited;
      await groupGone(first.child);
      await Promise.all(writers);
      const acknowledgedSignUps = [...signUps];
      const acknowledgedRecords = [...records];

      const second = await startStack(dataDir, port);
      started.push(second.child);

      // Assess: a clean start, and every acknowledged write is there.
      expect(second.output()).not.toMatch(/could not start|unreadable/i);
      expect(readdirSync(join(dataDir, 'cognito')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      const staffToken = (await passwordSignIn(second.url, userPoolClientId, staff.email, staff.password))
        .idToken!;
      for (const { account, orgId } of acknowledgedSignUps) {
        const signIn = await passwordSignIn(second.url, userPoolClientId, account.email, account.password);
        expect(signIn.status, account.email).toBe(200);
        const { organisation } = await callGraphql<{ organisation: { id: string } }>(
          second.url,
          signIn.idToken!,
          ORGANISATION,
        );
        expect(organisation.id).toBe(orgId);
      }
      const missingRecords: string[] = [];
      for (const [index, record] of acknowledgedRecords.entries()) {
        const found = await callGraphql<{ meeting: { id: string; beneficiary: string } }>(
          second.url,
          staffToken,
          MEETING,
          { id: record.id },
        ).catch((error: Error) => error);
        if (found instanceof Error || found.meeting.beneficiary !== record.beneficiary)
          missingRecords.push(`${index + 1}/${acknowledgedRecords.length} ${record.beneficiary}`);
      }
      expect(missingRecords).toEqual([]);
      expect(acknowledgedSignUps.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      expect(acknowledgedRecords.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    },
    4 * START_TIMEOUT_MS,
  );
});
