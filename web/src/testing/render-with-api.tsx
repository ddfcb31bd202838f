import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from './graphql-response';

type Operation = { query: string; variables: Record<string, unknown> };

/**
 * Renders a feature's `element` on its own in a router and a fresh query client, each GraphQL request answered
 * with `{ data: respond(operation) }`.
 */
export function renderWithApi(element: ReactElement, respond: (operation: Operation) => unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) =>
      graphqlResponse({ data: respond(JSON.parse(init.body as string) as Operation) }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </QueryClientProvider>,
  );
}
