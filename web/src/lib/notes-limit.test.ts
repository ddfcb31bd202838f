import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/graphql/api-error';
import { API_LIMITS } from '@/config/api-limits';
import { isNotesTooLongError, notesTooLong } from './notes-limit';

describe('notesTooLong', () => {
  it('allows the limit and refuses one character more, counting spaces the API counts too', () => {
    // Prepare
    const atLimit = 'a'.repeat(API_LIMITS.notes - 1) + ' ';

    // Act, Assess
    expect(notesTooLong(atLimit)).toBe(false);
    expect(notesTooLong(`${atLimit} `)).toBe(true);
    expect(notesTooLong(null)).toBe(false);
  });
});

describe('isNotesTooLongError', () => {
  it('recognises only the API refusing the notes as too long', () => {
    // Prepare
    const tooLong = new ApiError('input.invalid', 200, { fieldErrors: { notes: 'tooLong' } });
    const required = new ApiError('input.invalid', 200, { fieldErrors: { notes: 'required' } });

    // Act, Assess
    expect(isNotesTooLongError(tooLong)).toBe(true);
    expect(isNotesTooLongError(required)).toBe(false);
    expect(isNotesTooLongError(new ApiError('internal', 200))).toBe(false);
    expect(isNotesTooLongError(new Error('input.invalid'))).toBe(false);
  });
});
