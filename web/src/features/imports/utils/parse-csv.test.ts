import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv, toCsv } from './parse-csv';

describe('parseCsv', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks', () => {
    // Prepare
    const text =
      '\uFEFFbeneficiary,notes,Mood\r\nben-1,"said ""hi"", then left",3\r\nben-2,"two\nlines",\r\n';
    // Act
    const rows = parseCsv(text);
    // Assess
    expect(rows).toEqual([
      ['beneficiary', 'notes', 'Mood'],
      ['ben-1', 'said "hi", then left', '3'],
      ['ben-2', 'two\nlines', ''],
    ]);
  });

  it('keeps blank lines as rows, so rows keep their numbers, but not at the end', () => {
    expect(parseCsv('a,b\n\n1,2\r\r3,4\n,\n\n')).toEqual([['a', 'b'], [''], ['1', '2'], [''], ['3', '4']]);
  });

  it('reads semicolon and tab separated files by their header', () => {
    expect(detectDelimiter('a;b;"c,d"\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a\tb\n')).toBe('\t');
    expect(detectDelimiter('one column\n')).toBe(',');
    expect(parseCsv('a;b\n1,5;2')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
  });

  it('is empty for an empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n')).toEqual([]);
  });
});

describe('toCsv', () => {
  it('writes what parseCsv reads back, quoting only where needed', () => {
    // Prepare
    const rows = [
      ['beneficiary', 'notes'],
      ['ben-1', 'said "hi", then\nleft'],
      ['ben-2', '=1+1'],
    ];
    // Act
    const text = toCsv(rows);
    // Assess
    expect(text).toBe('beneficiary,notes\r\nben-1,"said ""hi"", then\nleft"\r\nben-2,=1+1\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });
});
