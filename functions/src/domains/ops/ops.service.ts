import { randomUUID } from 'node:crypto';

import * as z from 'zod';

import { AppError } from '#core/app-error.ts';
import { STALE, withOptimisticRetry } from '#core/optimistic-retry.ts';
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
  OpsOrganisationsPage,
  OpsUsageWeek,
} from '../../graphql/generated/schema-types.ts';

import { requireOperator } from './operator.ts';
import type { Operator } from './operator.ts';
import type { OperatorsRepository } from './operators.repository.ts';
import type {
  AuditEntry,
  OpsAction,
  OpsOrganisationItem,
  OpsRepository,
  OrganisationChange,
  OrganisationListPosition,
} from './ops.repository.ts';

export type OpsDeps = {
  ops: OpsRepository;
  organisations: Pick<OrganisationsRepository, 'getOrganisationWithMembers'>;
  /** The operator records every operator field reads (operator.ts). */
  operators: Pick<OperatorsRepository, 'isOperator'>;
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
/** Organisations per page of the list, by default and at most: each costs its counts (opsOrganisationOf). */
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 100;
/** Organisation items read per Query while searching: small items, so a read costs little beside the counts. */
const LIST_READ = 200;

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

/** The page token is where the previous page stopped: its last organisation's position, opaque to clients. */
export const encodeListToken = ({ orgId, createdAt }: OrganisationListPosition): string =>
  Buffer.from(JSON.stringify([createdAt, orgId])).toString('base64url');

const ListToken = z
  .string()
  .max(500)
  .transform((token, ctx): OrganisationListPosition => {
    try {
      const [createdAt, orgId] = JSON.parse(Buffer.from(token, 'base64url').toString()) as unknown[];
      if (typeof createdAt === 'string' && typeof orgId === 'string' && createdAt && orgId)
        return { createdAt, orgId };
    } catch {
      // Not JSON: refused below like any other malformed token.
    }
    ctx.addIssue({ code: 'custom', message: 'not a page token' });
    return z.NEVER;
  });

const SearchInput = z.object({
  search: z.string().trim().max(100).nullish(),
  limit: z.number().int().min(1).max(MAX_PAGE).nullish(),
  nextToken: ListToken.nullish(),
});

/**
 * `Query.opsOrganisations(search, limit, nextToken)`: organisations newest first, a page at a time, from the
 * operators' list (GSI1 `ORGS`, docs/data-model.md A21; no Scan); `search` keeps those whose name or id contains
 * it, ignoring case. The list is read until the page is full, and only the page's organisations are counted, so
 * a page costs the same however many organisations there are.
 */
export const listOpsOrganisations = async (
  ctx: RequestContext,
  input: unknown,
  deps: OpsDeps,
): Promise<OpsOrganisationsPage> => {
  await requireOperator(ctx, deps.operators);
  const { search, limit, nextToken } = parseInput(SearchInput, input);
  const needle = search?.toLocaleLowerCase('en');
  const matches = ({ id, name }: Organisation) =>
    !needle || name.toLocaleLowerCase('en').includes(needle) || id.toLowerCase().includes(needle);
  const size = limit ?? DEFAULT_PAGE;
  const page: Organisation[] = [];
  let after = nextToken ?? undefined;
  let more = true;
  while (page.length < size && more) {
    const read = await deps.ops.listOrganisations(after, LIST_READ);
    more = read.more && read.organisations.length > 0;
    let last = read.organisations.at(-1);
    for (const [index, organisation] of read.organisations.entries()) {
      if (!matches(organisation)) continue;
      page.push(organisation);
      if (page.length === size) {
        // Full: the next page starts after this one, and there is one if anything was left unread.
        last = organisation;
        more ||= index < read.organisations.length - 1;
        break;
      }
    }
    if (last) after = { orgId: last.id, createdAt: last.createdAt };
  }
  const organisations = await mapLimited(page, LIST_CONCURRENCY, (organisation) =>
    opsOrganisationOf(organisation, deps),
  );
  return { organisations, nextToken: more && after ? encodeListToken(after) : null };
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
  await requireOperator(ctx, deps.operators);
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
  await requireOperator(ctx, deps.operators);
  const { orgId, limit } = parseInput(AuditInput, input);
  return (await deps.ops.listAudit(orgId ?? undefined, limit ?? DEFAULT_AUDIT)).map(toAuditResult);
};

/**
 * Every operator action: the operator is checked, then the input, then the organisation is read (consistently)
 * and the change and its audit entry are written in one transaction. An action that changes nothing (a plugin
 * already on) is still recorded: the log says what each operator asked for and why. A plugin change another
 * operator's made stale (`conflict`) is decided again on a fresh read, so neither is lost; after
 * `OPTIMISTIC_ATTEMPTS` such races it gives up with `ops.conflict`, having written nothing.
 */
const act = async (
  operator: Operator,
  orgId: string,
  deps: OpsDeps,
  decide: (
    organisation: OpsOrganisationItem,
    flag: OperatorFlag,
  ) => { change: OrganisationChange; action: OpsAction; plugin?: string },
  reason: string,
): Promise<OpsOrganisation> => {
  const at = nowOf(deps).toISOString();
  const flag: OperatorFlag = { reason, at, operatorId: operator.id, operatorEmail: operator.email };
  const entryId = (deps.newId ?? randomUUID)();
  await withOptimisticRetry('ops.conflict', async () => {
    const organisation = await deps.ops.getOrganisation(orgId);
    if (!organisation) throw new AppError('organisation.notFound');
    const { change, action, plugin } = decide(organisation, flag);
    const outcome = await deps.ops.changeOrganisation(orgId, change, {
      id: entryId,
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
    return outcome === 'changed' ? outcome : STALE;
  });
  const changed = await deps.ops.getOrganisation(orgId);
  if (!changed) throw new AppError('organisation.notFound');
  return opsOrganisationOf(changed, deps);
};

/** The operator is refused before their input is looked at, as everywhere else (one read of their record). */
const operatorInput = async <S extends z.ZodType>(
  ctx: RequestContext,
  deps: OpsDeps,
  schema: S,
  input: unknown,
): Promise<[Operator, z.infer<S>]> => {
  const operator = await requireOperator(ctx, deps.operators);
  return [operator, parseInput(schema, input)];
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
  const [operator, { orgId, plugin, enabled, reason }] = await operatorInput(ctx, deps, PluginInput, input);
  return act(
    operator,
    orgId,
    deps,
    ({ plugins, pluginsVersion }) => {
      const others = plugins.filter(({ id }) => id !== plugin);
      return {
        change: { plugins: enabled ? [...others, { id: plugin }] : others, pluginsVersion },
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
  const [operator, { orgId, patron, reason }] = await operatorInput(ctx, deps, PatronInput, input);
  return act(
    operator,
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
  const [operator, { orgId, reason }] = await operatorInput(ctx, deps, SuspendInput, input);
  return act(
    operator,
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
  const [operator, { orgId, reason }] = await operatorInput(ctx, deps, SuspendInput, input);
  return act(operator, orgId, deps, () => ({ change: { suspension: null }, action: 'RESTORED' }), reason);
};
