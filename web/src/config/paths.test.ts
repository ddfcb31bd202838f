import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from './paths';

describe('safeRedirect', () => {
  it('keeps paths on this origin', () => {
    expect(safeRedirect('/beneficiary/x?q=1')).toBe('/beneficiary/x?q=1');
  });
  it('replaces absent, absolute and protocol-relative targets with /', () => {
    for (const value of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example']) {
      expect(safeRedirect(value)).toBe('/');
    }
  });
});

describe('paths', () => {
  it('encodes the login redirect', () => {
    expect(paths.login.getHref('/a?b=c')).toBe('/login?redirect=%2Fa%3Fb%3Dc');
    expect(paths.login.getHref()).toBe('/login');
  });
});
