import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { NativeAttributeValue, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { UpdateItemCommand } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { TABLE_SCHEMA } from '#core/table-schema.ts';
import { OrganisationEntity } from '#domains/organisations/organisation.entity.ts';

import { readSlicedRange, type RangeQuery } from './sliced-range-reader.ts';

/** A complete record as GSI3 projects it (docs/data-model.md, A10). */
export type CompleteRecord = {
  id: string;
  beneficiary: string;
  date: string;
  created: string;
  /** The union of the record's `tags`, `meetingTags` and `benTags`. */
  tags: string[];
  answers: Record<string, { answer: number; notes?: string }>;
  user: string;
  notes?: string;
};

/** Which fields a reader needs: selection only dates and tags, reports add answers, exports read all. */
export type RecordFields = 'selection' | 'report' | 'export';

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
  /** Sets the organisation's `generatedReport` (the onboarding checklist). */
  markReportGenerated(orgId: string): Promise<void>;
}

const { gsi3 } = TABLE_SCHEMA.indexes;
const SELECTION_FIELDS = ['beneficiary', 'date', 'created', 'tags', 'meetingTags', 'benTags'];
const FIELDS: Record<RecordFields, string[]> = {
  selection: SELECTION_FIELDS,
  report: [...SELECTION_FIELDS, 'answers'],
  export: [...SELECTION_FIELDS, 'answers', 'user', 'notes'],
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) || value instanceof Set ? [...(value as Iterable<unknown>)].map(String) : [];

/** A GSI3 (or GSI1) record item as a `CompleteRecord`. */
export const toRecord = (item: Record<string, NativeAttributeValue>): CompleteRecord => {
  const sortKey = String(item[gsi3.sortKey]);
  const answers: CompleteRecord['answers'] = {};
  for (const [questionId, stored] of Object.entries((item.answers ?? {}) as Record<string, unknown>)) {
    const { answer, notes } = (stored ?? {}) as { answer?: unknown; notes?: unknown };
    if (typeof answer === 'number') {
      answers[questionId] = typeof notes === 'string' && notes ? { answer, notes } : { answer };
    }
  }
  return {
    // gsi3sk = {date}#{id}; ISO dates hold no '#'.
    id: sortKey.slice(sortKey.indexOf('#') + 1),
    beneficiary: String(item.beneficiary),
    date: String(item.date),
    created: String(item.created ?? item.date),
    tags: [...new Set([...strings(item.tags), ...strings(item.meetingTags), ...strings(item.benTags)])],
    answers,
    user: String(item.user ?? ''),
    ...(typeof item.notes === 'string' && item.notes ? { notes: item.notes } : {}),
  };
};

export const reportsRepository: ReportsRepository = {
  async *completeRecords(orgId, questionnaireId, { start, end }, fields) {
    const partition = `ORG#${orgId}#QNR#${questionnaireId}`;
    const names: Record<string, string> = { '#pk': gsi3.partitionKey, '#sk': gsi3.sortKey };
    const projected = FIELDS[fields];
    projected.forEach((field, index) => (names[`#f${index}`] = field));
    const projection = ['#sk', ...projected.map((_, index) => `#f${index}`)].join(', ');
    const send = (input: Omit<QueryCommandInput, 'TableName' | 'IndexName'>) =>
      RippleTable.getDocumentClient().send(
        new QueryCommand({ TableName: RippleTable.getName(), IndexName: gsi3.name, ...input }),
      );
    // An open end is the first or last record's own key: one-item reads, so the slices span only real dates.
    const edge = async (forward: boolean) => {
      const { Items } = await send({
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': gsi3.partitionKey, '#sk': gsi3.sortKey },
        ExpressionAttributeValues: { ':pk': partition },
        ProjectionExpression: '#sk',
        ScanIndexForward: forward,
        Limit: 1,
      });
      return Items?.[0] ? String(Items[0][gsi3.sortKey]) : undefined;
    };
    const from = start ?? (await edge(true));
    // `{end}~` sorts after every `{end}#{id}`, so a record dated exactly `end` is included.
    const to = end !== undefined ? `${end}~` : await edge(false);
    if (from === undefined || to === undefined || from > to) return;
    const query: RangeQuery<CompleteRecord> = async ({ from: lower, to: upper, startKey }) => {
      const page = await send({
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':pk': partition, ':from': lower, ':to': upper },
        ProjectionExpression: projection,
        ExclusiveStartKey: startKey,
      });
      const lastKey = page.LastEvaluatedKey;
      return {
        items: (page.Items ?? []).map(toRecord),
        ...(lastKey ? { lastKey, lastSortKey: String(lastKey[gsi3.sortKey]) } : {}),
      };
    };
    yield* readSlicedRange(query, from, to);
  },

  async markReportGenerated(orgId) {
    await OrganisationEntity.build(UpdateItemCommand)
      .item({ orgId, generatedReport: true })
      .options({ condition: { attr: 'orgId', exists: true } })
      .send();
  },
};
