import { STALE, withOptimisticRetry } from '#core/optimistic-retry.ts';

import type { Meeting, RecordsRepository } from './records.repository.ts';

/** A record's `tags`: its own tags and its beneficiary's, each once. */
export const recordTags = (meetingTags: string[], benTags: string[]): string[] => [
  ...new Set([...meetingTags, ...benTags]),
];

export type BeneficiaryTagsDeps = {
  records: Pick<RecordsRepository, 'listBeneficiaryRecords' | 'getRecord' | 'updateRecord'>;
};

/** How many records are rewritten at once. */
const IN_FLIGHT = 4;

const carries = (meeting: Meeting, benTags: string[]) =>
  meeting.benTags.length === benTags.length && meeting.benTags.every((tag, i) => tag === benTags[i]);

/**
 * One record to `benTags`, read again while it changes under the write (`meeting.conflict` when it keeps
 * changing); skipped once gone or moved.
 */
const retag = (
  orgId: string,
  beneficiary: string,
  read: Meeting,
  benTags: string[],
  deps: BeneficiaryTagsDeps,
): Promise<void> =>
  withOptimisticRetry('meeting.conflict', async (attempt) => {
    const current = attempt === 0 ? read : await deps.records.getRecord(orgId, read.id);
    if (!current || current.beneficiary !== beneficiary || carries(current, benTags)) return;
    const next: Meeting = { ...current, benTags, tags: recordTags(current.meetingTags, benTags) };
    return (await deps.records.updateRecord(orgId, current, next)) === 'saved' ? undefined : STALE;
  });

/**
 * Makes every record of the beneficiary carry `benTags` (and them in `tags`, with its report summary entry), so
 * reports and filters by a beneficiary tag count earlier records too. Records that carry them already are not
 * written, so running it again finishes what a failure left.
 */
export const applyBeneficiaryTags = async (
  orgId: string,
  beneficiary: string,
  benTags: string[],
  deps: BeneficiaryTagsDeps,
): Promise<void> => {
  const records = await deps.records.listBeneficiaryRecords(orgId, beneficiary);
  const stale = records.filter((meeting) => !carries(meeting, benTags));
  for (let i = 0; i < stale.length; i += IN_FLIGHT) {
    await Promise.all(
      stale.slice(i, i + IN_FLIGHT).map((meeting) => retag(orgId, beneficiary, meeting, benTags, deps)),
    );
  }
};
