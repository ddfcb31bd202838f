import { describe, expect, it, vi } from 'vitest';

import { OPTIMISTIC_ATTEMPTS } from '#core/optimistic-retry.ts';

import { BeneficiaryTagsChanged, withCurrentBeneficiaryTags } from './beneficiary-tags-changed.ts';

describe('withCurrentBeneficiaryTags', () => {
  it('runs again while the tags changed, then gives up with meeting.conflict, and passes other errors on at once', async () => {
    // Prepare
    const onceChanged = vi.fn().mockRejectedValueOnce(new BeneficiaryTagsChanged()).mockResolvedValue('made');
    const alwaysChanged = vi.fn().mockRejectedValue(new BeneficiaryTagsChanged());
    const other = vi.fn().mockRejectedValue(new Error('questionnaire.notFound'));

    // Act
    const made = await withCurrentBeneficiaryTags(onceChanged);
    const gaveUp = await withCurrentBeneficiaryTags(alwaysChanged).catch((error: unknown) => error);
    const failed = await withCurrentBeneficiaryTags(other).catch((error: unknown) => error);

    // Assess
    expect([made, onceChanged.mock.calls.length]).toEqual(['made', 2]);
    expect(gaveUp).toMatchObject({ name: 'AppError', code: 'meeting.conflict' });
    expect(alwaysChanged).toHaveBeenCalledTimes(OPTIMISTIC_ATTEMPTS);
    expect([(failed as Error).message, other.mock.calls.length]).toEqual(['questionnaire.notFound', 1]);
  });
});
