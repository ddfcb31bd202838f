import { describe, expect, it } from 'vitest';

import { AppError, isAppError } from './app-error.ts';

describe('AppError', () => {
  it('carries its code as name-independent data and keeps the name Powertools matches on', () => {
    // Prepare
    const fieldErrors = { email: 'invalid' } as const;
    // Act
    const error = new AppError('input.invalid', fieldErrors);
    // Assess
    expect(error.name).toBe('AppError');
    expect(AppError.name).toBe('AppError');
    expect(error.code).toBe('input.invalid');
    expect(error.message).toBe('input.invalid');
    expect(error.fieldErrors).toEqual({ email: 'invalid' });
    expect(isAppError(error)).toBe(true);
    expect(isAppError(new Error('input.invalid'))).toBe(false);
  });
});
