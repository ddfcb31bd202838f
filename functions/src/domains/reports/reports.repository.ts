import { QueryCommand } from '@aws-sdk/client-dynamodb';
import type { QueryCommandInput } from '@aws-sdk/client-dynamodb';
import { UpdateItemCommand } from 'dynamodb-toolbox';

import { questionnaireRecordsPartition, summaryPartition } from '#core/record-keys.ts';
import { RippleTable } from '#core/table.ts';
import { TABLE_SCHEMA } from '#core/table-schema.ts';
import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';

import { recordFromItem, sortKeyOf, type CompleteRecord, type StoredItem } from './record-item.ts';
import { bucketPrefix, recordsOfSummaryItem, SUMMARY_BUCKETS } from './record-summary.ts';
import type { ReportRecord } from './report.ts';
import { readSlicedRange, type RangeQuery } from './sliced-range-reader.ts';

/** Which fields a reader needs: selection only dates and tags, exports read all. */
export type RecordFields = 'selection' | 'export';

export type DateRange = { start?: string; end?: string };

/** Storage reads of reports and exports; the only code that knows the GSI3 keys. */
export interface ReportsRepository {
  /**
   * A10: the questionnaire's complete records dated in `range` (both ends inclusive, either open), oldest
   * first, one page at a time, projected to `fields`; read as date slices (sliced-range-reader.ts).
   */
  completeRecords(
    orgId: string,
    questionnaireId: string,
    range: DateRange,
    fields: RecordFields,
  ): AsyncIterable<CompleteRecord[]>;
  /**
   * A18: every complete record of the questionnaire as a report reads it, from the report summaries
   * (record-summary.ts), in no particular order.
   */
  reportRecords(orgId: string, questionnaireId: string): Promise<ReportRecord[]>;
  /** Sets the organisation's `generatedReport` (the onboarding checklist). */
  markReportGenerated(orgId: string): Promise<void>;
}

const { gsi3 } = TABLE_SCHEMA.indexes;
const SELECTION_FIELDS = ['beneficiary', 'date', 'created', 'tags', 'meetingTags', 'benTags'];
const FIELDS: Record<RecordFields, string[]> = {
  selection: SELECTION_FIELDS,
  export: [...SELECTION_FIELDS, 'answers', 'user', 'notes'],
};

/**
 * Items a range query asks for per page, about what fits DynamoDB's 1 MB page for a 10-question record. Without
 * a Limit, DynamoDB Local reads the whole rest of the key range for every page and then cuts it at 1 MB (a page
 * at the start of 50,000 records: about 4 s instead of 0.2 s); on DynamoDB it only sets the page size.
 */
const PAGE_ITEMS = 1000;

export const reportsRepository: ReportsRepository = {
  async *completeRecords(orgId, questionnaireId, { start, end }, fields) {
    const partition = questionnaireRecordsPartition(orgId, questionnaireId);
    const names: Record<string, string> = { '#pk': gsi3.partitionKey, '#sk': gsi3.sortKey };
    const projected = FIELDS[fields];
    projected.forEach((field, index) => (names[`#f${index}`] = field));
    const projection = ['#sk', ...projected.map((_, index) => `#f${index}`)].join(', ');
    // A plain Query, not the document client's: recordFromItem maps the wire format (record-item.ts says why).
    const send = (input: Omit<QueryCommandInput, 'TableName' | 'IndexName'>) =>
      RippleTable.getDocumentClient().send(
        new QueryCommand({ TableName: RippleTable.getName(), IndexName: gsi3.name, ...input }),
      );
    // The first and last records' own keys (one-item reads) narrow the range to real dates, so the slices split the
    // records rather than empty years before them (a report from 2000 would otherwise put all in one slice).
    const edge = async (forward: boolean) => {
      const { Items } = await send({
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': gsi3.partitionKey, '#sk': gsi3.sortKey },
        ExpressionAttributeValues: { ':pk': { S: partition } },
        ProjectionExpression: '#sk',
        ScanIndexForward: forward,
        Limit: 1,
      });
      return Items?.[0] ? sortKeyOf(Items[0]) : undefined;
    };
    const [first, last] = await Promise.all([edge(true), edge(false)]);
    if (first === undefined || last === undefined) return;
    const from = start !== undefined && start > first ? start : first;
    // `{end}~` sorts after every `{end}#{id}`, so a record dated exactly `end` is included.
    const to = end !== undefined && `${end}~` < last ? `${end}~` : last;
    if (from > to) return;
    const query: RangeQuery<CompleteRecord> = async ({ from: lower, to: upper, startKey }) => {
      const page = await send({
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':pk': { S: partition }, ':from': { S: lower }, ':to': { S: upper } },
        ProjectionExpression: projection,
        ExclusiveStartKey: startKey as StoredItem | undefined,
        Limit: PAGE_ITEMS,
      });
      const lastKey = page.LastEvaluatedKey;
      return {
        items: (page.Items ?? []).map(recordFromItem),
        ...(lastKey ? { lastKey, lastSortKey: sortKeyOf(lastKey) } : {}),
      };
    };
    yield* readSlicedRange(query, from, to);
  },

  async reportRecords(orgId, questionnaireId) {
    const client = RippleTable.getDocumentClient();
    // The buckets are read side by side: one stream per bucket (record-summary.ts).
    const readBucket = async (bucket: number) => {
      const records: ReportRecord[] = [];
      let startKey: StoredItem | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: RippleTable.getName(),
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :bucket)',
            ExpressionAttributeNames: { '#pk': TABLE_SCHEMA.partitionKey, '#sk': TABLE_SCHEMA.sortKey },
            ExpressionAttributeValues: {
              ':pk': { S: summaryPartition(orgId, questionnaireId) },
              ':bucket': { S: bucketPrefix(bucket) },
            },
            ExclusiveStartKey: startKey,
            Limit: PAGE_ITEMS,
          }),
        );
        for (const item of page.Items ?? []) records.push(...recordsOfSummaryItem(item));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return records;
    };
    const buckets = await Promise.all(
      Array.from({ length: SUMMARY_BUCKETS }, (_, bucket) => readBucket(bucket)),
    );
    return buckets.flat();
  },

  async markReportGenerated(orgId) {
    await OrganisationEntity.build(UpdateItemCommand)
      .item({ orgId, generatedReport: true })
      .options({ condition: { attr: 'orgId', exists: true } })
      .send();
  },
};
