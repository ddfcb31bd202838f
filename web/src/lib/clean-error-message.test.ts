import { describe, expect, it } from 'vitest';
import { cleanErrorMessage } from './clean-error-message';

describe('cleanErrorMessage', () => {
  it('drops the GraphQL prefix and capitalises', () => {
    expect(cleanErrorMessage('GraphQL error: the last user cannot be removed')).toBe(
      'The last user cannot be removed',
    );
    expect(cleanErrorMessage('failed')).toBe('Failed');
    expect(cleanErrorMessage('')).toBe('');
  });
});
