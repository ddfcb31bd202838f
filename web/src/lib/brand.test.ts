import { describe, expect, it, vi } from 'vitest';
import harbour from '@/brands/harbour/brand.json';
import { brandCssVariables, BRAND_LOGO_URL, DEFAULT_BRAND, FALLBACK_BRAND, loadBrand } from './brand';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadBrand', () => {
  it('loads /brand/brand.json and uses /brand/logo.svg', async () => {
    // Prepare
    const fetchImpl = vi.fn(() => Promise.resolve(json(harbour)));
    // Act
    const result = await loadBrand(fetchImpl);
    // Assess
    expect(fetchImpl).toHaveBeenCalledWith(
      '/brand/brand.json',
      expect.objectContaining({ signal: expect.anything() as unknown }),
    );
    expect(result).toEqual({ brand: harbour, logoUrl: BRAND_LOGO_URL, isFallback: false });
  });

  it.each([
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a missing brand (404)', () => Promise.resolve(json({ message: 'not found' }, 404))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['tokens that are not colours', () => Promise.resolve(json({ name: 'x', colours: { primary: 'red' } }))],
  ])('falls back to the default look on %s', async (_label, fetchImpl) => {
    expect(await loadBrand(fetchImpl as typeof fetch)).toBe(FALLBACK_BRAND);
  });

  it('falls back when the brand does not arrive within the time-out', async () => {
    // Prepare: a fetch that only ever ends by its abort signal
    const fetchImpl = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      });
    // Act + Assess
    expect(await loadBrand(fetchImpl, 20)).toBe(FALLBACK_BRAND);
  });
});

describe('brandCssVariables', () => {
  it('maps tokens to custom properties', () => {
    const variables = brandCssVariables(DEFAULT_BRAND);
    expect(variables['--color-primary']).toBe(DEFAULT_BRAND.colours.primary);
    expect(variables['--color-chart-1']).toBe(DEFAULT_BRAND.colours.chart[0]);
  });
});
