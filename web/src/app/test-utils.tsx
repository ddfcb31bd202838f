import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createRoutes } from './router';
import { FALLBACK_BRAND } from '@/lib/brand';
import { createQueryClient } from '@/lib/query-client';

/** Renders the real route table at `url` with a fresh query cache and the default brand (no brand fetch). */
export function renderApp(url: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const view = render(
    <AppProvider queryClient={queryClient} brand={FALLBACK_BRAND}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

import { graphqlResponse } from '@/testing/graphql-response';

export { graphqlResponse };

export type Operation = { query: string; variables: Record<string, unknown> };
export type Answer = (operation: Operation) => unknown;

/** A fetch stub answering the staff shell's queries and, by operation name, the ones a test gives. */
export function stubApi(answers: Record<string, Answer>) {
  const calls: Operation[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const operation = JSON.parse(init.body as string) as Operation;
    calls.push(operation);
    const name = /(?:query|mutation) (\w+)/.exec(operation.query)?.[1] ?? '';
    if (name === 'GetOrganisation')
      return graphqlResponse({ data: { organisation: { id: 'o', name: 'Org', plugins: [] } } });
    if (name === 'GetSelf')
      return graphqlResponse({
        data: { self: { id: 'u', email: 'a@b.c', profile: { id: 'u', name: 'Ada' } } },
      });
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected operation ${name}`);
    return graphqlResponse(answer(operation));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
