import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
import { ProfileMenu } from './profile-menu';
import * as auth from '@/testing/auth-mock';
import { lastTabMessage, UnsavedForm } from '@/testing/tab-messages';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

type Handler = (variables: Record<string, unknown>) => Response;

function stubApi(overrides: Record<string, Handler> = {}) {
  const handlers: Record<string, Handler> = {
    GetSelf: () =>
      graphqlResponse({
        data: { self: { id: 'u', email: 'a@b.c', profile: { id: 'u', name: 'Ada Lovelace' } } },
      }),
    GetOrganisation: () => graphqlResponse({ data: { organisation: { id: 'o1', name: 'Beta' } } }),
    GetOrganisations: () =>
      graphqlResponse({
        data: {
          organisations: [
            { id: 'o3', name: 'Gamma' },
            { id: 'o1', name: 'Beta' },
            { id: 'o2', name: 'Alpha' },
          ],
        },
      }),
    SetActiveOrganisation: () => graphqlResponse({ data: { SetActiveOrganisation: true } }),
    ...overrides,
  };
  const fetchMock = vi.fn((_url: string, init: RequestInit) => {
    const { query, variables } = JSON.parse(init.body as string) as {
      query: string;
      variables: Record<string, unknown>;
    };
    const name = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
    const handler = handlers[name];
    if (!handler) return Promise.reject(new Error(`no handler for ${name}`));
    return Promise.resolve(handler(variables));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openMenu(reload = vi.fn(), { unsaved = false } = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {unsaved ? <UnsavedForm /> : null}
      <ProfileMenu onLogOut={vi.fn()} reload={reload} />
    </QueryClientProvider>,
  );
  const trigger = await screen.findByRole('button', { name: 'AL, profile menu for Ada Lovelace' });
  fireEvent.click(trigger);
  return screen.findByRole('menu');
}

beforeEach(() => {
  auth.refreshSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 });
});

describe('ProfileMenu', () => {
  it.each([
    ['while they load', () => new Promise<Response>(() => undefined), 'Loading organisations…'],
    [
      'when they fail to load',
      () => graphqlResponse({ data: null, errors: [{ errorType: 'internal', message: 'x' }] }),
      'Failed to load your organisations. Please close the menu and try again.',
    ],
  ])('says so %s rather than that there are no others', async (_when, answer, text) => {
    stubApi({ GetOrganisations: answer as unknown as Handler });
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: text })).toBeTruthy();
    expect(screen.queryByText('No other organisations')).toBeNull();
  });

  it('lists the other organisations sorted by name', async () => {
    // Prepare
    stubApi();
    // Act
    await openMenu();
    // Assess
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Profile',
        'Alpha',
        'Gamma',
        'Help',
        'Send Feedback',
        'Donate',
        'Log Out',
      ]),
    );
  });

  it('sets the active organisation, refreshes the token, then reloads', async () => {
    // Prepare
    const fetchMock = stubApi();
    const reload = vi.fn();
    await openMenu(reload);
    // Act
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Gamma' }));
    // Assess
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const mutation = fetchMock.mock.calls.find(([, init]) =>
      (init.body as string).includes('SetActiveOrganisation'),
    );
    expect((JSON.parse(mutation?.[1].body as string) as { variables: unknown }).variables).toEqual({
      orgID: 'o3',
    });
    expect(auth.refreshSession).toHaveBeenCalled();
  });

  it('shows an error when switching fails', async () => {
    stubApi({ SetActiveOrganisation: () => graphqlResponse({ errors: [{ errorType: 'auth.forbidden' }] }) });
    await openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Alpha' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Changing organisation failed.');
  });

  it('asks before switching away from changes not saved, and switches only if told to', async () => {
    // Prepare
    const fetchMock = stubApi();
    const reload = vi.fn();
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    await openMenu(reload, { unsaved: true });
    const switches = () =>
      fetchMock.mock.calls.filter(([, init]) => (init.body as string).includes('SetActiveOrganisation'));
    // Act: Cancel
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Gamma' }));
    // Assess
    expect(confirm).toHaveBeenCalledWith(
      'Leave without saving? The changes you made on this page have not been saved. If you leave, they will be lost.',
    );
    expect(switches()).toHaveLength(0);
    // Act: OK
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByRole('button', { name: 'AL, profile menu for Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Gamma' }));
    // Assess: the reload leaves the changes behind without the browser asking again.
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(switches()).toHaveLength(1);
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('reloads once the server switched, even when the token refresh then fails', async () => {
    // Prepare
    stubApi();
    auth.refreshSession.mockRejectedValue(new Error('Token refresh failed'));
    const reload = vi.fn();
    await openMenu(reload);
    // Act
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Gamma' }));
    // Assess
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [
      'names the organisation switched to',
      () => graphqlResponse({ data: { organisation: { id: 'o3', name: 'Gamma' } } }),
    ],
    [
      'refuses the page’s organisation as changed',
      () =>
        graphqlResponse({ data: null, errors: [{ errorType: 'auth.organisationChanged', message: 'x' }] }),
    ],
  ])('reloads when the answer to the switch was lost and reading again %s', async (_case, reread) => {
    // Prepare
    let organisationReads = 0;
    stubApi({
      GetOrganisation: () =>
        ++organisationReads === 1
          ? graphqlResponse({ data: { organisation: { id: 'o1', name: 'Beta' } } })
          : reread(),
      SetActiveOrganisation: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const reload = vi.fn();
    await openMenu(reload);
    // Act
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Gamma' }));
    // Assess
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(organisationReads).toBe(2);
  });

  it('says switching failed when the answer was lost and the organisation is unchanged', async () => {
    // Prepare
    stubApi({
      SetActiveOrganisation: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const reload = vi.fn();
    await openMenu(reload);
    // Act
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Gamma' }));
    // Assess
    expect((await screen.findByRole('alert')).textContent).toBe('Changing organisation failed.');
    expect(reload).not.toHaveBeenCalled();
  });

  it('tells the other tabs which organisation is now active', async () => {
    // Prepare
    stubApi();
    const reload = vi.fn();
    await openMenu(reload);
    // Act
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Gamma' }));
    // Assess
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(lastTabMessage()).toMatchObject({
      kind: 'organisationChanged',
      orgId: 'o3',
    });
  });
});
