import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { OPS_ENDPOINTS_FILE } from '../../scripts/ops-target.ts';
import { cognitoCall, getTokensFromRefreshToken, logInTokens } from './steps/cognito.ts';
import { gql } from './steps/graphql.ts';
import { dataOf } from './steps/meetings.ts';
import { OPS_AUDIT, anOperator } from './steps/operators.ts';
import { aSignedUpUser, type SignedUp } from './steps/sign-up.ts';
import { organisationSnapshot } from './steps/table.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'ripple-ops-cli-'));
const emptyDir = mkdtempSync(join(tmpdir(), 'ripple-ops-cli-none-'));
afterAll(() => [dataDir, emptyDir].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `npm run ops -- …` as a child process, pointed at the API tests' local stack as `npm start` would point it. */
function ops(args: string[], dir = dataDir): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => done({ code, output }));
  });
}

let member: SignedUp;

beforeAll(async () => {
  // What infra/local/start.ts writes for a running stack: here, the API tests' own.
  writeFileSync(
    join(dataDir, OPS_ENDPOINTS_FILE),
    JSON.stringify({
      region: process.env.AWS_REGION,
      tableName: process.env.TABLE_NAME,
      userPoolId: inject('userPoolId'),
      dynamodb: process.env.AWS_ENDPOINT_URL_DYNAMODB,
      cognito: `${inject('apiUrl')}/cognito`,
    }),
  );
  member = await aSignedUpUser();
}, 60_000);

// Each command is a Node process that loads the services (a few seconds on a busy machine); some tests run five.
describe('npm run ops', { timeout: 120_000 }, () => {
  it('operator add makes a staff user an operator at their next sign-in', async () => {
    // Prepare
    const someone = await aSignedUpUser();
    const before = await gql<{ self: { operator: boolean } }>(
      '{ self { operator } }',
      {},
      someone.tokens.IdToken,
    );

    // Act
    const { code, output } = await ops(['operator', 'add', someone.account.email]);
    const tokens = await logInTokens(someone.account.email, someone.account.password);
    const after = await gql<{ self: { operator: boolean } }>('{ self { operator } }', {}, tokens.IdToken);

    // Assess
    expect(code, output).toBe(0);
    expect(output).toContain('is an operator');
    expect(before.data?.self.operator).toBe(false);
    expect(after.data?.self.operator).toBe(true);
  });

  it('operator remove ends access at once: the still valid token is refused, the sessions are revoked', async () => {
    // Prepare: an operator made on the command line, signed in
    const someone = await aSignedUpUser();
    const added = await ops(['operator', 'add', someone.account.email]);
    const tokens = await logInTokens(someone.account.email, someone.account.password);
    const before = await gql('{ opsAudit(limit: 1) { id } }', {}, tokens.IdToken);

    // Act
    const { code, output } = await ops(['operator', 'remove', someone.account.email]);
    const after = await gql('{ opsAudit(limit: 1) { id } }', {}, tokens.IdToken);
    const refreshed = await getTokensFromRefreshToken(tokens.RefreshToken);
    const again = await logInTokens(someone.account.email, someone.account.password);
    const self = await gql<{ self: { operator: boolean } }>('{ self { operator } }', {}, again.IdToken);

    // Assess
    expect(added.code, added.output).toBe(0);
    expect(before.errors).toBeUndefined();
    expect(code, output).toBe(0);
    expect(output).toContain('is no longer an operator');
    expect(after.errors?.[0]?.errorType).toBe('ops.forbidden');
    expect(refreshed.body.message).toBe('Refresh Token has been revoked');
    expect(self.data?.self.operator).toBe(false);
  });

  it('operator add is idempotent: run again for an operator made before the record, it gives access', async () => {
    // Prepare: in the group only, as `operator add` made operators before the record existed
    const someone = await aSignedUpUser();
    await cognitoCall('AdminAddUserToGroup', {
      UserPoolId: inject('userPoolId'),
      Username: someone.account.email,
      GroupName: 'operators',
    });
    const tokens = await logInTokens(someone.account.email, someone.account.password);
    const groupOnly = await gql('{ opsAudit(limit: 1) { id } }', {}, tokens.IdToken);

    // Act
    const first = await ops(['operator', 'add', someone.account.email]);
    const second = await ops(['operator', 'add', someone.account.email]);
    const migrated = await gql('{ opsAudit(limit: 1) { id } }', {}, tokens.IdToken);

    // Assess
    expect(groupOnly.errors?.[0]?.errorType).toBe('ops.forbidden');
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(migrated.errors).toBeUndefined();
  });

  it('operator add of an unknown email fails and says so', async () => {
    // Act
    const { code, output } = await ops(['operator', 'add', 'nobody-at-all@example.org']);

    // Assess
    expect(code).toBe(1);
    expect(output).toContain('no staff user nobody-at-all@example.org');
  });

  it('plugin enable goes through the ops service: members see it and the audit log names the command line', async () => {
    // Act
    const { code, output } = await ops([
      'plugin',
      'enable',
      member.orgId,
      'sve',
      '--reason',
      'enabled from the command line',
      '--as',
      'volunteer@example.org',
    ]);
    const organisation = await gql<{ organisation: { plugins: { id: string }[] } }>(
      '{ organisation { plugins { id } } }',
      {},
      member.tokens.IdToken,
    );
    const operator = await anOperator();
    const audit = dataOf<{ operatorId: string; operatorEmail: string; via: string; reason: string }[]>(
      await gql(OPS_AUDIT, { orgId: member.orgId }, operator.token),
      'opsAudit',
    );

    // Assess
    expect(code, output).toBe(0);
    expect(output).toContain('plugins: sve');
    expect(organisation.data?.organisation.plugins).toEqual([{ id: 'sve' }]);
    expect(audit).toEqual([
      expect.objectContaining({
        operatorId: expect.stringMatching(/^cli:/),
        operatorEmail: 'volunteer@example.org',
        via: 'cli',
        reason: 'enabled from the command line',
      }),
    ]);
  });

  it('orgs list shows the organisation with its counts, patron and plugins', async () => {
    // Act
    const { code, output } = await ops(['orgs', 'list', '--search', member.account.organisation]);

    // Assess
    expect(code, output).toBe(0);
    expect(output).toContain(member.orgId);
    expect(output).toContain('1 members');
    expect(output).toContain('not patron');
    expect(output).toContain('1 organisation');
  });

  it('patron set, suspend and restore change the organisation; audit lists them', async () => {
    // Act
    const patron = await ops(['patron', 'set', member.orgId, '--reason', 'invoice']);
    const suspend = await ops(['suspend', member.orgId, '--reason', 'check']);
    const suspended = await gql('{ organisation { suspended } }', {}, member.tokens.IdToken);
    const restore = await ops(['restore', member.orgId, '--reason=checked']);
    const audit = await ops(['audit', member.orgId]);

    // Assess
    expect(patron.output).toContain('patron (manual)');
    expect(suspend.output).toContain('SUSPENDED');
    expect(suspended.data).toEqual({ organisation: { suspended: true } });
    expect(restore.code).toBe(0);
    expect(audit.output.split('\n').filter((line) => line.includes(member.orgId))).toHaveLength(4);
    expect(audit.output).toContain('RESTORED');
  });

  it.each([
    ['without --reason', ['suspend', 'ORG']],
    ['with a blank reason', ['suspend', 'ORG', '--reason', '   ']],
    ['with an unknown plugin', ['plugin', 'enable', 'ORG', 'chess', '--reason', 'r']],
  ])('refuses %s and writes nothing', async (_case, args) => {
    // Prepare
    const before = await organisationSnapshot(member.orgId);

    // Act
    const { code, output } = await ops(args.map((arg) => (arg === 'ORG' ? member.orgId : arg)));

    // Assess
    expect(code).toBe(1);
    expect(output).toMatch(/--reason|input\.invalid/);
    expect(await organisationSnapshot(member.orgId)).toEqual(before);
  });

  it('says how to start the local stack when none is running', async () => {
    // Act
    const { code, output } = await ops(['orgs', 'list'], emptyDir);

    // Assess
    expect(code).toBe(1);
    expect(output).toContain('no local stack is running');
  });
});
