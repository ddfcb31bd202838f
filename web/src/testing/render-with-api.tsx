import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { stubGraphql, type Operation } from './stub-api';

/** Renders a feature's `element` on its own in a router and a fresh query client; the test stubs the API. */
export function renderFeature(element: ReactElement): void {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
    </QueryClientProvider>,
  );
}

/** `renderFeature`, each GraphQL request answered with `{ data: respond(operation) }`. */
export function renderWithApi(element: ReactElement, respond: (operation: Operation) => unknown): void {
  stubGraphql((operation) => ({ data: respond(operation) }));
  renderFeature(element);
}
