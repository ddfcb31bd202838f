import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/graphql/api-error';
import { ORGANISATION_HEADER, request } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/generated';
import { graphqlResponse } from '@/testing/graphql-response';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient while the browser says it is offline', () => {
  it('sends a save, which fails at once with the network error instead of waiting on "Saving…"', async () => {
    // Prepare
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError('network', 0)),
    });
    // Act
    const outcome = await Promise.race([
      mutation.execute(undefined).catch((error: unknown) => error),
      new Promise((resolve) => setTimeout(() => resolve('paused'), 500)),
    ]);
    // Assess
    expect(outcome).toMatchObject({ code: 'network' });
    expect(mutation.state.isPaused).toBe(false);
  });

  it('fetches a page’s data, so that it fails with its Try again rather than spinning', async () => {
    // Prepare
    onlineManager.setOnline(false);
    const client = createQueryClient();
    // Act
    const outcome = await Promise.race([
      client
        .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError('internal', 200)) })
        .catch((error: unknown) => error),
      new Promise((resolve) => setTimeout(() => resolve('paused'), 500)),
    ]);
    // Assess
    expect(outcome).toMatchObject({ code: 'internal' });
  });
});

describe('createQueryClient and the organisation the page shows', () => {
  it('makes requests name the organisation in its cache, and none once the cache is cleared', async () => {
    // Prepare
    const fetchMock = vi.fn(() => Promise.resolve(graphqlResponse({ data: { self: { id: 'u' } } })));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const document = graphql(`
      query QueryClientTestSelf {
        self {
          id
        }
      }
    `);
    const headerOf = (call: number) =>
      ((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)[
        ORGANISATION_HEADER
      ];
    // Act
    await request(document);
    client.setQueryData(['organisation'], { id: 'org-1', name: 'Org', plugins: [] });
    await request(document);
    client.clear();
    await request(document);
    // Assess
    expect([headerOf(0), headerOf(1), headerOf(2)]).toEqual([undefined, 'org-1', undefined]);
  });
});
