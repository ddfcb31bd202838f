import { randomUUID } from 'node:crypto';

import { z } from 'zod';

import { AppError } from '#core/app-error.ts';
import type { RequestContext } from '#core/auth-context.ts';
import { parseInput } from '#core/validation.ts';
import { byName, toOrgUser } from '#domains/organisations/organisations.service.ts';
import type {
  OperatorFlag,
  Organisation,
  OrganisationsRepository,
} from '#domains/organisations/organisations.repository.ts';
import type {
  OpsAuditEntry,
  OpsFlag,
  OpsOrganisation,
  OpsOrganisationDetail,
  OpsUsageWeek,
} from '../../graphql/generated/schema-types.ts';

import { requireOperator } from './operator.ts';
import type { Operator } from './operator.ts';
import type { AuditEntry, OpsAction, OpsRepository, OrganisationChange } from './ops.repository.ts';

export type OpsDeps = {
  ops: OpsRepository;
  organisations: Pick<OrganisationsRepository, 'getOrganisationWithMembers'>;
  /** Injected so tests can pin ids and times. */
  newId?: () => string;
  now?: () => Date;
};

/** The plugins an organisation can be given (spec 01 §5 and 02: `sve`, `diluted_report`, `no-single-ben-summon`). */
export const PLUGINS = ['sve', 'diluted_report', 'no-single-ben-summon'] as const;

/** Usage weeks shown by default and at most: usage events are kept 400 days (usage.service.ts). */
export const DEFAULT_WEEKS = 12;
export const MAX_WEEKS = 52;
export const DEFAULT_AUDIT = 100;
export const MAX_AUDIT = 500;
/** Organisations whose counts are read at once when listing: each costs a few small queries. */
const LIST_CONCURRENCY = 8;

const Id = z.string().trim().min(1).max(100);
/** Why the operator acts: required, so the log always says why (1 to 500 characters once trimmed). */
const Reason = z.string().trim().min(1).max(500);

const nowOf = (deps: OpsDeps) => deps.now?.() ?? new Date();

const toFlag = (flag: OperatorFlag): OpsFlag => ({ ...flag });

const mapLimited = async <T, R>(items: T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

const latest = (...times: (string | undefined)[]): string | undefined =>
  times
    .filter((time): time is string => time !== undefined)
    .sort()
    .at(-1);

/** The organisation as the console lists it: its item, with its records counted and its latest activity. */
const opsOrganisationOf = async (
  organisation: Organisation,
  deps: OpsDeps,
  members?: number,
): Promise<OpsOrganisation> => {
  const [records, activity, counted] = await Promise.all([
    deps.ops.countRecords(organisation.id),
    deps.ops.latestActivity(organisation.id),
    members ?? organisation.activeUsers ?? activeMembers(organisation.id, deps),
  ]);
  return {
    id: organisation.id,
    name: organisation.name,
    created: organisation.createdAt,
    members: counted,
    records,
    lastActivity: latest(activity.session, activity.record) ?? null,
    patron: {
      patron: organisation.don,
      provider: organisation.providerDon ?? organisation.don,
      manual: organisation.donManual ? toFlag(organisation.donManual) : null,
    },
    plugins: organisation.plugins.map(({ id }) => ({ id })),
    suspended: organisation.suspension !== undefined,
    suspension: organisation.suspension ? toFlag(organisation.suspension) : null,
  };
};

/** Organisations written before the `activeUsers` counter: their active memberships, counted. */
const activeMembers = async (orgId: string, deps: OpsDeps): Promise<number> =>
  (await deps.organisations.getOrganisationWithMembers(orgId))?.members.filter(({ active }) => active)
    .length ?? 0;

const toAuditResult = (entry: AuditEntry): OpsAuditEntry => ({ ...entry, plugin: entry.plugin ?? null });

const SearchInput = z.object({ search: z.string().trim().max(100).nullish() });

/**
 * `Query.opsOrganisations(search)`: every organisation, newest first; `search` keeps those whose name or id
 * contains it, ignoring case.
 */
export const listOpsOrganisations = async (
  ctx: RequestContext,
  input: unknown,
  deps: OpsDeps,
): Promise<OpsOrganisation[]> => {
  requireOperator(ctx);
  const { search } = parseInput(SearchInput, input);
  const needle = search?.toLocaleLowerCase('en');
  const organisations = (await deps.ops.listOrganisations())
    .filter(
      ({ id, name }) =>
        !needle || name.toLocaleLowerCase('en').includes(needle) || id.toLowerCase().includes(needle),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  return mapLimited(organisations, LIST_CONCURRENCY, (organisation) => opsOrganisationOf(organisation, deps));
};

const DAY_MS = 86_400_000;

/** Monday 00:00 UTC of the week `date` falls in. */
export const weekStart = (date: Date): Date => {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
};

/**
 * Records created, staff sessions and distinct active staff users per week, the latest `weeks` weeks (the current
 * one last), from the record index and the usage events (`RecordUsage`).
 */
const usageOf = async (orgId: string, weeks: number, deps: OpsDeps): Promise<OpsUsageWeek[]> => {
  const first = new Date(weekStart(nowOf(deps)).getTime() - (weeks - 1) * 7 * DAY_MS);
  const from = first.toISOString();
  const [sessions, records] = await Promise.all([
    deps.ops.usageSince(orgId, from),
    deps.ops.recordsCreatedSince(orgId, from),
  ]);
  const result = Array.from({ length: weeks }, (_, index) => ({
    week: new Date(first.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
    records: 0,
    sessions: 0,
    users: new Set<string>(),
  }));
  const weekIndex = (at: string) => Math.floor((Date.parse(at) - first.getTime()) / (7 * DAY_MS));
  for (const created of records) {
    const week = result[weekIndex(created)];
    if (week) week.records += 1;
  }
  for (const { at, userId } of sessions) {
    const week = result[weekIndex(at)];
    if (!week) continue;
    week.sessions += 1;
    week.users.add(userId);
  }
  return result.map(({ week, records: made, sessions: count, users }) => ({
    week,
    records: made,
    sessions: count,
    activeUsers: users.size,
  }));
};

const DetailInput = z.object({
  id: Id,
  weeks: z.number().int().min(1).max(MAX_WEEKS).nullish(),
});

/** `Query.opsOrganisation(id, weeks)`: one organisation with its members, usage per week and audit log. */
export const getOpsOrganisation = async (
  ctx: RequestContext,
  input: unknown,
  deps: OpsDeps,
): Promise<OpsOrganisationDetail> => {
  requireOperator(ctx);
  const { id, weeks } = parseInput(DetailInput, input);
  const found = await deps.organisations.getOrganisationWithMembers(id);
  if (!found) throw new AppError('organisation.notFound');
  const members = found.members.map(toOrgUser);
  const [organisation, usage, audit] = await Promise.all([
    opsOrganisationOf(found.organisation, deps, members.filter(({ active }) => active).length),
    usageOf(id, weeks ?? DEFAULT_WEEKS, deps),
    deps.ops.listAudit(id, DEFAULT_AUDIT),
  ]);
  return {
    organisation,
    users: members.sort((a, b) => Number(b.active) - Number(a.active) || byName(a, b)),
    usage,
    audit: audit.map(toAuditResult),
  };
};

const AuditInput = z.object({
  orgId: Id.nullish(),
  limit: z.number().int().min(1).max(MAX_AUDIT).nullish(),
});

/** `Query.opsAudit(orgId, limit)`: operator actions, newest first, of one organisation or all. */
export const listOpsAudit = async (
  ctx: RequestContext,
  input: unknown,
  deps: OpsDeps,
): Promise<OpsAuditEntry[]> => {
  requireOperator(ctx);
  const { orgId, limit } = parseInput(AuditInput, input);
  return (await deps.ops.listAudit(orgId ?? undefined, limit ?? DEFAULT_AUDIT)).map(toAuditResult);
};

/**
 * Every operator action: the operator is checked, then the input, then the organisation is read (consistently)
 * and the change and its audit entry are written in one transaction. An action that changes nothing (a plugin
 * already on) is still recorded: the log says what each operator asked for and why.
 */
const act = async (
  ctx: RequestContext,
  orgId: string,
  deps: OpsDeps,
  decide: (
    organisation: Organisation,
    flag: OperatorFlag,
  ) => { change: OrganisationChange; action: OpsAction; plugin?: string },
  reason: string,
): Promise<OpsOrganisation> => {
  const operator: Operator = requireOperator(ctx);
  const organisation = await deps.ops.getOrganisation(orgId);
  if (!organisation) throw new AppError('organisation.notFound');
  const at = nowOf(deps).toISOString();
  const flag: OperatorFlag = { reason, at, operatorId: operator.id, operatorEmail: operator.email };
  const { change, action, plugin } = decide(organisation, flag);
  const outcome = await deps.ops.changeOrganisation(orgId, change, {
    id: (deps.newId ?? randomUUID)(),
    at,
    action,
    orgId,
    orgName: organisation.name,
    ...(plugin === undefined ? {} : { plugin }),
    reason,
    operatorId: operator.id,
    operatorEmail: operator.email,
    via: operator.via,
  });
  if (outcome === 'notFound') throw new AppError('organisation.notFound');
  const changed = await deps.ops.getOrganisation(orgId);
  if (!changed) throw new AppError('organisation.notFound');
  return opsOrganisationOf(changed, deps);
};

/** The operator is refused before their input is looked at, as everywhere else. */
const operatorInput = <S extends z.ZodType>(ctx: RequestContext, schema: S, input: unknown): z.infer<S> => {
  requireOperator(ctx);
  return parseInput(schema, input);
};

const PluginInput = z.object({
  orgId: Id,
  plugin: z.enum(PLUGINS),
  enabled: z.boolean(),
  reason: Reason,
});

/** `Mutation.opsSetPlugin`: members read the organisation's `plugins` fresh, so the change shows at once. */
export const setPlugin = async (
  ctx: RequestContext,
  input: unknown,
  deps: OpsDeps,
): Promise<OpsOrganisation> => {
  const { orgId, plugin, enabled, reason } = operatorInput(ctx, PluginInput, input);
  return act(
    ctx,
    orgId,
    deps,
    ({ plugins }) => {
      const others = plugins.filter(({ id }) => id !== plugin);
      return {
        change: { plugins: enabled ? [...others, { id: plugin }] : others },
        action: enabled ? 'PLUGIN_ENABLED' : 'PLUGIN_DISABLED',
        plugin,
      };
    },
    reason,
  );
};

const PatronInput = z.object({ orgId: Id, patron: z.boolean(), reason: Reason });

/** `Mutation.opsSetPatron`: the manual flag only; the provider's status (`don`) is the webhooks' alone. */
export const setPatron = async (
  ctx: RequestContext,
  input: unknown,
  deps: OpsDeps,
): Promise<OpsOrganisation> => {
  const { orgId, patron, reason } = operatorInput(ctx, PatronInput, input);
  return act(
    ctx,
    orgId,
    deps,
    (_organisation, flag) => ({
      change: { donManual: patron ? flag : null },
      action: patron ? 'PATRON_SET' : 'PATRON_CLEARED',
    }),
    reason,
  );
};

const SuspendInput = z.object({ orgId: Id, reason: Reason });

/** `Mutation.opsSuspend`: members keep reading; every write is refused (ops/suspension.ts). Nothing is deleted. */
export const suspend = async (
  ctx: RequestContext,
  input: unknown,
  deps: OpsDeps,
): Promise<OpsOrganisation> => {
  const { orgId, reason } = operatorInput(ctx, SuspendInput, input);
  return act(
    ctx,
    orgId,
    deps,
    (_organisation, flag) => ({ change: { suspension: flag }, action: 'SUSPENDED' }),
    reason,
  );
};

/** `Mutation.opsRestore`: lifts the suspension; writes work again at once. */
export const restore = async (
  ctx: RequestContext,
  input: unknown,
  deps: OpsDeps,
): Promise<OpsOrganisation> => {
  const { orgId, reason } = operatorInput(ctx, SuspendInput, input);
  return act(ctx, orgId, deps, () => ({ change: { suspension: null }, action: 'RESTORED' }), reason);
};
