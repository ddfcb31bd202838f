import { $remove } from 'dynamodb-toolbox';

import { cancellationReasons, inTable, writeTogether } from '#core/transactions.ts';
import type { CancellationReason, ToolboxTransaction } from '#core/transactions.ts';

import {
  SUMMARY_PARTS,
  putSummaryEntry,
  removeSummaryEntry,
  sameSummaryItem,
  sameSummaryYear,
  type SummarisedRecord,
  type SummaryPart,
} from './record-summary.ts';

/**
 * A record as its summary entry is placed from: the fields the entry holds, its questionnaire and whether it is
 * complete (only complete records, which have a `date`, have an entry). The records domain's `Meeting` is one.
 */
export type SummarySubject = Omit<SummarisedRecord, 'date'> & {
  outcomeSetID: string;
  incomplete: boolean;
  date?: string;
};

export const isComplete = (record: SummarySubject) => !record.incomplete && record.date !== undefined;

/** A complete record as its report summary holds it (only complete records have a date). */
export const summarised = (record: SummarySubject): SummarisedRecord => ({
  ...record,
  date: record.date ?? '',
});

/** The removal of a complete record's entry, as a transaction item. */
export const summaryRemoval = (orgId: string, record: SummarySubject) =>
  inTable(removeSummaryEntry(orgId, record.outcomeSetID, summarised(record)));
const summaryEntry = (orgId: string, record: SummarySubject) =>
  inTable(putSummaryEntry(orgId, record.outcomeSetID, summarised(record)));

const isFirstPart = (part: SummaryPart) => part === 0;
/** `summaryPart` as the record item stores it: absent for the first item. */
const storedPart = (part: SummaryPart) => (isFirstPart(part) ? $remove() : part);
/** The record with its entry in `part` (`summaryPart` absent for the first item). */
export const withPart = <R extends SummarySubject>(record: R, part: SummaryPart): R => {
  const { summaryPart: _old, ...rest } = record;
  return (isFirstPart(part) ? rest : { ...rest, summaryPart: part }) as R;
};

export const isSizeReason = (reason: CancellationReason | undefined) =>
  reason?.Code === 'ValidationError' && /size/i.test(reason.Message ?? '');

/** Whether a transaction failed because its last item, a summary entry, would make its item over 400 KB. */
const summaryItemFull = (error: unknown): boolean => isSizeReason(cancellationReasons(error)?.at(-1));

/**
 * Runs `write` with the part of its beneficiary's year that should hold a record's summary entry, from `first`
 * on, moving to the next part while that one is full (from an import's own item, to the parts data entry shares).
 */
export const placeSummary = async <T>(
  first: SummaryPart,
  write: (part: SummaryPart) => Promise<T>,
): Promise<T> => {
  if (typeof first === 'string') {
    try {
      return await write(first);
    } catch (error) {
      if (!summaryItemFull(error)) throw error;
    }
  }
  for (let part = typeof first === 'string' ? 0 : first; part < SUMMARY_PARTS; part += 1) {
    try {
      return await write(part);
    } catch (error) {
      if (!summaryItemFull(error)) throw error;
    }
  }
  throw new Error(`the report summary of one beneficiary's year is full (${SUMMARY_PARTS} items)`);
};

/**
 * The summary writes that take a record from `before` to `after` (either may be incomplete, without an entry), its
 * entry in `part`, and the record as it will be stored.
 */
const summaryWrites = <R extends SummarySubject>(orgId: string, before: R, after: R, part: SummaryPart) => {
  if (!isComplete(after)) {
    return { placed: after, summary: isComplete(before) ? [summaryRemoval(orgId, before)] : [] };
  }
  const placed = withPart(after, part);
  const moves = isComplete(before) && !sameSummaryItem(summarised(before), summarised(placed));
  // The removal first: the entry written is the transaction's last item (summaryItemFull).
  return {
    placed,
    summary: [...(moves ? [summaryRemoval(orgId, before)] : []), summaryEntry(orgId, placed)],
  };
};

/**
 * Writes a record from `current` to `next` with its report summary, in one transaction: `recordWrites` are the
 * record's own items, given the `summaryPart` to store (empty while incomplete). The entry stays in its item while
 * its beneficiary and year do, and moves on to the year's next item while one is full.
 */
export const writeWithSummary = async <R extends SummarySubject>(
  orgId: string,
  current: R,
  next: R,
  recordWrites: (placement: { summaryPart?: ReturnType<typeof storedPart> }) => ToolboxTransaction[],
): Promise<R> => {
  const stays =
    isComplete(current) && isComplete(next) && sameSummaryYear(summarised(current), summarised(next));
  return placeSummary(stays ? (current.summaryPart ?? 0) : 0, async (part) => {
    const { placed, summary } = summaryWrites(orgId, current, next, part);
    await writeTogether(recordWrites(isComplete(next) ? { summaryPart: storedPart(part) } : {}), summary);
    return placed;
  });
};
