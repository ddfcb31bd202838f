import { render } from '@testing-library/react';
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

export { graphqlResponse } from '@/testing/graphql-response';
