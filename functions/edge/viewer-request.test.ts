import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { buildEdgeFunctionCode, knownBrands, loadEdgeHandler, routePattern } from './build-edge-code.ts';
import type { CloudFrontRequestEvent } from './build-edge-code.ts';

const fixture = (name: string): CloudFrontRequestEvent =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/cloudfront/${name}.json`, import.meta.url), 'utf8'));

const request = (name: string, overrides: { host?: string; uri?: string } = {}): CloudFrontRequestEvent => {
  const event = fixture(name);
  if (overrides.uri) event.request.uri = overrides.uri;
  if (overrides.host) event.request.headers.host = { value: overrides.host };
  return event;
};

const handler = loadEdgeHandler(buildEdgeFunctionCode(['default', 'dev', 'harbour', 'meadow']));

describe('viewer-request edge function', () => {
  it.each([
    ['harbour.ripple.example.org', '/brands/harbour/logo.svg'],
    ['meadow.localhost:3000', '/brands/meadow/logo.svg'],
    ['app.ripple.example.org', '/brands/default/logo.svg'],
    ['unknown.ripple.example.org', '/brands/default/logo.svg'],
    ['localhost:3000', '/brands/default/logo.svg'],
    ['127.0.0.1:3000', '/brands/default/logo.svg'],
    ['ripple', '/brands/default/logo.svg'],
    ['[::1]:3000', '/brands/default/logo.svg'],
  ])('rewrites /brand/* on %s to %s', (host, expected) => {
    // Prepare
    const event = request('partner-brand-host', { host });
    // Act
    const result = handler(event);
    // Assess
    expect(result.uri).toBe(expected);
  });

  it.each([
    ['/v1/graphql', '/graphql'],
    ['/v1/export/token/records.csv', '/v1/export/token/records.csv'],
    ['/v1/don/checkout', '/v1/don/checkout'],
    ['/', '/index.html'],
    ['/dashboard', '/index.html'],
    ['/meeting/123/answer', '/index.html'],
    ['/meeting/123/view', '/index.html'],
    ['/login', '/light.html'],
    ['/login/', '/light.html'],
    ['/loginx', '/index.html'],
    ['/terms', '/light.html'],
    ['/meeting/123', '/light.html'],
    ['/jti/abc-123', '/light.html'],
    ['/smn/AB12', '/light.html'],
    ['/external/aHR0cHM6Ly9leGFtcGxlLm9yZw', '/light.html'],
    ['/unsubscribe/u1', '/light.html'],
    ['/unsubscribe', '/index.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/brands/harbour/brand.json', '/brands/harbour/brand.json'],
    ['/config.json', '/config.json'],
  ])('rewrites %s to %s', (uri, expected) => {
    // Prepare
    const event = request('app-host', { uri });
    // Act
    const result = handler(event);
    // Assess
    expect(result.uri).toBe(expected);
  });

  it('keeps the rest of the request as it came', () => {
    // Prepare
    const event = request('localhost-host');
    // Act
    const result = handler(event);
    // Assess
    expect(result).toMatchObject({ method: 'GET', uri: '/graphql', querystring: { lang: { value: 'en' } } });
    expect(result.headers.host).toEqual({ value: 'localhost:3000' });
  });
});

describe('buildEdgeFunctionCode', () => {
  it('substitutes the brand folders that hold a brand.json, and leaves no placeholder', () => {
    // Prepare
    const brandsDir = new URL('../../web/src/brands/', import.meta.url).pathname;
    // Act
    const code = buildEdgeFunctionCode(knownBrands(brandsDir));
    // Assess
    expect(code).not.toContain('__KNOWN_BRANDS__');
    expect(code).not.toContain('__LANDING_PATHS__');
    expect(code).toContain(`var KNOWN_BRANDS = ${JSON.stringify(knownBrands(brandsDir))};`);
  });

  it.each([
    ['/login', '^/login/?$'],
    ['/meeting/:id', '^/meeting/[^/]+/?$'],
    ['/a.b/:c', '^/a\\.b/[^/]+/?$'],
  ])('turns the route path %s into the pattern %s', (path, pattern) => {
    // Act
    const source = routePattern(path);
    // Assess
    expect(source).toBe(pattern);
  });

  it('lists only folders with a brand.json', () => {
    // Prepare
    const brandsDir = new URL('../../web/src/brands/', import.meta.url).pathname;
    // Act
    const brands = knownBrands(brandsDir);
    // Assess
    expect(brands).toEqual([...brands].sort());
    for (const brand of brands)
      expect(readFileSync(`${brandsDir}${brand}/brand.json`, 'utf8').length).toBeGreaterThan(0);
  });
});
