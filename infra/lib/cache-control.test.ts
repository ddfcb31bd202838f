import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-control.ts';

describe('cacheControlFor', () => {
  it.each([
    ['/assets/main-abc123.js', 'public, max-age=31536000, immutable'],
    ['/brands/harbour/logo.svg', 'public, max-age=3600'],
    ['/index.html', 'no-cache'],
    ['/light.html', 'no-cache'],
    ['/config.json', 'no-cache'],
    // Only the folders themselves: a file that merely starts with a folder's name is a page's.
    ['/assets-old.js', 'no-cache'],
    ['/brands.json', 'no-cache'],
  ])('gives %s "%s"', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
