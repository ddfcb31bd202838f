import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from './provider';
import { createRoutes } from './router';
import { FALLBACK_BRAND } from '@/lib/brand';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import { stubApi as stubOperations, type Answer } from '@/testing/stub-api';

/**
 * Renders the real route table (or the one `routes` makes) at `url` with a fresh query cache and the default
 * brand (no brand fetch).
 */
export function renderApp(
  url: string | { pathname: string; state?: unknown },
  routes: (queryClient: QueryClient) => RouteObject[] = createRoutes,
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes(queryClient), { initialEntries: [url] });
  const view = render(
    <AppProvider queryClient={queryClient} brand={FALLBACK_BRAND}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

export { graphqlResponse };
export type { Answer, Operation } from '@/testing/stub-api';

/** The staff shell's own queries, which every staff page sends. */
const shellAnswers: Record<string, Answer> = {
  GetOrganisation: () => ({ data: { organisation: { id: 'o', name: 'Org', plugins: [] } } }),
  GetSelf: () => ({ data: { self: { id: 'u', email: 'a@b.c', profile: { id: 'u', name: 'Ada' } } } }),
  GetOperator: () => ({ data: { self: { id: 'u', operator: false } } }),
};

/** A fetch stub answering the staff shell's queries and, by operation name, the ones a test gives. */
export const stubApi = (answers: Record<string, Answer>) => stubOperations({ ...answers, ...shellAnswers });
