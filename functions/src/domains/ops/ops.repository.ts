import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  $remove,
  $set,
  PutTransaction,
  QueryCommand as TableQueryCommand,
  ScanCommand,
  UpdateTransaction,
  executeTransactWrite,
} from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { TABLE_SCHEMA } from '#core/table-schema.ts';
import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';
import { toOrganisation } from '#domains/organisations/organisations.repository.ts';
import type { OperatorFlag, Organisation } from '#domains/organisations/organisations.repository.ts';
import { cancellationCodes, retryOnConflict } from '#domains/organisations/transaction-cancellation.ts';

import { OpsAuditEntity } from './ops-audit.entity.ts';

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

/** One change of an organisation item an operator makes, with the audit entry written in the same transaction. */
export type OrganisationChange =
  { plugins: { id: string }[] } | { donManual: OperatorFlag | null } | { suspension: OperatorFlag | null };

/** A staff session (RecordUsage): when and whose. */
export type UsageEvent = { at: string; userId: string };

/** Storage the operators' console reads and writes; the only code that knows the audit log's keys. */
export interface OpsRepository {
  /** Every organisation: a Scan of the table for Organisation items (docs/data-model.md, A21). */
  listOrganisations(): Promise<Organisation[]>;
  /** Consistent, so an action reads what the previous one wrote. */
  getOrganisation(orgId: string): Promise<Organisation | undefined>;
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
   * exists; `notFound` otherwise (nothing is written).
   */
  changeOrganisation(
    orgId: string,
    change: OrganisationChange,
    entry: AuditEntry,
  ): Promise<'changed' | 'notFound'>;
  /** Audit entries, newest first: one organisation's, or every organisation's (GSI1 `OPSAUDIT`). */
  listAudit(orgId: string | undefined, limit: number): Promise<AuditEntry[]>;
}

const AUDIT_LOG = 'OPSAUDIT';
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
  if ('plugins' in change) return { orgId, plugins: $set(change.plugins) };
  if ('donManual' in change)
    return { orgId, donManual: change.donManual ? $set(change.donManual) : $remove() };
  return { orgId, suspension: change.suspension ? $set(change.suspension) : $remove() };
};

export const opsRepository: OpsRepository = {
  async listOrganisations() {
    const { Items = [] } = await RippleTable.build(ScanCommand)
      .entities(OrganisationEntity)
      .options({ maxPages: Infinity })
      .send();
    return Items.map(toOrganisation);
  },

  async getOrganisation(orgId) {
    const { Items = [] } = await RippleTable.build(TableQueryCommand)
      .entities(OrganisationEntity)
      .query({ partition: `ORG#${orgId}`, range: { eq: 'ORG' } })
      .options({ consistent: true })
      .send();
    const [item] = Items;
    return item && toOrganisation(item);
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
          ExpressionAttributeValues: { ':pk': `ORG#${orgId}#MTG` },
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
          ExpressionAttributeValues: { ':pk': `ORG#${orgId}`, ':usage': 'USAGE#' },
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
          ExpressionAttributeValues: { ':pk': `ORG#${orgId}#MTG` },
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
          ExpressionAttributeValues: { ':pk': `ORG#${orgId}`, ':from': `USAGE#${from}`, ':to': 'USAGE#~' },
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
          ExpressionAttributeValues: { ':pk': `ORG#${orgId}#MTG`, ':from': from },
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
            .options({ condition: { attr: 'orgId', exists: true } }),
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
            gsi1pk: AUDIT_LOG,
            gsi1sk: `${entry.at}#${entry.id}`,
          }),
        ),
      );
      return 'changed';
    } catch (error) {
      if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return 'notFound';
      throw error;
    }
  },

  async listAudit(orgId, limit) {
    const query =
      orgId === undefined
        ? { index: 'gsi1' as const, partition: AUDIT_LOG }
        : { partition: `OPSAUDIT#${orgId}` };
    const { Items = [] } = await RippleTable.build(TableQueryCommand)
      .entities(OpsAuditEntity)
      .query(query)
      .options({ reverse: true, limit, maxPages: 1 })
      .send();
    return Items.map(toAuditEntry);
  },
};
