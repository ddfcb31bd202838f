import { describe, expect, it, vi } from 'vitest';

import { BeneficiaryTagsChanged, withCurrentBeneficiaryTags } from './beneficiary-tags-changed.ts';

describe('withCurrentBeneficiaryTags', () => {
  it('runs again while the tags changed, at most three times, and passes other errors on at once', async () => {
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
    expect([gaveUp, alwaysChanged.mock.calls.length]).toEqual([expect.any(BeneficiaryTagsChanged), 3]);
    expect([(failed as Error).message, other.mock.calls.length]).toEqual(['questionnaire.notFound', 1]);
  });
});
