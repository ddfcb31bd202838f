import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

/** A Cognito-like ID token of a sign-in at `authTime` (seconds). */
const idToken = (authTime: number) =>
  `h.${btoa(JSON.stringify({ sub: 'u', auth_time: authTime })).replace(/=+$/, '')}.s`;
const signIn = (authTime = 1_000) =>
  auth.getSession.mockResolvedValue({ idToken: idToken(authTime), expiresAt: Date.now() + 60_000 });

const organisation = (plugins: string[] = []) =>
  graphqlResponse({
    data: { organisation: { id: 'o', name: 'Org', plugins: plugins.map((id) => ({ id })) } },
  });
const noOrganisation = () =>
  graphqlResponse({ data: null, errors: [{ errorType: 'auth.noOrganisation', message: 'x' }] });

/** Answers by operation name (GetSelf and RecordUsage given), recording the name of every call. */
function stubApi(answers: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const all: Record<string, () => Response | Promise<Response>> = {
    GetSelf: () =>
      graphqlResponse({
        data: {
          self: {
            id: 'u',
            email: 'a@b.c',
            profile: { id: 'u', name: 'Ada' },
            emailEnabled: true,
            settings: { unsubscribed: false, notifyOnRemote: false, language: 'und' },
          },
        },
      }),
    RecordUsage: () => graphqlResponse({ data: { RecordUsage: true } }),
    ...answers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(init.body as string) as { query: string };
      const name = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
      calls.push(name);
      const answer = all[name];
      if (!answer) throw new Error(`unexpected operation ${name}`);
      return answer();
    }),
  );
  return calls;
}

const count = (calls: string[], name: string) => calls.filter((call) => call === name).length;

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
  sessionStorage.clear();
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
      vi.fn(() =>
        Promise.resolve(
          graphqlResponse({
            data: null,
            errors: [{ errorType: 'auth.noOrganisation', message: 'auth.noOrganisation' }],
          }),
        ),
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
      vi.fn((_url: string, init: RequestInit) => {
        const { query } = JSON.parse(init.body as string) as { query: string };
        return Promise.resolve(
          query.includes('GetSelf')
            ? graphqlResponse({
                data: { self: { id: 'u', email: 'a@b.c', profile: { id: 'u', name: 'Ada Lovelace' } } },
              })
            : graphqlResponse({ data: { organisation: { id: 'o', name: 'Analytical Engines' } } }),
        );
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

  it('keeps the current page when logging out from the profile menu', async () => {
    // Prepare
    stubApi({ GetOrganisation: () => organisation() });
    const { router } = renderApp('/record?ben=client-7');
    await screen.findByRole('heading', { name: 'New Record' });
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'A, profile menu for Ada' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/record?ben=client-7');
  });
});

describe('the organisation of the staff shell', () => {
  it('is fetched again on every staff page, which shows meanwhile from the cache', async () => {
    // Prepare: the second fetch never answers
    let fetches = 0;
    const calls = stubApi({
      GetOrganisation: () => (++fetches === 1 ? organisation() : new Promise<Response>(() => undefined)),
    });
    const { router } = renderApp('/record');
    await screen.findByRole('heading', { name: 'New Record' });
    // Act
    await act(() => router.navigate('/profile'));
    // Assess
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(count(calls, 'GetOrganisation')).toBe(2);
  });

  it('shows a plugin added meanwhile on the next page', async () => {
    // Prepare
    let fetches = 0;
    stubApi({ GetOrganisation: () => organisation(++fetches === 1 ? [] : ['sve']) });
    const { router } = renderApp('/record');
    await screen.findByRole('heading', { name: 'New Record' });
    expect(screen.queryByRole('link', { name: 'Social Value' })).toBeNull();
    // Act
    await act(() => router.navigate('/profile'));
    // Assess
    expect(await screen.findByRole('link', { name: 'Social Value' })).toBeTruthy();
  });

  it('shows the blocker once a fetch finds the user removed from the organisation', async () => {
    // Prepare
    let fetches = 0;
    stubApi({ GetOrganisation: () => (++fetches === 1 ? organisation() : noOrganisation()) });
    const { router } = renderApp('/record');
    await screen.findByRole('heading', { name: 'New Record' });
    // Act
    await act(() => router.navigate('/profile'));
    // Assess
    expect(await screen.findByText('Sorry, it seems you do not belong to an organisation.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Profile' })).toBeNull();
  });
});

describe('another window switching organisation', () => {
  it('names the organisation the shell shows in later requests', async () => {
    // Prepare
    const headers: (string | undefined)[] = [];
    stubApi({ GetOrganisation: () => organisation() });
    const answer = vi.mocked(fetch);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const { query } = JSON.parse(init.body as string) as { query: string };
        if (query.includes('GetOrganisation'))
          headers.push((init.headers as Record<string, string>)['x-ripple-organisation']);
        return answer(url, init);
      }),
    );
    const { router } = renderApp('/record');
    await screen.findByRole('heading', { name: 'New Record' });
    // Act
    await act(() => router.navigate('/profile'));
    // Assess
    await waitFor(() => expect(headers).toEqual([undefined, 'o']));
  });

  it('blocks the page once the API says the organisation was changed elsewhere', async () => {
    // Prepare
    let fetches = 0;
    stubApi({
      GetOrganisation: () =>
        ++fetches === 1
          ? organisation()
          : graphqlResponse({
              data: null,
              errors: [{ errorType: 'auth.organisationChanged', message: 'x' }],
            }),
    });
    const { router } = renderApp('/record');
    await screen.findByRole('heading', { name: 'New Record' });
    // Act
    await act(() => router.navigate('/profile'));
    // Assess
    expect(await screen.findByRole('alertdialog', { name: 'Your organisation was changed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch back to Org' })).toBeTruthy();
  });
});

describe('usage tracking', () => {
  it('records usage once per sign-in in this tab, however many pages and loads it spans', async () => {
    // Prepare
    signIn(1_000);
    const calls = stubApi({ GetOrganisation: () => organisation() });
    const first = renderApp('/record');
    await screen.findByRole('heading', { name: 'New Record' });
    await waitFor(() => expect(count(calls, 'RecordUsage')).toBe(1));
    // Act: another page, then the app loaded again in the same tab
    await act(() => first.router.navigate('/profile'));
    await screen.findByRole('heading', { name: 'Profile' });
    first.unmount();
    renderApp('/record');
    await screen.findByRole('heading', { name: 'New Record' });
    // Assess
    expect(count(calls, 'RecordUsage')).toBe(1);
  });

  it('records usage again for a new sign-in', async () => {
    // Prepare
    signIn(1_000);
    const calls = stubApi({ GetOrganisation: () => organisation() });
    const first = renderApp('/record');
    await waitFor(() => expect(count(calls, 'RecordUsage')).toBe(1));
    first.unmount();
    // Act
    signIn(2_000);
    renderApp('/record');
    // Assess
    await waitFor(() => expect(count(calls, 'RecordUsage')).toBe(2));
  });

  it('keeps the page when recording fails, and does not record for a user without an organisation', async () => {
    // Prepare
    signIn();
    const calls = stubApi({
      GetOrganisation: () => organisation(),
      RecordUsage: () => graphqlResponse({ data: null, errors: [{ errorType: 'internal', message: 'x' }] }),
    });
    // Act
    renderApp('/record');
    // Assess
    await waitFor(() => expect(count(calls, 'RecordUsage')).toBe(1));
    expect(screen.getByRole('heading', { name: 'New Record' })).toBeTruthy();
    sessionStorage.clear();
    const blocked = stubApi({ GetOrganisation: () => noOrganisation() });
    renderApp('/record');
    await screen.findByText('Sorry, it seems you do not belong to an organisation.');
    expect(count(blocked, 'RecordUsage')).toBe(0);
  });
});
