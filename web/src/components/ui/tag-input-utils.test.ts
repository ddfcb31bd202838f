import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '@/config/api-limits';
import { addTag, availableSuggestions, offersNewTag, suggestionMessage } from './tag-input-utils';

describe('tag input', () => {
  it('adds trimmed tags once and ignores blanks', () => {
    expect(addTag(['a'], ' b ')).toEqual(['a', 'b']);
    expect(addTag(['a'], 'a')).toEqual(['a']);
    expect(addTag(['a'], '  ')).toEqual(['a']);
  });

  it("adds and offers tags up to the API's 50 characters, no longer", () => {
    const longest = 'x'.repeat(API_LIMITS.tag);
    expect(addTag([], ` ${longest} `)).toEqual([longest]);
    expect(addTag([], `${longest}x`)).toEqual([]);
    expect(offersNewTag([], [], longest)).toBe(true);
    expect(offersNewTag([], [], `${longest}x`)).toBe(false);
  });

  it('suggests tags not chosen yet, filtered case-insensitively', () => {
    // Prepare
    const suggestions = ['North', 'South', 'Northwest'];
    // Act
    const shown = availableSuggestions(suggestions, ['North'], 'NORTH');
    // Assess
    expect(shown).toEqual(['Northwest']);
    expect(availableSuggestions(suggestions, [], '')).toEqual(suggestions);
  });

  it('offers a new tag only for new, non-blank text', () => {
    expect(offersNewTag(['North'], [], 'North')).toBe(false);
    expect(offersNewTag(['North'], ['East'], 'East')).toBe(false);
    expect(offersNewTag(['North'], [], ' ')).toBe(false);
    expect(offersNewTag(['North'], [], 'Nor')).toBe(true);
  });

  it('says what state the suggestions are in', () => {
    expect(suggestionMessage('idle', [], [])).toBe('idle');
    expect(suggestionMessage('loading', [], [])).toBeNull();
    expect(suggestionMessage('error', ['a'], [])).toBe('error');
    expect(suggestionMessage('ready', [], [])).toBe('none');
    expect(suggestionMessage('ready', ['a'], ['a'])).toBe('allSelected');
    expect(suggestionMessage('ready', ['a', 'b'], ['a'])).toBeNull();
  });
});
