import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOrganisationSource } from '@/lib/graphql/client';
import { getPatronCheckoutUrl } from './billing-link';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

afterEach(() => {
  vi.unstubAllGlobals();
  setOrganisationSource(() => null);
});

describe('getPatronCheckoutUrl', () => {
  it('names the organisation the page shows, so a switch in another tab cannot pay for another charity', async () => {
    // Prepare
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ url: 'https://pay.example/x' })));
    vi.stubGlobal('fetch', fetchMock);
    setOrganisationSource(() => 'org-shown');

    // Act
    const url = await getPatronCheckoutUrl(2, 'monthly');

    // Assess
    expect(url).toBe('https://pay.example/x');
    expect(fetchMock).toHaveBeenCalledWith('/v1/don/checkout?size=2&period=monthly', {
      headers: { Authorization: 'Bearer token', 'x-ripple-organisation': 'org-shown' },
    });
  });

  it('passes the refusal of a page showing another organisation on as its code', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ error: 'auth.organisationChanged' }, { status: 409 }))),
    );

    // Act + Assess
    await expect(getPatronCheckoutUrl(1, 'yearly')).rejects.toMatchObject({
      code: 'auth.organisationChanged',
    });
  });
});
