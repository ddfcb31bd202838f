import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  $add,
  $remove,
  $set,
  PutTransaction,
  QueryCommand as TableQueryCommand,
  UpdateTransaction,
  executeTransactWrite,
} from 'dynamodb-toolbox';
import type { Condition } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { TABLE_SCHEMA } from '#core/table-schema.ts';
import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';
import { toOrganisation } from '#domains/organisations/organisations.repository.ts';
import type { OperatorFlag, Organisation } from '#domains/organisations/organisations.repository.ts';
import { cancellationCodes, retryOnConflict } from '#core/transactions.ts';

import { OpsAuditEntity } from './ops-audit.entity.ts';
import {
  OPS_AUDIT_LOG,
  ORGANISATION_LIST,
  USAGE_PREFIX,
  opsAuditIndexKeys,
  opsAuditPartition,
  organisationKey,
  organisationListKeys,
  organisationPartition,
  organisationRecordsPartition,
} from '#core/record-keys.ts';

export type OpsAction =
  'PLUGIN_ENABLED' | 'PLUGIN_DISABLED' | 'PATRON_SET' | 'PATRON_CLEARED' | 'SUSPENDED' | 'RESTORED';

export type AuditEntry = {
  id: string;
  at: string;
  action: OpsAction;
  orgId: string;
  orgName: string;
  plugin?: string;
  reason: string;
  operatorId: string;
  operatorEmail: string;
  via: 'console' | 'cli';
};

/**
 * One change of an organisation item an operator makes, with the audit entry written in the same transaction.
 * `plugins` replaces the list read at `pluginsVersion`, so it is conditioned on that version; the flags are set or
 * removed whole and need no read.
 */
export type OrganisationChange =
  | { plugins: { id: string }[]; pluginsVersion: number }
  | { donManual: OperatorFlag | null }
  | { suspension: OperatorFlag | null };

/** The organisation as an operator action reads it: with the version its plugins were read at (0: never changed). */
export type OpsOrganisationItem = Organisation & { pluginsVersion: number };

/** Where the operators' list stopped: the last organisation listed, by its position in GSI1 `ORGS`. */
export type OrganisationListPosition = { orgId: string; createdAt: string };

/** A staff session (RecordUsage): when and whose. */
export type UsageEvent = { at: string; userId: string };

/** Storage the operators' console reads and writes; the only code that knows the audit log's keys. */
export interface OpsRepository {
  /**
   * Up to `limit` organisations, newest first, after `after` (one Query of GSI1 `ORGS`, docs/data-model.md, A21);
   * `more` when the list goes on.
   */
  listOrganisations(
    after: OrganisationListPosition | undefined,
    limit: number,
  ): Promise<{ organisations: Organisation[]; more: boolean }>;
  /** Consistent, so an action reads what the previous one wrote. */
  getOrganisation(orgId: string): Promise<OpsOrganisationItem | undefined>;
  /** The organisation's records, complete or not (GSI2, counted by DynamoDB: no record is returned). */
  countRecords(orgId: string): Promise<number>;
  /** The latest staff session and the latest record's creation, ISO-8601 UTC. */
  latestActivity(orgId: string): Promise<{ session?: string; record?: string }>;
  /** Staff sessions since `from` (ISO-8601), oldest first. */
  usageSince(orgId: string, from: string): Promise<UsageEvent[]>;
  /** Creation times of the records created since `from`, oldest first. */
  recordsCreatedSince(orgId: string, from: string): Promise<string[]>;
  /**
   * Applies the change and writes the audit entry in one transaction, on the condition that the organisation
   * exists (`notFound` otherwise) and, for plugins, that they are still at the version read (`conflict`
   * otherwise: another operator changed them meanwhile). Nothing is written when refused.
   */
  changeOrganisation(
    orgId: string,
    change: OrganisationChange,
    entry: AuditEntry,
  ): Promise<'changed' | 'notFound' | 'conflict'>;
  /** Audit entries, newest first: one organisation's, or every organisation's (GSI1 `OPSAUDIT`). */
  listAudit(orgId: string | undefined, limit: number): Promise<AuditEntry[]>;
}

const { gsi2 } = TABLE_SCHEMA.indexes;
const documentClient = () => RippleTable.getDocumentClient();

type AuditItem = Omit<AuditEntry, 'id' | 'action' | 'via'> & { entryId: string; action: string; via: string };

const toAuditEntry = ({
  entryId,
  at,
  action,
  orgId,
  orgName,
  plugin,
  reason,
  operatorId,
  operatorEmail,
  via,
}: AuditItem): AuditEntry => ({
  id: entryId,
  at,
  action: action as OpsAction,
  orgId,
  orgName,
  ...(plugin === undefined ? {} : { plugin }),
  reason,
  operatorId,
  operatorEmail,
  via: via === 'cli' ? 'cli' : 'console',
});

const changeItem = (orgId: string, change: OrganisationChange) => {
  if ('plugins' in change) return { orgId, plugins: $set(change.plugins), pluginsVersion: $add(1) };
  if ('donManual' in change)
    return { orgId, donManual: change.donManual ? $set(change.donManual) : $remove() };
  return { orgId, suspension: change.suspension ? $set(change.suspension) : $remove() };
};

type OrganisationCondition = Condition<typeof OrganisationEntity>;

/** The organisation exists and, for a plugin change, its plugins are at the version the change was made from. */
const changeCondition = (change: OrganisationChange): OrganisationCondition => {
  const exists: OrganisationCondition = { attr: 'orgId', exists: true };
  if (!('plugins' in change)) return exists;
  const version: OrganisationCondition =
    change.pluginsVersion === 0
      ? { attr: 'pluginsVersion', exists: false }
      : { attr: 'pluginsVersion', eq: change.pluginsVersion };
  return { and: [exists, version] };
};

export const opsRepository: OpsRepository = {
  async listOrganisations(after, limit) {
    const { Items = [], LastEvaluatedKey } = await RippleTable.build(TableQueryCommand)
      .entities(OrganisationEntity)
      .query({ index: 'gsi1', partition: ORGANISATION_LIST })
      .options({
        reverse: true,
        limit,
        maxPages: 1,
        ...(after
          ? {
              exclusiveStartKey: {
                ...organisationKey(after.orgId),
                ...organisationListKeys(after.orgId, after.createdAt),
              },
            }
          : {}),
      })
      .send();
    return { organisations: Items.map(toOrganisation), more: LastEvaluatedKey !== undefined };
  },

  async getOrganisation(orgId) {
    const { Items = [] } = await RippleTable.build(TableQueryCommand)
      .entities(OrganisationEntity)
      .query({ partition: organisationPartition(orgId), range: { eq: organisationKey(orgId).sk } })
      .options({ consistent: true })
      .send();
    const [item] = Items;
    return item && { ...toOrganisation(item), pluginsVersion: item.pluginsVersion ?? 0 };
  },

  async countRecords(orgId) {
    let count = 0;
    let startKey: Record<string, unknown> | undefined;
    do {
      const { Count = 0, LastEvaluatedKey } = await documentClient().send(
        new QueryCommand({
          TableName: RippleTable.getName(),
          IndexName: gsi2.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': gsi2.partitionKey },
          ExpressionAttributeValues: { ':pk': organisationRecordsPartition(orgId) },
          Select: 'COUNT',
          ExclusiveStartKey: startKey,
        }),
      );
      count += Count;
      startKey = LastEvaluatedKey;
    } while (startKey);
    return count;
  },

  async latestActivity(orgId) {
    const [sessions, records] = await Promise.all([
      documentClient().send(
        new QueryCommand({
          TableName: RippleTable.getName(),
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :usage)',
          ExpressionAttributeNames: { '#pk': TABLE_SCHEMA.partitionKey, '#sk': TABLE_SCHEMA.sortKey },
          ExpressionAttributeValues: { ':pk': organisationPartition(orgId), ':usage': USAGE_PREFIX },
          ProjectionExpression: '#sk',
          ScanIndexForward: false,
          Limit: 1,
        }),
      ),
      documentClient().send(
        new QueryCommand({
          TableName: RippleTable.getName(),
          IndexName: gsi2.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': gsi2.partitionKey, '#sk': gsi2.sortKey },
          ExpressionAttributeValues: { ':pk': organisationRecordsPartition(orgId) },
          ProjectionExpression: '#sk',
          ScanIndexForward: false,
          Limit: 1,
        }),
      ),
    ]);
    // USAGE#{at}#{user} and {created}#{id}: the timestamp is the first part after the prefix.
    const session = String(sessions.Items?.[0]?.[TABLE_SCHEMA.sortKey] ?? '').split('#')[1];
    const record = String(records.Items?.[0]?.[gsi2.sortKey] ?? '').split('#')[0];
    return { ...(session ? { session } : {}), ...(record ? { record } : {}) };
  },

  async usageSince(orgId, from) {
    const events: UsageEvent[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const { Items = [], LastEvaluatedKey } = await documentClient().send(
        new QueryCommand({
          TableName: RippleTable.getName(),
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
          ExpressionAttributeNames: { '#pk': TABLE_SCHEMA.partitionKey, '#sk': TABLE_SCHEMA.sortKey },
          ExpressionAttributeValues: {
            ':pk': organisationPartition(orgId),
            ':from': `${USAGE_PREFIX}${from}`,
            ':to': `${USAGE_PREFIX}~`,
          },
          ProjectionExpression: '#sk',
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of Items) {
        const [, at, ...user] = String(item[TABLE_SCHEMA.sortKey]).split('#');
        if (at) events.push({ at, userId: user.join('#') });
      }
      startKey = LastEvaluatedKey;
    } while (startKey);
    return events;
  },

  async recordsCreatedSince(orgId, from) {
    const created: string[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const { Items = [], LastEvaluatedKey } = await documentClient().send(
        new QueryCommand({
          TableName: RippleTable.getName(),
          IndexName: gsi2.name,
          KeyConditionExpression: '#pk = :pk AND #sk >= :from',
          ExpressionAttributeNames: { '#pk': gsi2.partitionKey, '#sk': gsi2.sortKey },
          ExpressionAttributeValues: { ':pk': organisationRecordsPartition(orgId), ':from': from },
          ProjectionExpression: '#sk',
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of Items) created.push(String(item[gsi2.sortKey]).split('#')[0]!);
      startKey = LastEvaluatedKey;
    } while (startKey);
    return created;
  },

  async changeOrganisation(orgId, change, entry) {
    try {
      await retryOnConflict(() =>
        executeTransactWrite(
          OrganisationEntity.build(UpdateTransaction)
            .item(changeItem(orgId, change))
            .options({ condition: changeCondition(change) }),
          OpsAuditEntity.build(PutTransaction).item({
            orgId: entry.orgId,
            at: entry.at,
            entryId: entry.id,
            action: entry.action,
            orgName: entry.orgName,
            ...(entry.plugin === undefined ? {} : { plugin: entry.plugin }),
            reason: entry.reason,
            operatorId: entry.operatorId,
            operatorEmail: entry.operatorEmail,
            via: entry.via,
            ...opsAuditIndexKeys(entry.at, entry.id),
          }),
        ),
      );
      return 'changed';
    } catch (error) {
      // A plugin change refused may be either; the service's next consistent read tells them apart.
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed')
        return 'plugins' in change ? 'conflict' : 'notFound';
      throw error;
    }
  },

  async listAudit(orgId, limit) {
    const query =
      orgId === undefined
        ? { index: 'gsi1' as const, partition: OPS_AUDIT_LOG }
        : { partition: opsAuditPartition(orgId) };
    const { Items = [] } = await RippleTable.build(TableQueryCommand)
      .entities(OpsAuditEntity)
      .query(query)
      .options({ reverse: true, limit, maxPages: 1 })
      .send();
    return Items.map(toAuditEntry);
  },
};
