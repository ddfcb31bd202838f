import { describe, expect, it } from 'vitest';

import type { Caller, RequestContext } from '#core/auth-context.ts';
import type { Membership, Organisation } from '#domains/organisations/organisations.repository.ts';

import type {
  AuditEntry,
  OpsRepository,
  OrganisationChange,
  OrganisationListPosition,
  UsageEvent,
} from './ops.repository.ts';
import {
  getOpsOrganisation,
  listOpsAudit,
  listOpsOrganisations,
  restore,
  setPatron,
  setPlugin,
  suspend,
  weekStart,
} from './ops.service.ts';
import type { OpsDeps } from './ops.service.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z'); // a Friday
const operatorCaller: Caller = {
  kind: 'staff',
  userId: 'op-1',
  email: 'op@example.org',
  name: 'Op',
  groups: ['operators'],
};
const asOperator: RequestContext = { caller: operatorCaller };

/** An in-memory stand-in for the table, counting writes so a refusal can be shown to write nothing. */
class FakeOps implements OpsRepository {
  organisations = new Map<string, Organisation & { pluginsVersion: number }>();
  members = new Map<string, Membership[]>();
  audit: AuditEntry[] = [];
  usage = new Map<string, UsageEvent[]>();
  records = new Map<string, string[]>();
  writes = 0;
  /** Organisation items read by listOrganisations, to show a page reads no more than it needs. */
  listed = 0;
  /** Runs before each plugin write: a stand-in for another operator's change landing in between. */
  beforePluginWrite?: () => void;

  add(organisation: Partial<Organisation> & Pick<Organisation, 'id' | 'name'>) {
    this.organisations.set(organisation.id, {
      don: false,
      settings: { beneficiaryTypeAhead: false },
      plugins: [],
      generatedReport: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      activeUsers: 1,
      pluginsVersion: 0,
      ...organisation,
    });
  }

  /** GSI1 `ORGS`: newest first by `{createdAt}#{orgId}`. */
  listOrganisations(after: OrganisationListPosition | undefined, limit: number) {
    const position = (createdAt: string, id: string) => `${createdAt}#${id}`;
    const all = [...this.organisations.values()]
      .sort((a, b) => position(b.createdAt, b.id).localeCompare(position(a.createdAt, a.id)))
      .filter(
        (organisation) =>
          !after ||
          position(organisation.createdAt, organisation.id) < position(after.createdAt, after.orgId),
      );
    const organisations = all.slice(0, limit);
    this.listed += organisations.length;
    return Promise.resolve({ organisations, more: all.length > limit });
  }
  getOrganisation(orgId: string) {
    const organisation = this.organisations.get(orgId);
    return Promise.resolve(organisation && { ...organisation, plugins: [...organisation.plugins] });
  }
  countRecords(orgId: string) {
    return Promise.resolve(this.records.get(orgId)?.length ?? 0);
  }
  latestActivity(orgId: string) {
    const session = this.usage
      .get(orgId)
      ?.map(({ at }) => at)
      .sort()
      .at(-1);
    const record = this.records.get(orgId)?.slice().sort().at(-1);
    return Promise.resolve({ ...(session ? { session } : {}), ...(record ? { record } : {}) });
  }
  usageSince(orgId: string, from: string) {
    return Promise.resolve((this.usage.get(orgId) ?? []).filter(({ at }) => at >= from));
  }
  recordsCreatedSince(orgId: string, from: string) {
    return Promise.resolve((this.records.get(orgId) ?? []).filter((created) => created >= from));
  }
  changeOrganisation(orgId: string, change: OrganisationChange, entry: AuditEntry) {
    if ('plugins' in change) this.beforePluginWrite?.();
    const organisation = this.organisations.get(orgId);
    if (!organisation) return Promise.resolve('notFound' as const);
    if ('plugins' in change && change.pluginsVersion !== organisation.pluginsVersion)
      return Promise.resolve('conflict' as const);
    this.writes += 1;
    const next = { ...organisation };
    if ('plugins' in change) {
      next.plugins = change.plugins;
      next.pluginsVersion += 1;
    }
    if ('donManual' in change) {
      if (change.donManual) next.donManual = change.donManual;
      else delete next.donManual;
    }
    if ('suspension' in change) {
      if (change.suspension) next.suspension = change.suspension;
      else delete next.suspension;
    }
    const provider = organisation.providerDon ?? organisation.don;
    next.providerDon = provider;
    next.don = provider || next.donManual !== undefined;
    this.organisations.set(orgId, next);
    this.audit.unshift(entry);
    return Promise.resolve('changed' as const);
  }
  listAudit(orgId: string | undefined, limit: number) {
    return Promise.resolve(
      this.audit.filter((entry) => orgId === undefined || entry.orgId === orgId).slice(0, limit),
    );
  }
}

/** The operator records: op-1 is an operator; `removed` empties them, as `operator remove` does. */
class FakeOperators {
  ids = new Set(['op-1']);
  reads = 0;
  isOperator(userId: string) {
    this.reads += 1;
    return Promise.resolve(this.ids.has(userId));
  }
}

const setup = () => {
  const ops = new FakeOps();
  const operators = new FakeOperators();
  ops.add({ id: 'org-1', name: 'Harbour Trust', createdAt: '2026-02-01T00:00:00.000Z' });
  ops.add({ id: 'org-2', name: 'River Aid', createdAt: '2026-03-01T00:00:00.000Z' });
  let ids = 0;
  const deps: OpsDeps = {
    ops,
    organisations: {
      getOrganisationWithMembers: (orgId) => {
        const organisation = ops.organisations.get(orgId);
        return Promise.resolve(organisation && { organisation, members: ops.members.get(orgId) ?? [] });
      },
    },
    operators,
    newId: () => `entry-${(ids += 1)}`,
    now: () => NOW,
  };
  return { ops, deps, operators };
};

describe('requireOperator, first in every operator service', () => {
  const notOperators: [string, Caller][] = [
    ['a staff user in no group', { kind: 'staff', userId: 'u', email: 'u@example.org', name: 'U' }],
    [
      'a staff user in another group',
      { kind: 'staff', userId: 'u', email: 'u@example.org', name: 'U', groups: ['staff'] },
    ],
    ['a link token', { kind: 'beneficiary', orgId: 'org-1', beneficiaryId: 'b', sequence: [], jti: 'j' }],
    ['the anonymous caller', { kind: 'anonymous' }],
  ];
  const services = [
    ['listOpsOrganisations', (ctx: RequestContext, deps: OpsDeps) => listOpsOrganisations(ctx, {}, deps)],
    [
      'getOpsOrganisation',
      (ctx: RequestContext, deps: OpsDeps) => getOpsOrganisation(ctx, { id: 'org-1' }, deps),
    ],
    ['listOpsAudit', (ctx: RequestContext, deps: OpsDeps) => listOpsAudit(ctx, {}, deps)],
    [
      'setPlugin',
      (ctx: RequestContext, deps: OpsDeps) =>
        setPlugin(ctx, { orgId: 'org-1', plugin: 'sve', enabled: true, reason: 'r' }, deps),
    ],
    [
      'setPatron',
      (ctx: RequestContext, deps: OpsDeps) =>
        setPatron(ctx, { orgId: 'org-1', patron: true, reason: 'r' }, deps),
    ],
    ['suspend', (ctx: RequestContext, deps: OpsDeps) => suspend(ctx, { orgId: 'org-1', reason: 'r' }, deps)],
    ['restore', (ctx: RequestContext, deps: OpsDeps) => restore(ctx, { orgId: 'org-1', reason: 'r' }, deps)],
  ] as const;

  it.each(
    services.flatMap(([name, call]) =>
      notOperators.map(([who, caller]) => [name, who, caller, call] as const),
    ),
  )(
    '%s refuses %s with ops.forbidden, before its input and writing nothing',
    async (_name, _who, caller, call) => {
      // Prepare
      const { ops, deps } = setup();
      // Act
      const result = call({ caller }, deps);
      // Assess
      await expect(result).rejects.toMatchObject({ code: 'ops.forbidden' });
      expect(ops.writes).toBe(0);
    },
  );

  it.each(services)(
    '%s refuses an operator whose record was removed, though the token still names the group',
    async (_name, call) => {
      // Prepare
      const { ops, deps, operators } = setup();
      operators.ids.clear();
      // Act
      const result = call(asOperator, deps);
      // Assess
      await expect(result).rejects.toMatchObject({ code: 'ops.forbidden' });
      expect(ops.writes).toBe(0);
    },
  );

  it.each(services)('%s reads the operator record once', async (_name, call) => {
    // Prepare
    const { deps, operators } = setup();
    // Act
    await call(asOperator, deps);
    // Assess
    expect(operators.reads).toBe(1);
  });

  it('lets the command line act on its credentials alone, without a record', async () => {
    // Prepare
    const { deps, operators } = setup();
    operators.ids.clear();
    const cli: RequestContext = { caller: { ...operatorCaller, userId: 'cli:volunteer' }, channel: 'cli' };
    // Act
    const result = await listOpsAudit(cli, {}, deps);
    // Assess
    expect(result).toEqual([]);
    expect(operators.reads).toBe(0);
  });

  it('refuses a non-operator even when the input is invalid', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = setPlugin({ caller: { kind: 'anonymous' } }, { plugin: 'chess' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'ops.forbidden' });
  });
});

describe('setPlugin', () => {
  it('adds the plugin once, keeps the others, and records who, when, what and the trimmed reason', async () => {
    // Prepare
    const { ops, deps } = setup();
    ops.organisations.get('org-1')!.plugins = [{ id: 'diluted_report' }];
    // Act
    await setPlugin(asOperator, { orgId: 'org-1', plugin: 'sve', enabled: true, reason: '  pilot  ' }, deps);
    const result = await setPlugin(
      asOperator,
      { orgId: 'org-1', plugin: 'sve', enabled: true, reason: 'again' },
      deps,
    );
    // Assess
    expect(result.plugins).toEqual([{ id: 'diluted_report' }, { id: 'sve' }]);
    expect(ops.audit.at(-1)).toEqual({
      id: 'entry-1',
      at: NOW.toISOString(),
      action: 'PLUGIN_ENABLED',
      orgId: 'org-1',
      orgName: 'Harbour Trust',
      plugin: 'sve',
      reason: 'pilot',
      operatorId: 'op-1',
      operatorEmail: 'op@example.org',
      via: 'console',
    });
    expect(ops.audit).toHaveLength(2);
  });

  it('applies its change on top of another operator’s made between its read and its write', async () => {
    // Prepare: another operator turns diluted_report on just before this write
    const { ops, deps } = setup();
    let raced = false;
    ops.beforePluginWrite = () => {
      if (raced) return;
      raced = true;
      const organisation = ops.organisations.get('org-1')!;
      organisation.plugins = [{ id: 'diluted_report' }];
      organisation.pluginsVersion += 1;
    };
    // Act
    const result = await setPlugin(
      asOperator,
      { orgId: 'org-1', plugin: 'sve', enabled: true, reason: 'r' },
      deps,
    );
    // Assess
    expect(result.plugins).toEqual([{ id: 'diluted_report' }, { id: 'sve' }]);
    expect(ops.audit).toHaveLength(1);
  });

  it('gives up with ops.conflict when every attempt loses the race, having written nothing', async () => {
    // Prepare
    const { ops, deps } = setup();
    ops.beforePluginWrite = () => {
      ops.organisations.get('org-1')!.pluginsVersion += 1;
    };
    // Act
    const result = setPlugin(asOperator, { orgId: 'org-1', plugin: 'sve', enabled: true, reason: 'r' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'ops.conflict' });
    expect(ops.writes).toBe(0);
    expect(ops.audit).toEqual([]);
  });

  it('removes only that plugin when disabled', async () => {
    // Prepare
    const { ops, deps } = setup();
    ops.organisations.get('org-1')!.plugins = [{ id: 'sve' }, { id: 'no-single-ben-summon' }];
    // Act
    const result = await setPlugin(
      asOperator,
      { orgId: 'org-1', plugin: 'sve', enabled: false, reason: 'r' },
      deps,
    );
    // Assess
    expect(result.plugins).toEqual([{ id: 'no-single-ben-summon' }]);
    expect(ops.audit[0]).toMatchObject({ action: 'PLUGIN_DISABLED', plugin: 'sve' });
  });

  it.each([
    ['an unknown plugin', { plugin: 'chess' }, { plugin: 'invalid' }],
    ['no reason', { reason: undefined }, { reason: 'required' }],
    ['a blank reason', { reason: ' \t ' }, { reason: 'required' }],
    ['a reason of 501 characters', { reason: 'x'.repeat(501) }, { reason: 'tooLong' }],
    ['no organisation', { orgId: '' }, { orgId: 'required' }],
    ['no enabled flag', { enabled: undefined }, { enabled: 'required' }],
  ])('refuses %s with input.invalid and writes nothing', async (_case, change, fieldErrors) => {
    // Prepare
    const { ops, deps } = setup();
    // Act
    const result = setPlugin(
      asOperator,
      { orgId: 'org-1', plugin: 'sve', enabled: true, reason: 'r', ...change },
      deps,
    );
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
    expect(ops.writes).toBe(0);
  });

  it('answers organisation.notFound for an unknown organisation', async () => {
    // Prepare
    const { ops, deps } = setup();
    // Act
    const result = setPlugin(asOperator, { orgId: 'nope', plugin: 'sve', enabled: true, reason: 'r' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'organisation.notFound' });
    expect(ops.writes).toBe(0);
  });

  it('records the command line as via cli', async () => {
    // Prepare
    const { ops, deps } = setup();
    // Act
    await setPlugin(
      { ...asOperator, channel: 'cli' },
      { orgId: 'org-1', plugin: 'sve', enabled: true, reason: 'r' },
      deps,
    );
    // Assess
    expect(ops.audit[0]?.via).toBe('cli');
  });
});

describe('setPatron', () => {
  it('sets the manual flag beside the provider, and clearing it leaves the provider’s status', async () => {
    // Prepare: the provider says patron
    const { ops, deps } = setup();
    ops.organisations.get('org-1')!.don = true;
    // Act
    const set = await setPatron(asOperator, { orgId: 'org-1', patron: true, reason: 'invoice' }, deps);
    const cleared = await setPatron(asOperator, { orgId: 'org-1', patron: false, reason: 'done' }, deps);
    // Assess
    expect(set.patron).toEqual({
      patron: true,
      provider: true,
      manual: {
        reason: 'invoice',
        at: NOW.toISOString(),
        operatorId: 'op-1',
        operatorEmail: 'op@example.org',
      },
    });
    expect(cleared.patron).toEqual({ patron: true, provider: true, manual: null });
    expect(ops.audit.map(({ action }) => action)).toEqual(['PATRON_CLEARED', 'PATRON_SET']);
  });

  it('makes an organisation the provider knows nothing of a patron, until cleared', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const set = await setPatron(asOperator, { orgId: 'org-2', patron: true, reason: 'invoice' }, deps);
    const cleared = await setPatron(asOperator, { orgId: 'org-2', patron: false, reason: 'unpaid' }, deps);
    // Assess
    expect(set.patron.patron).toBe(true);
    expect(set.patron.provider).toBe(false);
    expect(cleared.patron).toEqual({ patron: false, provider: false, manual: null });
  });
});

describe('suspend and restore', () => {
  it('suspends with the reason and restores; both are recorded', async () => {
    // Prepare
    const { ops, deps } = setup();
    // Act
    const suspended = await suspend(asOperator, { orgId: 'org-1', reason: ' abuse report ' }, deps);
    const restored = await restore(asOperator, { orgId: 'org-1', reason: 'resolved' }, deps);
    // Assess
    expect(suspended.suspended).toBe(true);
    expect(suspended.suspension).toMatchObject({ reason: 'abuse report', operatorEmail: 'op@example.org' });
    expect(restored).toMatchObject({ suspended: false, suspension: null });
    expect(ops.audit.map(({ action, reason }) => [action, reason])).toEqual([
      ['RESTORED', 'resolved'],
      ['SUSPENDED', 'abuse report'],
    ]);
  });
});

describe('listOpsOrganisations', () => {
  it('lists every organisation newest first with counts and latest activity; search matches name or id', async () => {
    // Prepare
    const { ops, deps } = setup();
    ops.records.set('org-1', ['2026-11-20T09:00:00.000Z', '2026-11-25T09:00:00.000Z']);
    ops.usage.set('org-1', [{ at: '2026-11-26T09:00:00.000Z', userId: 'u1' }]);
    // Act
    const { organisations: all, nextToken } = await listOpsOrganisations(asOperator, {}, deps);
    const byName = (await listOpsOrganisations(asOperator, { search: 'harBOUR' }, deps)).organisations;
    const byId = (await listOpsOrganisations(asOperator, { search: 'ORG-2' }, deps)).organisations;
    // Assess
    expect(nextToken).toBeNull();
    expect(all.map(({ id }) => id)).toEqual(['org-2', 'org-1']);
    expect(all[1]).toMatchObject({
      name: 'Harbour Trust',
      created: '2026-02-01T00:00:00.000Z',
      members: 1,
      records: 2,
      lastActivity: '2026-11-26T09:00:00.000Z',
      suspended: false,
    });
    expect(all[0]?.lastActivity).toBeNull();
    expect(byName.map(({ id }) => id)).toEqual(['org-1']);
    expect(byId.map(({ id }) => id)).toEqual(['org-2']);
  });

  it('pages through the list: each page starts after the previous one’s last, the last has no token', async () => {
    // Prepare: five organisations besides the two of setup, one a day
    const { ops, deps } = setup();
    for (const day of [1, 2, 3, 4, 5])
      ops.add({ id: `org-1${day}`, name: `Trust ${day}`, createdAt: `2026-04-0${day}T00:00:00.000Z` });
    // Act
    const first = await listOpsOrganisations(asOperator, { limit: 3 }, deps);
    const second = await listOpsOrganisations(asOperator, { limit: 3, nextToken: first.nextToken }, deps);
    const third = await listOpsOrganisations(asOperator, { limit: 3, nextToken: second.nextToken }, deps);
    // Assess
    expect(first.organisations.map(({ id }) => id)).toEqual(['org-15', 'org-14', 'org-13']);
    expect(second.organisations.map(({ id }) => id)).toEqual(['org-12', 'org-11', 'org-2']);
    expect(third).toEqual({ organisations: [expect.objectContaining({ id: 'org-1' })], nextToken: null });
  });

  it('searches across pages of the list until its page is full', async () => {
    // Prepare: 450 organisations, three of which match, far apart
    const { ops, deps } = setup();
    for (let index = 0; index < 450; index += 1) {
      const name = index % 200 === 7 ? `Needle ${index}` : `Hay ${index}`;
      ops.add({ id: `h-${index}`, name, createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString() });
    }
    // Act
    const first = await listOpsOrganisations(asOperator, { search: 'needle', limit: 2 }, deps);
    const second = await listOpsOrganisations(
      asOperator,
      { search: 'needle', limit: 2, nextToken: first.nextToken },
      deps,
    );
    // Assess
    expect(first.organisations.map(({ name }) => name)).toEqual(['Needle 407', 'Needle 207']);
    expect(first.nextToken).not.toBeNull();
    expect(second).toEqual({
      organisations: [expect.objectContaining({ name: 'Needle 7' })],
      nextToken: null,
    });
  });

  it.each([
    ['a limit over 100', { limit: 101 }, { limit: 'tooLarge' }],
    ['a limit of 0', { limit: 0 }, { limit: 'tooSmall' }],
    ['a token that is not one', { nextToken: 'not-a-token' }, { nextToken: 'invalid' }],
  ])('refuses %s with input.invalid', async (_case, input, fieldErrors) => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = listOpsOrganisations(asOperator, input, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'input.invalid', fieldErrors });
  });
});

describe('getOpsOrganisation', () => {
  it('counts records, sessions and distinct users per week, Monday to Sunday UTC, oldest first', async () => {
    // Prepare: this week began on Monday 23 November
    const { ops, deps } = setup();
    ops.records.set('org-1', [
      '2026-11-23T00:00:00.000Z',
      '2026-11-22T23:59:59.999Z',
      '2026-10-01T00:00:00.000Z',
    ]);
    ops.usage.set('org-1', [
      { at: '2026-11-24T10:00:00.000Z', userId: 'u1' },
      { at: '2026-11-25T10:00:00.000Z', userId: 'u1' },
      { at: '2026-11-26T10:00:00.000Z', userId: 'u2' },
      { at: '2026-11-17T10:00:00.000Z', userId: 'u3' },
    ]);
    // Act
    const detail = await getOpsOrganisation(asOperator, { id: 'org-1', weeks: 2 }, deps);
    // Assess
    expect(detail.usage).toEqual([
      { week: '2026-11-16', records: 1, sessions: 1, activeUsers: 1 },
      { week: '2026-11-23', records: 1, sessions: 3, activeUsers: 2 },
    ]);
  });

  it('answers organisation.notFound for an unknown id', async () => {
    // Prepare
    const { deps } = setup();
    // Act
    const result = getOpsOrganisation(asOperator, { id: 'nope' }, deps);
    // Assess
    await expect(result).rejects.toMatchObject({ code: 'organisation.notFound' });
  });
});

describe('weekStart', () => {
  it.each([
    ['2026-11-23T00:00:00.000Z', '2026-11-23'],
    ['2026-11-29T23:59:59.999Z', '2026-11-23'],
    ['2026-11-30T00:00:00.000Z', '2026-11-30'],
  ])('puts %s in the week of Monday %s', (at, monday) => {
    // Act
    const start = weekStart(new Date(at));
    // Assess
    expect(start.toISOString().slice(0, 10)).toBe(monday);
  });
});
