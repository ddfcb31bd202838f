import { describe, expect, it } from 'vitest';

import { OPTIMISTIC_ATTEMPTS, STALE, withOptimisticRetry } from './optimistic-retry.ts';

describe('withOptimisticRetry', () => {
  it('tries again while an attempt is stale and answers the first that is not', async () => {
    // Prepare
    const seen: number[] = [];
    const attempt = (n: number) => {
      seen.push(n);
      return Promise.resolve(n < 2 ? STALE : 'saved');
    };
    // Act
    const result = await withOptimisticRetry('meeting.conflict', attempt);
    // Assess
    expect(result).toBe('saved');
    expect(seen).toEqual([0, 1, 2]);
  });

  it("refuses with the domain's conflict code after the last stale attempt", async () => {
    // Prepare
    let calls = 0;
    const attempt = () => {
      calls += 1;
      return Promise.resolve(STALE);
    };
    // Act
    const result = withOptimisticRetry('sequence.conflict', attempt);
    // Assess
    await expect(result).rejects.toMatchObject({ name: 'AppError', code: 'sequence.conflict' });
    expect(calls).toBe(OPTIMISTIC_ATTEMPTS);
  });

  it('lets any other error through at once', async () => {
    // Prepare
    let calls = 0;
    const attempt = (): Promise<typeof STALE> => {
      calls += 1;
      return Promise.reject(new Error('boom'));
    };
    // Act
    const result = withOptimisticRetry('meeting.conflict', attempt);
    // Assess
    await expect(result).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });
});
