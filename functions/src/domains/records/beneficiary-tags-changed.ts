import { STALE, withOptimisticRetry } from '#core/optimistic-retry.ts';

/** The beneficiary's tags changed between reading them for new records and writing the records. */
export class BeneficiaryTagsChanged extends Error {
  constructor() {
    super("the beneficiary's tags changed while records were made for them");
    this.name = 'BeneficiaryTagsChanged';
  }
}

/**
 * Runs `make` (read the beneficiary, build its records, write them) again while the write finds the beneficiary's
 * tags changed since the read (`BeneficiaryTagsChanged`), so that new records carry the tags the beneficiary has,
 * not ones an `EditBeneficiaryTags` at the same moment has just replaced (docs/decisions.md); `meeting.conflict`
 * when they keep changing.
 */
export const withCurrentBeneficiaryTags = <T>(make: () => Promise<T>): Promise<T> =>
  withOptimisticRetry('meeting.conflict', async () => {
    try {
      return await make();
    } catch (error) {
      if (error instanceof BeneficiaryTagsChanged) return STALE;
      throw error;
    }
  });
