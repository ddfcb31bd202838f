import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('ada byron lovelace')).toBe('AL');
  });
  it('uses one letter for one word and ? for none', () => {
    expect(initials('  Cher ')).toBe('C');
    expect(initials('')).toBe('?');
  });
});
