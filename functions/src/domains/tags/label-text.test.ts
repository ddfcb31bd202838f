import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { normaliseLabel } from './label-text.ts';

const INVISIBLES = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u061C',
];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Well-formed text (the API refuses lone surrogates before any schema), often with accents and spaces. */
const text = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.constantFrom('e\u0301', 'é', 'A\u030A', 'Å', ' ', '\u00A0', 'ann', 'Ann', '\u1100\u1161'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''))
  .filter((value) => !LONE_SURROGATE.test(value));

/** `value` with invisible characters put in at random places. */
const withInvisibles = (value: string) =>
  fc
    .array(fc.tuple(fc.nat(value.length), fc.constantFrom(...INVISIBLES)), { maxLength: 5 })
    .map((inserts) => {
      let result = value;
      for (const [at, mark] of inserts.sort(([a], [b]) => b - a)) {
        result =
          result.slice(0, Math.min(at, result.length)) + mark + result.slice(Math.min(at, result.length));
      }
      return result;
    });

describe('normaliseLabel', () => {
  it('is idempotent, NFC, trimmed and free of invisible characters', () => {
    fc.assert(
      fc.property(text, (value) => {
        // Act
        const once = normaliseLabel(value);

        // Assess
        expect(normaliseLabel(once)).toBe(once);
        expect(once.normalize('NFC')).toBe(once);
        expect(once.trim()).toBe(once);
        expect(INVISIBLES.some((mark) => once.includes(mark))).toBe(false);
      }),
    );
  });

  it('ignores invisible characters wherever they are, and how the text was composed', () => {
    fc.assert(
      fc.property(
        text.chain((value) => fc.tuple(fc.constant(value), withInvisibles(value))),
        ([value, marked]) => {
          // Assess
          expect(normaliseLabel(marked)).toBe(normaliseLabel(value));
          expect(normaliseLabel(value.normalize('NFD'))).toBe(normaliseLabel(value));
        },
      ),
    );
  });

  it('makes the examples of issue 27 one, and keeps case', () => {
    // Assess
    expect(normaliseLabel('Ann\u200B')).toBe('Ann');
    expect(normaliseLabel('\u202EAnn\u2069 ')).toBe('Ann');
    expect(normaliseLabel('Jose\u0301')).toBe('José');
    expect(normaliseLabel('Jos\u200Be\u0301')).toBe('José');
    expect(normaliseLabel('ann')).not.toBe(normaliseLabel('Ann'));
  });
});
