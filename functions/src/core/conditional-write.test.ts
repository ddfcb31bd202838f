import { describe, expect, it } from 'vitest';

import { writtenIf } from './conditional-write.ts';

/** An error as the SDK throws it when a write's condition fails. */
const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

describe('writtenIf', () => {
  it('answers true when the write went through', async () => {
    await expect(writtenIf(() => Promise.resolve({}))).resolves.toBe(true);
  });

  it('answers false when its condition did not hold', async () => {
    await expect(writtenIf(() => Promise.reject(conditionFailed()))).resolves.toBe(false);
  });

  it('passes on any other failure', async () => {
    const down = new Error('ProvisionedThroughputExceededException');
    await expect(writtenIf(() => Promise.reject(down))).rejects.toBe(down);
  });
});
