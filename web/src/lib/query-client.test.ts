import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/graphql/api-error';
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
