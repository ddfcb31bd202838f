import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import { EnthusiasmPanel } from './enthusiasm-panel';

function renderPanel(outcomesets: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(graphqlResponse({ data: { outcomesets } }))),
  );
  const router = createMemoryRouter([{ path: '/', element: <EnthusiasmPanel /> }]);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const questionnaire = (questions: { id: string; archived: boolean }[]) => ({
  id: 'q',
  name: 'Q',
  description: null,
  readOnly: false,
  questions,
});

describe('EnthusiasmPanel', () => {
  it('links to /questions while no questionnaire has a question', async () => {
    // Act
    renderPanel([questionnaire([{ id: 'a', archived: true }])]);
    // Assess
    expect(await screen.findByRole('heading', { name: 'We love the enthusiasm!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up a questionnaire' }).getAttribute('href')).toBe(
      '/questions',
    );
  });

  it('shows nothing once a questionnaire has a question', async () => {
    const { container } = renderPanel([questionnaire([{ id: 'a', archived: false }])]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
