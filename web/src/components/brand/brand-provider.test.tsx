import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND } from '@/lib/brand';
import { getOrganisationBrandingQueryOptions, ORGANISATION_QUERY_KEY } from '@/lib/brand-organisation';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import { BrandLogo } from './brand-logo';
import { BrandProvider } from './brand-provider';

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';
const branding = {
  name: 'Acme Trust',
  logo: LOGO,
  colours: {
    primary: '#5b2a86',
    primaryContrast: '#ffffff',
    accent: '#00857f',
    background: '#fafafa',
    text: '#111',
  },
  chart: ['#935d8c', '#59b397'],
  updatedAt: '2024-05-01T10:00:00.000Z',
};

/** The host's brand.json is missing (default look); the API answers organisationBranding with `answer`. */
function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(url === '/v1/graphql' ? answer() : new Response('not found', { status: 404 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderProvider = () => {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <BrandProvider>
        <BrandLogo />
      </BrandProvider>
    </QueryClientProvider>,
  );
  return queryClient;
};

const signIn = (queryClient: ReturnType<typeof createQueryClient>) =>
  act(() => {
    queryClient.setQueryData(ORGANISATION_QUERY_KEY, { id: 'o', name: 'Acme Trust', plugins: [] });
  });

beforeEach(() => {
  document.documentElement.removeAttribute('style');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrandProvider with an organisation', () => {
  it("applies a patron's logo and colours once the organisation is loaded, and drops them on logout", async () => {
    // Prepare
    const fetchMock = stubFetch(() => graphqlResponse({ data: { organisationBranding: branding } }));
    const queryClient = renderProvider();
    expect(screen.getByRole('img')).toHaveProperty('alt', DEFAULT_BRAND.name);
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/graphql')).toBe(false);

    // Act: the staff shell loads the organisation
    signIn(queryClient);

    // Assess
    await waitFor(() => expect(screen.getByRole('img', { name: 'Acme Trust' })).toHaveProperty('src', LOGO));
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#5b2a86');
    expect(style.getPropertyValue('--color-chart-2')).toBe('#59b397');
    expect(style.getPropertyValue('--color-chart-3')).toBe('');

    // Act: a save elsewhere in the app updates the shared cache entry
    act(() => {
      queryClient.setQueryData(getOrganisationBrandingQueryOptions().queryKey, {
        ...branding,
        colours: { ...branding.colours, primary: '#123456' },
      });
    });
    await waitFor(() => expect(style.getPropertyValue('--color-primary')).toBe('#123456'));

    // Act: logging out clears the cache
    act(() => queryClient.clear());

    // Assess
    await waitFor(() => expect(screen.getByRole('img')).toHaveProperty('alt', DEFAULT_BRAND.name));
    expect(style.getPropertyValue('--color-primary')).toBe(DEFAULT_BRAND.colours.primary);
    expect(style.getPropertyValue('--color-chart-3')).toBe(DEFAULT_BRAND.colours.chart[2]);
  });

  it('keeps the default look for an organisation that is not a patron', async () => {
    // Prepare
    const fetchMock = stubFetch(() =>
      graphqlResponse({ data: null, errors: [{ errorType: 'organisation.notPatron', message: 'x' }] }),
    );
    const queryClient = renderProvider();
    // Act
    signIn(queryClient);
    // Assess
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/v1/graphql')).toHaveLength(1),
    );
    expect(screen.getByRole('img')).toHaveProperty('alt', DEFAULT_BRAND.name);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(
      DEFAULT_BRAND.colours.primary,
    );
  });
});

describe('BrandProvider while the host brand loads', () => {
  it("shows the host's logo that the page painted first, then the default one if the brand fails", async () => {
    // Prepare: brand.json answers only when told
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    // Act
    renderProvider();

    // Assess: the host's logo at once, the default one after a failed brand.json
    const logo = screen.getByRole('img', { name: DEFAULT_BRAND.name });
    expect(logo.getAttribute('src')).toBe('/brand/logo.svg');
    act(() => answer(new Response('not found', { status: 404 })));
    await waitFor(() => expect(logo.getAttribute('src')).toBe('/brands/default/logo.svg'));
  });
});
