import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readPreference,
  rememberQuestionnaire,
  rememberedQuestionnaire,
  writePreference,
} from './preferences';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('preferences', () => {
  it('keeps a preference in this browser', () => {
    writePreference('agg', 'category');
    expect(readPreference('agg')).toBe('category');
    expect(readPreference('vis.dist')).toBeNull();
  });

  it('remembers the last questionnaire opened', () => {
    expect(rememberedQuestionnaire()).toBeUndefined();
    rememberQuestionnaire('q1');
    expect(rememberedQuestionnaire()).toBe('q1');
  });

  it('does without storage, as in private browsing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => rememberQuestionnaire('q1')).not.toThrow();
    expect(rememberedQuestionnaire()).toBeUndefined();
  });
});
