import { describe, expect, it } from 'vitest';

import { cancellationCodes, cancellationReasons, retryOnConflict } from './transactions.ts';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('cancellationCodes', () => {
  it('lists the reason of each item of a cancelled transaction', () => {
    // Act
    const codes = cancellationCodes(cancelled('None', 'ConditionalCheckFailed'));
    // Assess
    expect(codes).toEqual(['None', 'ConditionalCheckFailed']);
  });

  it('is undefined for any other error', () => {
    // Act
    const codes = cancellationCodes(new Error('boom'));
    // Assess
    expect(codes).toBeUndefined();
  });
});

describe('cancellationReasons', () => {
  it('keeps the message DynamoDB gives with a code', () => {
    // Prepare
    const error = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ValidationError', Message: 'Item size has exceeded' }],
    });
    // Act + Assess
    expect(cancellationReasons(error)).toEqual([
      { Code: 'None' },
      { Code: 'ValidationError', Message: 'Item size has exceeded' },
    ]);
    expect(cancellationReasons(new Error('boom'))).toBeUndefined();
  });
});

describe('retryOnConflict', () => {
  it('runs the write again after a transaction conflict', async () => {
    // Prepare
    let calls = 0;
    const write = () => {
      calls += 1;
      if (calls === 1) return Promise.reject(cancelled('TransactionConflict', 'None'));
      return Promise.resolve('done');
    };
    // Act
    const result = await retryOnConflict(write);
    // Assess
    expect(result).toBe('done');
    expect(calls).toBe(2);
  });

  it('does not retry a failed condition', async () => {
    // Prepare
    let calls = 0;
    const write = () => {
      calls += 1;
      return Promise.reject(cancelled('ConditionalCheckFailed', 'None'));
    };
    // Act
    const result = retryOnConflict(write);
    // Assess
    await expect(result).rejects.toThrow('cancelled');
    expect(calls).toBe(1);
  });

  it('gives up after the last attempt', async () => {
    // Prepare
    let calls = 0;
    const write = () => {
      calls += 1;
      return Promise.reject(cancelled('TransactionConflict'));
    };
    // Act
    const result = retryOnConflict(write, 2);
    // Assess
    await expect(result).rejects.toThrow('cancelled');
    expect(calls).toBe(2);
  });
});
