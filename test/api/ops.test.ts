import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, inject, it } from 'vitest';

import { organisationKey } from '../../functions/src/core/record-keys.ts';
import { signWebhook } from '../../functions/src/domains/billing/webhook-signature.ts';
import { backfillOrganisationList } from '../../functions/src/domains/ops/organisation-list-backfill.ts';
import { TEST_BILLING_WEBHOOK_SECRET } from '../fixtures/billing.ts';
import { anOrganisationA, anOrganisationB, type OrganisationA } from '../security/support/organisation-a.ts';
import { errorTypeOf, gql } from './steps/graphql.ts';
import { ADD_MEETING, LINK_ANSWER, dataOf } from './steps/meetings.ts';
import {
  OPS_AUDIT,
  OPS_ORGANISATION,
  OPS_ORGANISATIONS,
  OPS_RESTORE,
  OPS_SET_PATRON,
  OPS_SET_PLUGIN,
  OPS_SUSPEND,
  anOperator,
  asOperator,
  unmakeOperator,
} from './steps/operators.ts';
import { getTokensFromRefreshToken } from './steps/cognito.ts';
import { aSignedUpUser, type SignedUp } from './steps/sign-up.ts';
import { organisationSnapshot, removeAttributes } from './steps/table.ts';

type OpsOrganisation = {
  id: string;
  name: string;
  created: string;
  members: number;
  records: number;
  lastActivity: string | null;
  plugins: { id: string }[];
  suspended: boolean;
  suspension: { reason: string; operatorId: string; operatorEmail: string } | null;
  patron: { patron: boolean; provider: boolean; manual: { reason: string; operatorEmail: string } | null };
};
type OpsPage = { organisations: OpsOrganisation[]; nextToken: string | null };
type AuditEntry = {
  action: string;
  orgId: string;
  orgName: string;
  plugin: string | null;
  reason: string;
  operatorId: string;
  operatorEmail: string;
  via: string;
};

const ORGANISATION = '{ organisation { id don suspended plugins { id } } }';
const UPDATE_SETTING = `mutation Setting($beneficiaryTypeAhead: Boolean) {
  UpdateOrgSetting(beneficiaryTypeAhead: $beneficiaryTypeAhead) { id }
}`;
const SELF = '{ self { id operator } }';
const RECORD_USAGE = 'mutation { RecordUsage }';

let operator: SignedUp & { token: string };
let a: OrganisationA;
let b: SignedUp;

beforeAll(async () => {
  [operator, a, b] = await Promise.all([anOperator(), anOrganisationA(), anOrganisationB()]);
}, 120_000);

const ownerToken = () => a.owner.tokens.IdToken;
const organisationAs = async (token: string) =>
  dataOf<{ id: string; don: boolean; suspended: boolean; plugins: { id: string }[] }>(
    await gql(ORGANISATION, {}, token),
    'organisation',
  );
const auditOf = async (orgId: string) =>
  dataOf<AuditEntry[]>(await gql(OPS_AUDIT, { orgId }, operator.token), 'opsAudit');

/** An organisation of its own per test that changes one, so the tests do not depend on each other's order. */
const aFreshOrganisation = async () => {
  const fresh = await anOrganisationB();
  return { orgId: fresh.orgId, token: fresh.tokens.IdToken };
};

describe('self.operator', () => {
  it('is true for a member of the operators group and false for everyone else', async () => {
    // Act
    const asOperatorSelf = await gql<{ self: { operator: boolean } }>(SELF, {}, operator.token);
    const asMember = await gql<{ self: { operator: boolean } }>(SELF, {}, ownerToken());

    // Assess
    expect(asOperatorSelf.data?.self.operator).toBe(true);
    expect(asMember.data?.self.operator).toBe(false);
  });
});

describe('opsOrganisations', () => {
  it('lists every organisation with its members, records, activity, patron and plugins; search narrows it', async () => {
    // Prepare: A has an active owner, a removed member and three records; a session counts as activity
    dataOf(await gql(RECORD_USAGE, {}, ownerToken()), 'RecordUsage');

    // Act
    const all = dataOf<OpsPage>(
      await gql(OPS_ORGANISATIONS, { limit: 100 }, operator.token),
      'opsOrganisations',
    ).organisations;
    const searched = dataOf<OpsPage>(
      await gql(OPS_ORGANISATIONS, { search: a.name.toUpperCase() }, operator.token),
      'opsOrganisations',
    );

    // Assess
    const listed = all.find(({ id }) => id === a.orgId);
    expect(listed).toMatchObject({
      id: a.orgId,
      name: a.name,
      members: 1,
      records: 3,
      plugins: [],
      suspended: false,
      suspension: null,
      patron: { patron: false, provider: false, manual: null },
    });
    expect(Date.parse(listed!.lastActivity!)).toBeGreaterThan(Date.now() - 120_000);
    expect(all.map(({ id }) => id)).toEqual(expect.arrayContaining([a.orgId, b.orgId, operator.orgId]));
    expect(searched.organisations.map(({ id }) => id)).toEqual([a.orgId]);
    expect(searched.nextToken).toBeNull();
  });

  it('pages newest first: each page starts after the previous one, the last has no nextToken', async () => {
    // Prepare: three organisations sharing a word in their names, created one after another
    const word = `Paging${randomUUID().slice(0, 8)}`;
    const made: string[] = [];
    for (const n of [1, 2, 3]) made.push((await aSignedUpUser({ organisation: `${word} ${n}` })).orgId);

    // Act
    const first = dataOf<OpsPage>(
      await gql(OPS_ORGANISATIONS, { search: word, limit: 2 }, operator.token),
      'opsOrganisations',
    );
    const second = dataOf<OpsPage>(
      await gql(OPS_ORGANISATIONS, { search: word, limit: 2, nextToken: first.nextToken }, operator.token),
      'opsOrganisations',
    );

    // Assess
    expect(first.organisations.map(({ id }) => id)).toEqual([made[2], made[1]]);
    expect(first.nextToken).toEqual(expect.any(String));
    expect(second.organisations.map(({ id }) => id)).toEqual([made[0]]);
    expect(second.nextToken).toBeNull();
  });

  it('lists an organisation created before the list once the backfill has run, which is idempotent', async () => {
    // Prepare: an organisation item as the version before the list wrote it (no GSI1 keys)
    const old = await aSignedUpUser({ organisation: `Old${randomUUID().slice(0, 8)} trust` });
    await removeAttributes(organisationKey(old.orgId), ['gsi1pk', 'gsi1sk']);
    const search = { search: old.account.organisation };
    const before = dataOf<OpsPage>(await gql(OPS_ORGANISATIONS, search, operator.token), 'opsOrganisations');

    // Act
    const first = await backfillOrganisationList();
    const again = await backfillOrganisationList();
    const after = dataOf<OpsPage>(await gql(OPS_ORGANISATIONS, search, operator.token), 'opsOrganisations');

    // Assess
    expect(before.organisations).toEqual([]);
    expect(first.written).toBeGreaterThanOrEqual(1);
    expect(again.written).toBe(0);
    expect(after.organisations).toEqual([
      expect.objectContaining({ id: old.orgId, name: old.account.organisation, members: 1 }),
    ]);
  });

  it.each([
    ['a limit of 0', { limit: 0 }, { limit: 'tooSmall' }],
    ['a limit of 101', { limit: 101 }, { limit: 'tooLarge' }],
    ['a nextToken that is not one', { nextToken: 'nonsense' }, { nextToken: 'invalid' }],
  ])('refuses %s with input.invalid', async (_case, variables, fieldErrors) => {
    // Act
    const response = await gql(OPS_ORGANISATIONS, variables, operator.token);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors });
  });

  it('refuses a search over 100 characters with input.invalid', async () => {
    // Act
    const response = await gql(OPS_ORGANISATIONS, { search: 'x'.repeat(101) }, operator.token);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors: { search: 'tooLong' } });
  });
});

describe('opsOrganisation', () => {
  it('shows members, usage per week (records created, sessions, active users) and the audit log', async () => {
    // Prepare
    const fresh = await aFreshOrganisation();
    dataOf(await gql(RECORD_USAGE, {}, fresh.token), 'RecordUsage');
    dataOf(await gql(RECORD_USAGE, {}, fresh.token), 'RecordUsage');
    await asOperator(operator.token, OPS_SET_PLUGIN, {
      orgId: fresh.orgId,
      plugin: 'sve',
      enabled: true,
      reason: 'pilot',
    });

    // Act
    const detail = dataOf<{
      organisation: OpsOrganisation;
      users: { id: string; active: boolean }[];
      usage: { week: string; records: number; activeUsers: number; sessions: number }[];
      audit: AuditEntry[];
    }>(await gql(OPS_ORGANISATION, { id: fresh.orgId, weeks: 4 }, operator.token), 'opsOrganisation');

    // Assess
    expect(detail.organisation).toMatchObject({
      id: fresh.orgId,
      members: 1,
      records: 0,
      plugins: [{ id: 'sve' }],
    });
    expect(detail.users).toHaveLength(1);
    expect(detail.usage).toHaveLength(4);
    expect(new Date(`${detail.usage[3]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(detail.usage[3]).toMatchObject({ records: 0, sessions: 2, activeUsers: 1 });
    expect(detail.usage.slice(0, 3).every((week) => week.sessions === 0)).toBe(true);
    expect(detail.audit).toEqual([
      expect.objectContaining({ action: 'PLUGIN_ENABLED', plugin: 'sve', reason: 'pilot', via: 'console' }),
    ]);
  });

  it('counts the records created this week', async () => {
    // Act
    const detail = dataOf<{ usage: { records: number }[] }>(
      await gql(OPS_ORGANISATION, { id: a.orgId }, operator.token),
      'opsOrganisation',
    );

    // Assess: A's three records were made by the set-up, just now; 12 weeks by default
    expect(detail.usage).toHaveLength(12);
    expect(detail.usage.at(-1)?.records).toBe(3);
  });

  it.each([
    ['an unknown id', { id: randomUUID() }, 'organisation.notFound'],
    ['no week', { id: 'x', weeks: 0 }, 'input.invalid'],
    ['more than 52 weeks', { id: 'x', weeks: 53 }, 'input.invalid'],
  ])('refuses %s', async (_case, variables, code) => {
    // Act
    const response = await gql(OPS_ORGANISATION, variables, operator.token);

    // Assess
    expect(errorTypeOf(response)).toBe(code);
    expect(response.data).toBeNull();
  });
});

describe('opsSetPlugin', () => {
  it.each(['sve', 'diluted_report', 'no-single-ben-summon'])(
    'turns %s on and off for the organisation, which its members read at once',
    async (plugin) => {
      // Prepare
      const fresh = await aFreshOrganisation();

      // Act
      const enabled = dataOf<OpsOrganisation>(
        await gql(
          OPS_SET_PLUGIN,
          { orgId: fresh.orgId, plugin, enabled: true, reason: '  trial  ' },
          operator.token,
        ),
        'opsSetPlugin',
      );
      const seenOn = await organisationAs(fresh.token);
      const disabled = dataOf<OpsOrganisation>(
        await gql(
          OPS_SET_PLUGIN,
          { orgId: fresh.orgId, plugin, enabled: false, reason: 'trial over' },
          operator.token,
        ),
        'opsSetPlugin',
      );
      const seenOff = await organisationAs(fresh.token);

      // Assess
      expect(enabled.plugins).toEqual([{ id: plugin }]);
      expect(seenOn.plugins).toEqual([{ id: plugin }]);
      expect(disabled.plugins).toEqual([]);
      expect(seenOff.plugins).toEqual([]);
      expect(await auditOf(fresh.orgId)).toEqual([
        expect.objectContaining({ action: 'PLUGIN_DISABLED', plugin, reason: 'trial over' }),
        expect.objectContaining({
          action: 'PLUGIN_ENABLED',
          plugin,
          reason: 'trial',
          operatorEmail: operator.account.email,
          via: 'console',
        }),
      ]);
    },
  );

  it('keeps the other plugins when one is turned on twice or another turned off', async () => {
    // Prepare
    const fresh = await aFreshOrganisation();
    const set = (plugin: string, enabled: boolean) =>
      asOperator(operator.token, OPS_SET_PLUGIN, { orgId: fresh.orgId, plugin, enabled, reason: 'r' });

    // Act
    await set('sve', true);
    await set('diluted_report', true);
    await set('sve', true);
    await set('no-single-ben-summon', false);

    // Assess
    expect((await organisationAs(fresh.token)).plugins).toEqual([{ id: 'diluted_report' }, { id: 'sve' }]);
    expect(await auditOf(fresh.orgId)).toHaveLength(4);
  });

  it.each([
    ['an unknown plugin', { plugin: 'chess' }, { plugin: 'invalid' }],
    ['a blank reason', { reason: '   ' }, { reason: 'required' }],
    ['a reason over 500 characters', { reason: 'r'.repeat(501) }, { reason: 'tooLong' }],
  ])('refuses %s with input.invalid and writes nothing', async (_case, change, fieldErrors) => {
    // Prepare
    const before = await organisationSnapshot(a.orgId);

    // Act
    const response = await gql(
      OPS_SET_PLUGIN,
      { orgId: a.orgId, plugin: 'sve', enabled: true, reason: 'why', ...change },
      operator.token,
    );

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(response.errors?.[0]?.errorInfo).toEqual({ fieldErrors });
    expect(await organisationSnapshot(a.orgId)).toEqual(before);
  });

  it('accepts a reason of exactly 500 characters', async () => {
    // Prepare
    const fresh = await aFreshOrganisation();

    // Act
    const response = await gql(
      OPS_SET_PLUGIN,
      { orgId: fresh.orgId, plugin: 'sve', enabled: true, reason: 'r'.repeat(500) },
      operator.token,
    );

    // Assess
    expect(response.errors).toBeUndefined();
  });

  it('answers organisation.notFound for an unknown organisation and writes no audit entry', async () => {
    // Prepare
    const orgId = randomUUID();

    // Act
    const response = await gql(
      OPS_SET_PLUGIN,
      { orgId, plugin: 'sve', enabled: true, reason: 'r' },
      operator.token,
    );

    // Assess
    expect(errorTypeOf(response)).toBe('organisation.notFound');
    expect(await auditOf(orgId)).toEqual([]);
    expect(await organisationSnapshot(orgId)).toEqual([]);
  });
});

describe('opsSetPatron', () => {
  it('makes the organisation a patron by hand, so branding opens; clearing it ends that', async () => {
    // Prepare
    const fresh = await aFreshOrganisation();

    // Act
    const set = dataOf<OpsOrganisation>(
      await gql(
        OPS_SET_PATRON,
        { orgId: fresh.orgId, patron: true, reason: 'pays by invoice' },
        operator.token,
      ),
      'opsSetPatron',
    );
    const seen = await organisationAs(fresh.token);
    const branding = await gql('{ organisationBranding { name } }', {}, fresh.token);
    const cleared = dataOf<OpsOrganisation>(
      await gql(
        OPS_SET_PATRON,
        { orgId: fresh.orgId, patron: false, reason: 'invoice unpaid' },
        operator.token,
      ),
      'opsSetPatron',
    );
    const brandingAfter = await gql('{ organisationBranding { name } }', {}, fresh.token);

    // Assess
    expect(set.patron).toEqual({
      patron: true,
      provider: false,
      manual: expect.objectContaining({ reason: 'pays by invoice', operatorEmail: operator.account.email }),
    });
    expect(seen.don).toBe(true);
    expect(branding.errors).toBeUndefined();
    expect(cleared.patron).toEqual({ patron: false, provider: false, manual: null });
    expect((await organisationAs(fresh.token)).don).toBe(false);
    expect(errorTypeOf(brandingAfter)).toBe('organisation.notPatron');
    expect((await auditOf(fresh.orgId)).map(({ action }) => action)).toEqual([
      'PATRON_CLEARED',
      'PATRON_SET',
    ]);
  });

  it("leaves the billing provider's status when the manual flag is cleared", async () => {
    // Prepare: a patron through the provider's checkout webhook
    const fresh = await aFreshOrganisation();
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'checkout.session.completed',
      data: { object: { customer: `cus_${fresh.orgId.slice(0, 8)}`, client_reference_id: fresh.orgId } },
    });
    const paid = await fetch(`${inject('apiUrl')}/v1/don/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhook(body, TEST_BILLING_WEBHOOK_SECRET),
      },
      body,
    });
    expect(paid.status).toBe(200);

    // Act
    await asOperator(operator.token, OPS_SET_PATRON, { orgId: fresh.orgId, patron: true, reason: 'both' });
    const cleared = dataOf<OpsOrganisation>(
      await gql(
        OPS_SET_PATRON,
        { orgId: fresh.orgId, patron: false, reason: 'manual no longer needed' },
        operator.token,
      ),
      'opsSetPatron',
    );

    // Assess
    expect(cleared.patron).toEqual({ patron: true, provider: true, manual: null });
    expect((await organisationAs(fresh.token)).don).toBe(true);
  });

  it('refuses a missing reason with input.invalid and writes nothing', async () => {
    // Prepare
    const before = await organisationSnapshot(a.orgId);

    // Act
    const response = await gql(OPS_SET_PATRON, { orgId: a.orgId, patron: true, reason: '' }, operator.token);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
    expect(await organisationSnapshot(a.orgId)).toEqual(before);
  });
});

describe('opsSuspend and opsRestore', () => {
  it("lets a suspended organisation's members read but not write, and restoring brings writes back", async () => {
    // Prepare: a member and a link token of the organisation
    const fresh = await anOrganisationA();
    const token = fresh.owner.tokens.IdToken;

    // Act
    const suspended = dataOf<OpsOrganisation>(
      await gql(OPS_SUSPEND, { orgId: fresh.orgId, reason: ' unpaid invoices ' }, operator.token),
      'opsSuspend',
    );
    const seen = await organisationAs(token);
    const reads = await gql(`{ beneficiaries tags outcomesets { id } }`, {}, token);
    const before = await organisationSnapshot(fresh.orgId, fresh.userIds);
    const write = await gql(UPDATE_SETTING, { beneficiaryTypeAhead: true }, token);
    const record = await gql(
      ADD_MEETING,
      { beneficiaryID: 'b', outcomeSetID: fresh.questionnaire.id },
      token,
    );
    const answer = await gql(
      LINK_ANSWER,
      { meetingID: fresh.remoteRecordId, questionID: fresh.questionnaire.questions[0], value: 2, notes: 'n' },
      fresh.beneficiaryToken,
    );
    const usage = await gql(RECORD_USAGE, {}, token);
    const after = await organisationSnapshot(fresh.orgId, fresh.userIds);
    const restored = dataOf<OpsOrganisation>(
      await gql(OPS_RESTORE, { orgId: fresh.orgId, reason: 'paid' }, operator.token),
      'opsRestore',
    );
    const writeAgain = await gql(UPDATE_SETTING, { beneficiaryTypeAhead: true }, token);
    const answerAgain = await gql(
      LINK_ANSWER,
      { meetingID: fresh.remoteRecordId, questionID: fresh.questionnaire.questions[0], value: 2, notes: 'n' },
      fresh.beneficiaryToken,
    );

    // Assess
    expect(suspended).toMatchObject({
      suspended: true,
      suspension: { reason: 'unpaid invoices', operatorEmail: operator.account.email },
    });
    expect(seen.suspended).toBe(true);
    expect(reads.errors).toBeUndefined();
    expect(reads.data).toMatchObject({ beneficiaries: [fresh.beneficiaryId], tags: expect.any(Array) });
    expect(errorTypeOf(write)).toBe('organisation.suspended');
    expect(errorTypeOf(record)).toBe('organisation.suspended');
    expect(errorTypeOf(answer)).toBe('organisation.suspended');
    // Usage is the operators' own measure, exempt (docs/decisions.md): it alone was written.
    expect(usage.errors).toBeUndefined();
    const withoutUsage = (items: string[]) => items.filter((item) => !item.includes('USAGE#'));
    expect(withoutUsage(after)).toEqual(withoutUsage(before));
    expect(restored).toMatchObject({ suspended: false, suspension: null });
    expect((await organisationAs(token)).suspended).toBe(false);
    expect(writeAgain.errors).toBeUndefined();
    expect(answerAgain.errors).toBeUndefined();
    expect((await auditOf(fresh.orgId)).map(({ action, reason }) => [action, reason])).toEqual([
      ['RESTORED', 'paid'],
      ['SUSPENDED', 'unpaid invoices'],
    ]);
  });

  it.each([
    ['suspend', OPS_SUSPEND],
    ['restore', OPS_RESTORE],
  ])('%s refuses a missing reason and an unknown organisation, writing nothing', async (_name, mutation) => {
    // Prepare
    const before = await organisationSnapshot(a.orgId);

    // Act
    const blank = await gql(mutation, { orgId: a.orgId, reason: ' ' }, operator.token);
    const unknown = await gql(mutation, { orgId: randomUUID(), reason: 'r' }, operator.token);

    // Assess
    expect(errorTypeOf(blank)).toBe('input.invalid');
    expect(errorTypeOf(unknown)).toBe('organisation.notFound');
    expect(await organisationSnapshot(a.orgId)).toEqual(before);
  });
});

describe('opsAudit', () => {
  it('lists every organisation’s operator actions newest first, and one organisation’s alone', async () => {
    // Prepare
    const first = await aFreshOrganisation();
    const second = await aFreshOrganisation();
    await asOperator(operator.token, OPS_SET_PLUGIN, {
      orgId: first.orgId,
      plugin: 'sve',
      enabled: true,
      reason: 'one',
    });
    await asOperator(operator.token, OPS_SET_PATRON, { orgId: second.orgId, patron: true, reason: 'two' });

    // Act
    const all = dataOf<AuditEntry[]>(await gql(OPS_AUDIT, { limit: 2 }, operator.token), 'opsAudit');
    const ofFirst = await auditOf(first.orgId);

    // Assess
    expect(all.map(({ orgId, action }) => [orgId, action])).toEqual([
      [second.orgId, 'PATRON_SET'],
      [first.orgId, 'PLUGIN_ENABLED'],
    ]);
    expect(ofFirst).toEqual([
      expect.objectContaining({ orgId: first.orgId, action: 'PLUGIN_ENABLED', reason: 'one', plugin: 'sve' }),
    ]);
  });

  it.each([0, 501])('refuses a limit of %i with input.invalid', async (limit) => {
    // Act
    const response = await gql(OPS_AUDIT, { limit }, operator.token);

    // Assess
    expect(errorTypeOf(response)).toBe('input.invalid');
  });
});

describe('the wrong caller', () => {
  const CALLERS: [string, () => string, string[]][] = [
    ["A's own member", () => ownerToken(), ['ops.forbidden']],
    ['a member of another organisation', () => b.tokens.IdToken, ['ops.forbidden']],
    ["A's removed member", () => a.removed.tokens.IdToken, ['ops.forbidden']],
    // Operator fields are staff (Cognito) fields: AppSync refuses any other authorisation before the API.
    ["a link token of A's record", () => a.beneficiaryToken, ['Unauthorized', 'ops.forbidden']],
    ['anonymous', () => 'anonymous', ['Unauthorized', 'ops.forbidden']],
  ];
  const cases = OPERATIONS.flatMap(([name, query, variables]) =>
    CALLERS.map(([caller, token, codes]) => [name, caller, query, variables, token, codes] as const),
  );

  it.each(cases)(
    '%s is refused to %s, reading and writing nothing',
    async (name, _caller, query, variables, token, codes) => {
      // Prepare
      const before = await organisationSnapshot(a.orgId, a.userIds);

      // Act
      const response = await gql<Record<string, unknown>>(query, variables(a.orgId), token());

      // Assess
      expect(codes).toContain(errorTypeOf(response));
      expect(response.data?.[name] ?? null).toBeNull();
      expect(JSON.stringify(response)).not.toContain(a.name);
      expect(await organisationSnapshot(a.orgId, a.userIds)).toEqual(before);
    },
  );

  it("is refused with a link token's own record's ids too", async () => {
    // Act
    const response = await gql(OPS_ORGANISATION, { id: a.orgId }, a.beneficiaryToken);
    const own = await gql(
      OPS_SET_PLUGIN,
      { orgId: a.orgId, plugin: 'sve', enabled: true, reason: a.remoteRecordId },
      a.beneficiaryToken,
    );

    // Assess
    expect(['Unauthorized', 'ops.forbidden']).toContain(errorTypeOf(response));
    expect(['Unauthorized', 'ops.forbidden']).toContain(errorTypeOf(own));
  });
});

/** Every operator field with valid variables for an organisation. */
const OPERATIONS: [string, string, (orgId: string) => Record<string, unknown>][] = [
  ['opsOrganisations', OPS_ORGANISATIONS, () => ({})],
  ['opsOrganisation', OPS_ORGANISATION, (orgId) => ({ id: orgId })],
  ['opsAudit', OPS_AUDIT, (orgId) => ({ orgId })],
  ['opsSetPlugin', OPS_SET_PLUGIN, (orgId) => ({ orgId, plugin: 'sve', enabled: true, reason: 'r' })],
  ['opsSetPatron', OPS_SET_PATRON, (orgId) => ({ orgId, patron: true, reason: 'r' })],
  ['opsSuspend', OPS_SUSPEND, (orgId) => ({ orgId, reason: 'r' })],
  ['opsRestore', OPS_RESTORE, (orgId) => ({ orgId, reason: 'r' })],
];

describe('an operator removed mid-session', () => {
  it('is refused every operator field at once with ops.forbidden, while the ID token still names the group', async () => {
    // Prepare: an operator whose token works, then `operator remove`
    const removed = await anOperator();
    const target = await aFreshOrganisation();
    const working = await gql(OPS_AUDIT, { orgId: target.orgId }, removed.token);
    const before = await organisationSnapshot(target.orgId);
    await unmakeOperator(removed.account.email);

    // Act
    const responses = await Promise.all(
      OPERATIONS.map(async ([name, query, variables]) => ({
        name,
        response: await gql<Record<string, unknown>>(query, variables(target.orgId), removed.token),
      })),
    );
    const refreshed = await getTokensFromRefreshToken(removed.tokens.RefreshToken);

    // Assess
    expect(working.errors).toBeUndefined();
    for (const { name, response } of responses) {
      expect(errorTypeOf(response), name).toBe('ops.forbidden');
      expect(response.data?.[name] ?? null, name).toBeNull();
    }
    expect(await organisationSnapshot(target.orgId)).toEqual(before);
    // Signed out everywhere: no refresh brings a token back.
    expect(refreshed.body.AuthenticationResult).toBeUndefined();
    expect(refreshed.body.message).toBe('Refresh Token has been revoked');
  });
});

describe('concurrent plugin changes', () => {
  it('lose none: every operator’s change is kept and logged', async () => {
    // Prepare
    const fresh = await aFreshOrganisation();
    const plugins = ['sve', 'diluted_report', 'no-single-ben-summon'];

    // Act: three operators' changes at the same instant
    const responses = await Promise.all(
      plugins.map((plugin) =>
        gql(OPS_SET_PLUGIN, { orgId: fresh.orgId, plugin, enabled: true, reason: plugin }, operator.token),
      ),
    );
    const after = await organisationAs(fresh.token);

    // Assess
    expect(responses.map(({ errors }) => errors)).toEqual([undefined, undefined, undefined]);
    expect(after.plugins.map(({ id }) => id).sort()).toEqual([...plugins].sort());
    expect((await auditOf(fresh.orgId)).map(({ plugin }) => plugin).sort()).toEqual([...plugins].sort());
  });
});

describe('an operator', () => {
  it('acts across organisations without being a member, and nothing else changes for them', async () => {
    // Act
    const enable = await gql(
      OPS_SET_PLUGIN,
      { orgId: a.orgId, plugin: 'diluted_report', enabled: true, reason: 'r' },
      operator.token,
    );
    const readA = await gql('{ beneficiaries }', {}, operator.token);
    const disable = await gql(
      OPS_SET_PLUGIN,
      { orgId: a.orgId, plugin: 'diluted_report', enabled: false, reason: 'r' },
      operator.token,
    );
    const own = await organisationAs(operator.token);

    // Assess: their staff fields still act in their own organisation only
    expect(enable.errors).toBeUndefined();
    expect(disable.errors).toBeUndefined();
    expect(readA.data).toEqual({ beneficiaries: [] });
    expect(own.id).toBe(operator.orgId);
  });

  it('still writes in its own organisation (an AddMeeting needs a questionnaire: questionnaire.notFound)', async () => {
    // Act
    const response = await gql(ADD_MEETING, { beneficiaryID: 'b', outcomeSetID: 'none' }, operator.token);

    // Assess
    expect(errorTypeOf(response)).toBe('questionnaire.notFound');
  });
});
