/** Spec 01 §4 Locale: the preference is stored under `locale`. */
export const LOCALE_STORAGE_KEY = 'locale';
/** The query parameter that picks a language (`?lng=en`). */
export const LOCALE_QUERY_KEY = 'lng';
export const FALLBACK_LANGUAGE = 'en';
/** The pseudo-locale: English with accents and brackets, generated at run time, for spotting untranslated text. */
export const PSEUDO_LANGUAGE = 'en-XA';
/** Spec 01 §9: only English is listed; the pseudo-locale exists for tests. */
export const SUPPORTED_LANGUAGES = [FALLBACK_LANGUAGE, PSEUDO_LANGUAGE] as const;
/** A user's stored language meaning "detect it" (spec 01 §9). */
export const AUTO_LANGUAGE = 'und';

type DetectionSources = {
  /** `location.search`. */
  search: string;
  /** The stored preference, or null. */
  stored: string | null;
  /** `navigator.languages`, most preferred first. */
  browser: readonly string[];
};

/** The supported language for a code: exact (case-insensitive), else by its base language (`en-GB` → `en`). */
export function matchLanguage(code: string | null | undefined): string | null {
  if (!code) return null;
  const wanted = code.trim().toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const base = wanted.split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === base) ?? null;
}

/** Spec 01 §4 Locale: the query string, then the stored preference, then the browser; English otherwise. */
export function detectLanguage({ search, stored, browser }: DetectionSources): string {
  const fromQuery = new URLSearchParams(search).get(LOCALE_QUERY_KEY);
  const kept = matchLanguage(stored);
  // The pseudo-locale is a test locale chosen only by the query string; a query asking for another language,
  // even one not supported, leaves it, or a stored pseudo-locale would outlive every later ?lng.
  const storedLanguage = fromQuery !== null && kept === PSEUDO_LANGUAGE ? null : kept;
  return (
    matchLanguage(fromQuery) ??
    storedLanguage ??
    browser.map(matchLanguage).find((language) => language !== null) ??
    FALLBACK_LANGUAGE
  );
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** One string in the pseudo-locale: accented letters inside ⟦ ⟧; `{{placeholders}}` stay as they are. */
export function pseudoString(text: string): string {
  const parts = text.split(/(\{\{[^}]+\}\})/);
  const accented = parts
    .map((part) => (part.startsWith('{{') ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  return `⟦${accented}⟧`;
}

type Strings = string | readonly Strings[] | { readonly [key: string]: Strings };

/** A namespace's strings (nested objects and lists of strings) in the pseudo-locale. */
export function pseudoStrings<T extends Strings>(strings: T): T {
  if (typeof strings === 'string') return pseudoString(strings) as T;
  if (Array.isArray(strings)) return strings.map((value: Strings) => pseudoStrings(value)) as unknown as T;
  return Object.fromEntries(Object.entries(strings).map(([key, value]) => [key, pseudoStrings(value)])) as T;
}
