import { describe, expect, it } from 'vitest';
import { detectLanguage, matchLanguage, pseudoString, pseudoStrings } from './locale';

describe('detectLanguage (spec 01 §4 Locale)', () => {
  it('prefers the query string, then the stored preference, then the browser', () => {
    expect(detectLanguage({ search: '?lng=en-XA', stored: 'en', browser: ['en-GB'] })).toBe('en-XA');
    expect(detectLanguage({ search: '', stored: 'en-XA', browser: ['en-GB'] })).toBe('en-XA');
    expect(detectLanguage({ search: '?lng=xx', stored: null, browser: ['fr', 'en-GB'] })).toBe('en');
  });

  it('leaves a stored pseudo-locale for English when the query asks for an unsupported language', () => {
    expect(detectLanguage({ search: '?lng=xx', stored: 'en-XA', browser: [] })).toBe('en');
    expect(detectLanguage({ search: '?lng=xx', stored: 'en-XA', browser: ['en-GB'] })).toBe('en');
    expect(detectLanguage({ search: '?other=1', stored: 'en-XA', browser: ['en-GB'] })).toBe('en-XA');
  });

  it('falls back to English', () => {
    expect(detectLanguage({ search: '', stored: 'cy', browser: ['fr-FR'] })).toBe('en');
    expect(matchLanguage('und')).toBeNull();
  });
});

describe('pseudo-locale', () => {
  it('accents and brackets text but keeps placeholders', () => {
    expect(pseudoString('Log in as {{email}}')).toBe('⟦Ĺóĝ íñ áš {{email}}⟧');
    expect(pseudoStrings({ a: { b: 'Hi' } })).toEqual({ a: { b: '⟦Ĥí⟧' } });
  });
});
