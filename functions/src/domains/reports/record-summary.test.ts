import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';

import { summaryPartition } from '#core/record-keys.ts';

import {
  SUMMARY_BUCKETS,
  bucketPrefix,
  importPart,
  importSummaryItems,
  putSummaryEntry,
  recordsOfSummaryItem,
  removeSummaryEntry,
  sameSummaryItem,
  summaryItems,
  type SummarisedRecord,
} from './record-summary.ts';

/** A summary item as DynamoDB returns it: every attribute is a string. */
const marshall = (item: Record<string, string | undefined>): Record<string, AttributeValue> =>
  Object.fromEntries(Object.entries(item).map(([name, value]) => [name, { S: value ?? '' }]));

const record = (id: string, beneficiary: string, date: string, q1: number): SummarisedRecord => ({
  id,
  beneficiary,
  date,
  created: '2024-01-01T09:00:00.000Z',
  tags: ['north', 'group'],
  answers: { q1: { answer: q1 }, q2: { answer: -3 } },
});

describe('report summary items', () => {
  it('reads back what was packed: id, beneficiary, dates, tags and answer values', () => {
    // Prepare
    const records = [
      record('r1', 'ben#1', '2024-02-01T10:00:00.000Z', 4),
      record('r2', 'ben#1', '2024-05-01T10:00:00.000Z', 2),
    ];

    // Act
    const items = summaryItems('org-1', 'qnr-1', records);
    const read = items.flatMap((item) => recordsOfSummaryItem(marshall(item)));

    // Assess: one item, in the questionnaire's partition, under one of the buckets
    expect(items).toHaveLength(1);
    expect(items[0]!.pk).toBe(summaryPartition('org-1', 'qnr-1'));
    const buckets = Array.from({ length: SUMMARY_BUCKETS }, (_, bucket) => bucketPrefix(bucket));
    expect(buckets.some((prefix) => items[0]!.sk!.startsWith(prefix))).toBe(true);
    expect(read).toEqual(
      records.map(({ answers, ...rest }) => ({ ...rest, answers: { q1: answers.q1!.answer, q2: -3 } })),
    );
  });

  it('keeps one item per beneficiary and year, and spreads beneficiaries over every bucket', () => {
    // Prepare
    const records = Array.from({ length: 200 }, (_, i) =>
      record(`r${i}`, `ben-${i % 100}`, i < 100 ? '2024-03-01T00:00:00.000Z' : '2025-03-01T00:00:00.000Z', 1),
    );

    // Act
    const items = summaryItems('org-1', 'qnr-1', records);

    // Assess
    expect(items).toHaveLength(200);
    const used = new Set(items.map((item) => item.sk!.slice(0, bucketPrefix(0).length)));
    expect(used.size).toBe(SUMMARY_BUCKETS);
    expect(sameSummaryItem(records[0]!, { beneficiary: 'ben-0', date: '2024-12-31T23:59:59.999Z' })).toBe(
      true,
    );
    expect(sameSummaryItem(records[0]!, records[100]!)).toBe(false);
    expect(sameSummaryItem(records[0]!, records[1]!)).toBe(false);
  });

  it('writes and removes one entry of the item its beneficiary and year choose', () => {
    // Prepare
    const entry = record('r1', 'A', '2024-02-01T10:00:00.000Z', 4);

    // Act
    const put = putSummaryEntry('org-1', 'qnr-1', entry);
    const removal = removeSummaryEntry('org-1', 'qnr-1', entry);

    // Assess: the same item, and the same attribute
    expect(removal.Key).toEqual(put.Key);
    expect(put.Key).toEqual({
      pk: summaryPartition('org-1', 'qnr-1'),
      sk: summaryItems('org-1', 'qnr-1', [entry])[0]!.sk,
    });
    expect(removal.ExpressionAttributeNames['#entry']).toBe(put.ExpressionAttributeNames['#entry']);
    const read = recordsOfSummaryItem(
      marshall({
        ...put.Key,
        beneficiary: 'A',
        [put.ExpressionAttributeNames['#entry']!]: put.ExpressionAttributeValues![':entry'],
      }),
    );
    expect(read).toEqual([{ ...entry, answers: { q1: 4, q2: -3 } }]);
  });

  it("puts a later part of a beneficiary's year in an item of its own, read back with the same beneficiary", () => {
    // Prepare
    const first = record('r1', 'shared#id', '2024-02-01T10:00:00.000Z', 4);
    const spilled = { ...record('r2', 'shared#id', '2024-03-01T10:00:00.000Z', 5), summaryPart: 2 };

    // Act
    const [firstItem, spilledItem] = summaryItems('org-1', 'qnr-1', [first, spilled]);
    const read = recordsOfSummaryItem(marshall(spilledItem!));

    // Assess: another item in the same bucket, whose entry reads back as the beneficiary's
    expect(spilledItem!.sk).not.toBe(firstItem!.sk);
    expect(spilledItem!.sk!.slice(0, 2)).toBe(firstItem!.sk!.slice(0, 2));
    expect(putSummaryEntry('org-1', 'qnr-1', spilled).Key.sk).toBe(spilledItem!.sk);
    expect(sameSummaryItem(first, spilled)).toBe(false);
    expect(sameSummaryItem(spilled, { ...first, summaryPart: 2 })).toBe(true);
    expect(read).toEqual([
      {
        id: 'r2',
        beneficiary: 'shared#id',
        date: spilled.date,
        created: spilled.created,
        tags: spilled.tags,
        answers: { q1: 5, q2: -3 },
      },
    ]);
  });

  it('reads nothing from an item with no entries (one whose last entry was removed)', () => {
    // Act + Assess
    expect(recordsOfSummaryItem(marshall({ pk: 'p', sk: 's' }))).toEqual([]);
    expect(recordsOfSummaryItem(marshall({ pk: 'p', sk: 's', beneficiary: 'A' }))).toEqual([]);
  });
});

describe("an import's own summary items", () => {
  const IMPORT = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  const itemBytes = (item: Record<string, string>) =>
    Object.entries(item).reduce((bytes, [name, value]) => bytes + name.length + value.length, 0);

  it("hold a beneficiary year's records in an item named for the import, read back as the records", () => {
    // Prepare
    const records = [
      record('r1', 'ben#1', '2024-02-01T10:00:00.000Z', 4),
      record('r2', 'ben#1', '2024-05-01T10:00:00.000Z', 2),
    ];

    // Act
    const { items, placed } = importSummaryItems('org-1', 'qnr-1', IMPORT, records);

    // Assess
    expect(items).toHaveLength(1);
    expect(items[0]!.sk).toMatch(new RegExp(`^\\d#2024\\+${importPart(IMPORT, 0)}#ben#1$`));
    expect(placed.map(({ summaryPart }) => summaryPart)).toEqual([
      importPart(IMPORT, 0),
      importPart(IMPORT, 0),
    ]);
    expect(recordsOfSummaryItem(marshall(items[0]!))).toEqual(
      records.map(({ id, beneficiary, date, created, tags }, index) => ({
        id,
        beneficiary,
        date,
        created,
        tags,
        answers: { q1: [4, 2][index], q2: -3 },
      })),
    );
  });

  it('go on in further items when a year passes 300 KB, each record in the one its part names, the same every time', () => {
    // Prepare: 12,000 records of a shared ID in one year, some 50 bytes each
    const records = Array.from({ length: 12_000 }, (_, index) =>
      record(
        `r${index}`,
        'drop-in',
        new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
        1 + (index % 5),
      ),
    );

    // Act
    const first = importSummaryItems('org-1', 'qnr-1', IMPORT, records);
    const again = importSummaryItems('org-1', 'qnr-1', IMPORT, records);

    // Assess
    expect(first.items.length).toBeGreaterThan(1);
    expect(again).toEqual(first);
    for (const item of first.items) expect(itemBytes(item)).toBeLessThan(300_000 + 200);
    const holderOf = new Map(
      first.items.flatMap((item) =>
        recordsOfSummaryItem(marshall(item)).map(({ id }) => [id, item.sk] as const),
      ),
    );
    for (const { id, summaryPart } of first.placed)
      expect(holderOf.get(id)).toContain(`+${String(summaryPart)}#`);
    expect(first.items.flatMap((item) => recordsOfSummaryItem(marshall(item))).length).toBe(12_000);
  });
});
