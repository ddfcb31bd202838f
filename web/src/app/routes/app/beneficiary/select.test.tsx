import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const name =
        /(?:query|mutation) (\w+)/.exec((JSON.parse(init.body as string) as { query: string }).query)?.[1] ??
        '';
      if (name === 'GetBeneficiaries')
        return Promise.resolve(graphqlResponse({ data: { beneficiaries: ['ben-1'] } }));
      if (name === 'GetRecentBeneficiaries')
        return Promise.resolve(graphqlResponse({ data: { recentMeetings: { meetings: [] } } }));
      if (name === 'GetOrganisation')
        return Promise.resolve(
          graphqlResponse({ data: { organisation: { id: 'o', name: 'Org', plugins: [] } } }),
        );
      return Promise.resolve(
        graphqlResponse({
          data: {
            self: {
              id: 'u',
              email: 'a@b.c',
              profile: { id: 'u', name: 'Ada' },
              settings: { language: 'en' },
            },
          },
        }),
      );
    }),
  );
}

beforeEach(() => auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 }));
afterEach(() => vi.unstubAllGlobals());

const typeId = async (id: string) =>
  fireEvent.change(await screen.findByRole('combobox', { name: 'Beneficiary ID' }), {
    target: { value: id },
  });

describe('/beneficiary', () => {
  it('asks for a beneficiary before going anywhere', async () => {
    stubApi();
    const { router } = renderApp('/beneficiary');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a beneficiary')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/beneficiary');
  });

  it("opens an existing beneficiary's journey, and a new one's first record", async () => {
    stubApi();
    const { router } = renderApp('/beneficiary');
    await typeId('ben-1');
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiary/ben-1'));

    await router.navigate('/beneficiary');
    await typeId('ben 2');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiary/ben%202/record'));
  });

  it('states the API limit of an ID and stays', async () => {
    stubApi();
    const { router } = renderApp('/beneficiary');
    await typeId('x'.repeat(101));
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('A beneficiary ID can be at most 100 characters')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/beneficiary');
  });
});
