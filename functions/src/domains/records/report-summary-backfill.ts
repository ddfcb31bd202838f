import { $add, ConditionCheck, ScanCommand, UpdateTransaction } from 'dynamodb-toolbox';
import type { Condition } from 'dynamodb-toolbox';

import { RippleTable } from '#core/table.ts';
import { cancellationCodes, inTable, writeTogether } from '#core/transactions.ts';
import { putSummaryEntry } from '#domains/reports/record-summary.ts';
import { placeSummary, summarised } from '#domains/reports/summary-placement.ts';

import { MeetingEntity } from './meeting.entity.ts';
import { toMeeting, unchangedSince, type MeetingItem } from './records.repository.ts';

/** Records scanned per page: small pages keep each page's writes close to what it read. */
const PAGE_ITEMS = 200;

/**
 * Writes the report summary entry (docs/data-model.md, A18) of every complete record that has none: records stored
 * before the summaries were kept. Safe to run beside live traffic and again: each entry is written only if it is
 * absent and the record is still as scanned, and every later write of a complete record writes its entry itself.
 */
export async function backfillReportSummaries(): Promise<{ complete: number; written: number }> {
  let complete = 0;
  let written = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await RippleTable.build(ScanCommand)
      .entities(MeetingEntity)
      .options({
        filters: { Meeting: { attr: 'incomplete', eq: false } },
        limit: PAGE_ITEMS,
        ...(startKey ? { exclusiveStartKey: startKey } : {}),
      })
      .send();
    for (const item of Items) {
      if (item.date === undefined) continue;
      complete += 1;
      if (await writeMissingEntry(item)) written += 1;
    }
    startKey = LastEvaluatedKey;
  } while (startKey);
  return { complete, written };
}

const writeMissingEntry = async (item: MeetingItem): Promise<boolean> => {
  const meeting = toMeeting(item);
  const key = { orgId: item.orgId, meetingId: item.meetingId };
  const unchanged: Condition<typeof MeetingEntity> = {
    and: [unchangedSince(meeting), { attr: 'incomplete', eq: false }],
  };
  const firstPart = meeting.summaryPart ?? 0;
  try {
    await placeSummary(firstPart, async (part) => {
      const entry = putSummaryEntry(
        item.orgId,
        meeting.outcomeSetID,
        summarised({ ...meeting, summaryPart: part }),
      );
      await writeTogether(
        [
          // A later part (the first was full): the record stores where, a write that counts in its rev.
          part === firstPart
            ? MeetingEntity.build(ConditionCheck).key(key).condition(unchanged)
            : MeetingEntity.build(UpdateTransaction)
                .item({ ...key, summaryPart: part, rev: $add(1) })
                .options({ condition: unchanged }),
        ],
        [inTable({ ...entry, ConditionExpression: 'attribute_not_exists(#entry)' })],
      );
    });
    return true;
  } catch (error) {
    // Present already, or the record changed (its own write then wrote the entry): nothing to do.
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
};
