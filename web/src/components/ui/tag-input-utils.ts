import { API_LIMITS } from '@/config/api-limits';

/** Tag input (spec 01 §2): what the text box may add and what it offers. */

/** A tag as stored: trimmed; blank is no tag. */
export const cleanTag = (text: string) => text.trim();

export const tagTooLong = (text: string) => cleanTag(text).length > API_LIMITS.tag;

/** Adds a tag once; blanks, duplicates and tags too long leave the list as it is. */
export function addTag(tags: readonly string[], text: string): string[] {
  const tag = cleanTag(text);
  return !tag || tags.includes(tag) || tagTooLong(tag) ? [...tags] : [...tags, tag];
}

/** Suggestions not chosen yet, filtered case-insensitively by the typed text. */
export function availableSuggestions(
  suggestions: readonly string[],
  chosen: readonly string[],
  text: string,
): string[] {
  const needle = cleanTag(text).toLowerCase();
  return suggestions.filter((tag) => !chosen.includes(tag) && tag.toLowerCase().includes(needle));
}

/** 'Create a new tag' is offered for typed text that is neither chosen, an existing suggestion nor too long. */
export const offersNewTag = (suggestions: readonly string[], chosen: readonly string[], text: string) => {
  const tag = cleanTag(text);
  return !!tag && !chosen.includes(tag) && !suggestions.includes(tag) && !tagTooLong(tag);
};

export type SuggestionState = 'idle' | 'loading' | 'error' | 'ready';

/** The message under the input, if any, for the suggestions' state (spec 01 §2 tag suggestion messages). */
export function suggestionMessage(
  state: SuggestionState,
  suggestions: readonly string[],
  chosen: readonly string[],
): 'idle' | 'error' | 'none' | 'allSelected' | null {
  if (state === 'idle') return 'idle';
  if (state === 'error') return 'error';
  if (state === 'loading') return null;
  if (!suggestions.length) return 'none';
  return suggestions.every((tag) => chosen.includes(tag)) ? 'allSelected' : null;
}
