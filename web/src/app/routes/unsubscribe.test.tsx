import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../test-utils';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

describe('/unsubscribe/{uid}', () => {
  it('unsubscribes the user', async () => {
    // Prepare
    const fetch = vi.fn(() => Promise.resolve(graphqlResponse({ data: { Unsubscribe: true } })));
    vi.stubGlobal('fetch', fetch);
    // Act
    renderApp('/unsubscribe/user-1');
    // Assess
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(screen.getByText('You have been unsubscribed')).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((JSON.parse(init.body as string) as { variables: unknown }).variables).toEqual({
      userID: 'user-1',
    });
  });

  it('says when it failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          graphqlResponse({ data: null, errors: [{ errorType: 'user.notFound', message: 'user.notFound' }] }),
        ),
      ),
    );
    renderApp('/unsubscribe/nobody');
    expect(await screen.findByText(/^Failed to unsubscribe\. Please refresh/)).toBeTruthy();
  });
});
