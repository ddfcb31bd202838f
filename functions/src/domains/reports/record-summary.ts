import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { summaryPartition } from '#core/record-keys.ts';

import type { ReportRecord } from './report.ts';
import { decodeEntry, decodeId, encodeEntry, encodeId } from './summary-entry-codec.ts';

/**
 * Report summaries (docs/data-model.md, A18): what a report reads of a complete record, packed into one attribute
 * of an item per questionnaire, beneficiary and year. DynamoDB Local spends its time per item returned, not per
 * byte, so a report over 50,000 records of 10,000 beneficiaries reads 10,000 items instead of 50,000
 * (decisions.md, "Reading many records"). Every write that changes a complete record's date, tags, beneficiary or
 * answers writes its entry in the same transaction (records.repository.ts, through summary-placement.ts). Part of
 * the repository layer: the only code that knows these keys.
 */

/** The record fields a summary holds; `date` is set, as only complete records are summarised. */
export type SummarisedRecord = {
  id: string;
  beneficiary: string;
  date: string;
  created: string;
  tags: readonly string[];
  answers: Readonly<Record<string, { answer: number }>>;
  /**
   * Which item of the beneficiary's year holds the entry: absent for the first; the next one whenever an item is
   * full (DynamoDB's 400 KB), as for an ID many people share (summary-placement.ts); or one of an import's own
   * items (`importPart`).
   */
  summaryPart?: SummaryPart;
};

/**
 * A number for the items data entry shares (0, or absent: the first), or text naming an item only one import
 * writes whole (`importSummaryItems`), which later edits of its records change entry by entry as any other.
 */
export type SummaryPart = number | string;

/** Where a record's entry lives. */
type SummaryPlace = Pick<SummarisedRecord, 'beneficiary' | 'date' | 'summaryPart'>;

/**
 * Items of one questionnaire are spread over this many sort-key prefixes so a report reads them as that many
 * queries side by side. Part of the stored keys: changing it needs the summaries rewritten.
 */
export const SUMMARY_BUCKETS = 4;

/** An entry's attribute: this prefix and the record's id (summary-entry-codec.ts). */
const ENTRY_PREFIX = '@';
const entryName = (recordId: string) => `${ENTRY_PREFIX}${encodeId(recordId)}`;

/** A stable spread of beneficiaries over the buckets (FNV-1a). */
const bucketOf = (beneficiary: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < beneficiary.length; i += 1) {
    hash ^= beneficiary.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % SUMMARY_BUCKETS;
};

/** The sort-key prefix of one bucket, for the report's queries. */
export const bucketPrefix = (bucket: number) => `${bucket}#`;

/**
 * How many items one beneficiary's year of one questionnaire may fill: at about 150 bytes an entry for a short
 * questionnaire, 64 items hold some 170,000 records.
 */
export const SUMMARY_PARTS = 64;

/**
 * One item per year keeps an item far under DynamoDB's 400 KB for a person: a year of a record a day, at 100
 * questions, is about 300 KB. Later parts (an ID shared by many) are `{year}+{part}`; the beneficiary stays last,
 * after the second `#`.
 */
const summaryKey = (orgId: string, questionnaireId: string, record: SummaryPlace) => {
  const part = record.summaryPart ? `+${record.summaryPart}` : '';
  return {
    pk: summaryPartition(orgId, questionnaireId),
    sk: `${bucketPrefix(bucketOf(record.beneficiary))}${record.date.slice(0, 4)}${part}#${record.beneficiary}`,
  };
};

/** Whether two complete records' entries belong to the same beneficiary and year, whatever their parts. */
export const sameSummaryYear = (a: SummaryPlace, b: SummaryPlace) =>
  a.beneficiary === b.beneficiary && a.date.slice(0, 4) === b.date.slice(0, 4);

/** Whether two complete records' entries live in the same item. */
export const sameSummaryItem = (a: SummaryPlace, b: SummaryPlace) =>
  sameSummaryYear(a, b) && (a.summaryPart ?? 0) === (b.summaryPart ?? 0);

const packRecord = (record: SummarisedRecord): string => {
  const answers: Record<string, number> = {};
  for (const [questionId, { answer }] of Object.entries(record.answers)) answers[questionId] = answer;
  return encodeEntry({ ...record, answers });
};

/** An update of a summary item, for the table the caller names (a transaction item beside the record's write). */
export type SummaryUpdate = {
  Key: { pk: string; sk: string };
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, string>;
  ConditionExpression?: string;
};

/** Writes (or rewrites) the record's entry. */
export const putSummaryEntry = (
  orgId: string,
  questionnaireId: string,
  record: SummarisedRecord,
): SummaryUpdate => ({
  Key: summaryKey(orgId, questionnaireId, record),
  UpdateExpression: 'SET #entry = :entry',
  ExpressionAttributeNames: { '#entry': entryName(record.id) },
  ExpressionAttributeValues: { ':entry': packRecord(record) },
});

/** Removes the record's entry from the item its beneficiary and date put it in. */
export const removeSummaryEntry = (
  orgId: string,
  questionnaireId: string,
  record: SummaryPlace & Pick<SummarisedRecord, 'id'>,
): SummaryUpdate => ({
  Key: summaryKey(orgId, questionnaireId, record),
  UpdateExpression: 'REMOVE #entry',
  ExpressionAttributeNames: { '#entry': entryName(record.id) },
});

/**
 * Whole summary items of some complete records, for seeding a questionnaire that has none yet in one batch write
 * (the benchmark's 50,000 records); every other write goes through `putSummaryEntry`.
 */
export const summaryItems = (
  orgId: string,
  questionnaireId: string,
  records: readonly SummarisedRecord[],
) => {
  const items = new Map<string, Record<string, string>>();
  for (const record of records) {
    const key = summaryKey(orgId, questionnaireId, record);
    const item: Record<string, string> = items.get(key.sk) ?? { ...key };
    item[entryName(record.id)] = packRecord(record);
    items.set(key.sk, item);
  }
  return [...items.values()];
};

/** The part of an import's own item: the import (its id encoded) and the item's place among its beneficiary year's. */
export const importPart = (importId: string, item: number): string => `i${encodeId(importId)}.${item}`;

/**
 * Bytes of entries an import's item holds at most: far under DynamoDB's 400 KB item, so that edits of its records
 * (whose entries stay in it while their year does) have room.
 */
const IMPORT_ITEM_BYTES = 300_000;

/**
 * An import's own summary items for the complete records of one beneficiary's year, in a stable order (the rows'):
 * whole items for `BatchWriteItem` puts, which only this import writes, so the same records always make the same
 * items (a retried job rewrites them). Each holds entries up to IMPORT_ITEM_BYTES (DynamoDB counts an attribute's
 * name and value; entries are ASCII); the records come back with the part that holds each.
 */
export const importSummaryItems = (
  orgId: string,
  questionnaireId: string,
  importId: string,
  records: readonly SummarisedRecord[],
): { items: Record<string, string>[]; placed: SummarisedRecord[] } => {
  const items: Record<string, string>[] = [];
  const placed: SummarisedRecord[] = [];
  let item: Record<string, string> | undefined;
  let bytes = 0;
  for (const record of records) {
    const name = entryName(record.id);
    const entry = packRecord(record);
    if (!item || bytes + name.length + entry.length > IMPORT_ITEM_BYTES) {
      item = {
        ...summaryKey(orgId, questionnaireId, { ...record, summaryPart: importPart(importId, items.length) }),
      };
      items.push(item);
      bytes = 0;
    }
    item[name] = entry;
    bytes += name.length + entry.length;
    placed.push({ ...record, summaryPart: importPart(importId, items.length - 1) });
  }
  return { items, placed };
};

/** The records of a summary item as DynamoDB returns it (wire format; record-item.ts says why). */
export const recordsOfSummaryItem = (item: Record<string, AttributeValue>): ReportRecord[] => {
  // The beneficiary is the rest of the sort key after `{bucket}#{year}[+{part}]#` (none holds a '#').
  const sortKey = item.sk?.S ?? '';
  const beneficiary = sortKey.slice(sortKey.indexOf('#', sortKey.indexOf('#') + 1) + 1);
  const records: ReportRecord[] = [];
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(ENTRY_PREFIX) || value.S === undefined) continue;
    const { date, created, tags, answers } = decodeEntry(value.S);
    records.push({
      id: decodeId(name.slice(ENTRY_PREFIX.length)),
      beneficiary,
      date,
      created,
      tags,
      answers,
    });
  }
  return records;
};
