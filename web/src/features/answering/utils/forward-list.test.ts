import { describe, expect, it } from 'vitest';
import { decodeExternal, decodeNext, encodeExternal, encodeNext, forwardHref } from './forward-list';

describe('forward list', () => {
  it('round-trips a list through base64 JSON', () => {
    const list = ['m1', 'https://example.org/é?a=1'];
    expect(decodeNext(encodeNext(list))).toEqual(list);
    expect(encodeNext([])).toBeUndefined();
  });

  it('reads a missing or malformed value as empty', () => {
    expect(decodeNext(null)).toEqual([]);
    expect(decodeNext('%%%')).toEqual([]);
    expect(decodeNext(btoa('{"a":1}'))).toEqual([]);
  });

  it('goes to the next record with the rest in next, or to the external notice', () => {
    const href = forwardHref(['m1', 'm2']);
    expect(href?.startsWith('/meeting/m1?next=')).toBe(true);
    const next = new URL(href!, 'http://x').searchParams.get('next');
    expect(decodeNext(next)).toEqual(['m2']);
    expect(forwardHref(['m3'])).toBe('/meeting/m3');
    expect(forwardHref(['https://example.org/done'])).toBe(
      `/external/${encodeExternal('https://example.org/done')}`,
    );
    expect(forwardHref([])).toBeNull();
  });

  it('keeps paper records of a sequence on data entry', () => {
    const href = forwardHref(['m1', 'm2'], 'dataentry');
    expect(href?.startsWith('/dataentry/m1?next=')).toBe(true);
    expect(forwardHref(['https://example.org/done'], 'dataentry')).toBe(
      `/external/${encodeExternal('https://example.org/done')}`,
    );
  });

  it('decodes only valid http(s) external links', () => {
    expect(decodeExternal(encodeExternal('https://example.org/x'))?.host).toBe('example.org');
    expect(decodeExternal(encodeExternal('javascript:alert(1)'))).toBeNull();
    expect(decodeExternal('***')).toBeNull();
  });
});
