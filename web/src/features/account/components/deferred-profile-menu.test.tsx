import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import { DeferredProfileMenu } from './deferred-profile-menu';
import { ProfileMenu } from './profile-menu';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const NAME = 'AL, profile menu for Ada Lovelace';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const query = (JSON.parse(init.body as string) as { query: string }).query;
      if (query.includes('GetSelf'))
        return Promise.resolve(
          graphqlResponse({
            data: { self: { id: 'u', email: 'a@b.c', profile: { id: 'u', name: 'Ada Lovelace' } } },
          }),
        );
      if (query.includes('GetOrganisations'))
        return Promise.resolve(graphqlResponse({ data: { organisations: [{ id: 'o1', name: 'Beta' }] } }));
      return Promise.resolve(graphqlResponse({ data: { organisation: { id: 'o1', name: 'Beta' } } }));
    }),
  );
});

const renderMenu = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeferredProfileMenu onLogOut={vi.fn()} />
    </QueryClientProvider>,
  );

describe('DeferredProfileMenu', () => {
  it('is the menu button, named and marked as one, before the menu has loaded', async () => {
    // Act
    renderMenu();
    // Assess
    const button = await screen.findByRole('button', { name: NAME });
    expect(button.textContent).toBe('AL');
    expect(button.getAttribute('aria-haspopup')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu when pressed before the menu had loaded', async () => {
    // Prepare
    renderMenu();
    // Act
    fireEvent.click(await screen.findByRole('button', { name: NAME }));
    // Assess
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('keeps the focus on the button when the menu arrives after focusing it, closed', async () => {
    // Prepare
    renderMenu();
    const placeholder = await screen.findByRole('button', { name: NAME });
    // Act
    placeholder.focus();
    // Assess: the loaded menu's own button took the placeholder's place and its focus
    await waitFor(() => expect(screen.getByRole('button', { name: NAME })).not.toBe(placeholder));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: NAME })));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('leaves the focus where a keyboard user moved it while the menu loaded', async () => {
    // Prepare: the placeholder had the focus, then Tab took it to the next field before the menu arrived
    const next = document.createElement('input');
    document.body.append(next);
    next.focus();
    // Act
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProfileMenu onLogOut={vi.fn()} takeFocus />
      </QueryClientProvider>,
    );
    await screen.findByRole('button', { name: NAME });
    // Assess
    expect(document.activeElement).toBe(next);
    next.remove();
  });
});
