import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../../test-utils';

const auth = vi.hoisted(() => ({ getSession: vi.fn() }));
vi.mock('@/lib/auth', () => ({
  getSession: auth.getSession,
  signInWithPassword: vi.fn(),
  signOutUser: vi.fn(),
  refreshSession: vi.fn(),
}));

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
});

describe('staff routes', () => {
  it('send an anonymous user to /login with the return path', async () => {
    // Prepare
    auth.getSession.mockResolvedValue(null);
    // Act
    const { router } = renderApp('/');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2F');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('show the blocker to a user without an organisation', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        graphqlResponse({
          data: null,
          errors: [{ errorType: 'auth.noOrganisation', message: 'auth.noOrganisation' }],
        }),
      ),
    );
    // Act
    renderApp('/');
    // Assess
    expect(await screen.findByText('Sorry, it seems you do not belong to an organisation.')).toBeTruthy();
  });

  it('show the user name and the organisation on the home page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { query } = JSON.parse(init.body as string) as { query: string };
        return query.includes('GetSelf')
          ? graphqlResponse({
              data: { self: { id: 'u', email: 'a@b.c', profile: { id: 'u', name: 'Ada Lovelace' } } },
            })
          : graphqlResponse({ data: { organisation: { id: 'o', name: 'Analytical Engines' } } });
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Analytical Engines')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'AL, profile menu for Ada Lovelace' }).textContent).toBe('AL');
  });

  it('render a not-found page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
