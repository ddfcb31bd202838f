import { describe, expect, it } from 'vitest';
import { sameTags } from './tags';

describe('sameTags', () => {
  it('compares tags in any order', () => {
    expect(sameTags(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameTags(['a'], ['a', 'b'])).toBe(false);
    expect(sameTags([], [])).toBe(true);
    expect(sameTags(['a', 'c'], ['a', 'b'])).toBe(false);
  });
});
