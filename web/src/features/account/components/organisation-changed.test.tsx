import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/graphql/api-error';
import { request } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/generated';
import { createQueryClient } from '@/lib/query-client';
import { hasUnsavedChanges } from '@/lib/unsaved-changes';
import { graphqlResponse } from '@/testing/graphql-response';
import * as auth from '@/testing/auth-mock';
import { fromAnotherTab, lastTabMessage, UnsavedForm } from '@/testing/tab-messages';
import { OrganisationChanged } from './organisation-changed';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const SaveDocument = graphql(`
  mutation OrganisationChangedTestSave {
    GetInviteLink
  }
`);

const refused = () =>
  graphqlResponse({ data: null, errors: [{ errorType: 'auth.organisationChanged', message: 'x' }] });

function renderNotice(reload = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UnsavedForm />
      <OrganisationChanged organisation={{ id: 'o1', name: 'Beta' }} reload={reload} />
    </QueryClientProvider>,
  );
  return reload;
}

/** Another tab of this browser announces a switch. */
const anotherTabSwitchedTo = (orgId: string) =>
  act(() => fromAnotherTab({ kind: 'organisationChanged', orgId }));

const notice = () => screen.queryByRole('alertdialog', { name: 'Your organisation was changed' });

beforeEach(() => {
  auth.refreshSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 });
});

describe('OrganisationChanged', () => {
  it('blocks the page once the API refuses a request because the organisation changed elsewhere', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(refused())),
    );
    renderNotice();
    expect(notice()).toBeNull();
    // Act
    const error = await act(() => request(SaveDocument).catch((caught: unknown) => caught));
    // Assess
    expect(error).toBeInstanceOf(ApiError);
    await waitFor(() => expect(notice()).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch back to Beta' })).toBeTruthy();
  });

  it('blocks it at once when another tab switches to another organisation, and lifts when one switches back', async () => {
    // Prepare
    renderNotice();
    // Act
    anotherTabSwitchedTo('o2');
    // Assess
    await waitFor(() => expect(notice()).toBeTruthy());
    // Act
    anotherTabSwitchedTo('o1');
    // Assess
    await waitFor(() => expect(notice()).toBeNull());
  });

  it('reloads without the browser asking again about the changes left behind', async () => {
    // Prepare
    const reload = renderNotice();
    anotherTabSwitchedTo('o2');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    // Assess
    expect(reload).toHaveBeenCalled();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('switches back on request, keeping the page and what was typed, and tells the other tabs', async () => {
    // Prepare
    const fetchMock = vi.fn(() =>
      Promise.resolve(graphqlResponse({ data: { SetActiveOrganisation: true } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const reload = renderNotice();
    anotherTabSwitchedTo('o2');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Switch back to Beta' }));
    // Assess
    await waitFor(() => expect(notice()).toBeNull());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((JSON.parse(init.body as string) as { variables: unknown }).variables).toEqual({ orgID: 'o1' });
    expect(screen.getByLabelText<HTMLTextAreaElement>('Notes').value).toBe('typed');
    expect(hasUnsavedChanges()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(lastTabMessage()).toMatchObject({
      kind: 'organisationChanged',
      orgId: 'o1',
    });
  });

  it('stays, saying so, when switching back fails', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        return Promise.reject(new TypeError('Failed to fetch'));
      }),
    );
    renderNotice();
    anotherTabSwitchedTo('o2');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Switch back to Beta' }));
    // Assess
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Switching back failed. Please try again, or reload.',
    );
    expect(notice()).toBeTruthy();
  });
});
