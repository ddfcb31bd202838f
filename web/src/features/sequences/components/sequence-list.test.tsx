import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { deleteFromList } from '@/testing/confirm-delete';
import { graphqlResponse } from '@/testing/graphql-response';
import { SequenceList } from './sequence-list';

const aSequence = (id: string, name: string) => ({
  id,
  name,
  description: null,
  destination: null,
  questionnaires: [{ id: 'q1', name: 'Wellbeing' }],
});

describe('SequenceList', () => {
  it('moves focus to the next sequence once one is deleted, and to the empty message after the last', async () => {
    // Prepare: the server's list shrinks with each delete
    let sequences = [aSequence('s1', 'Intake'), aSequence('s2', 'Exit')];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { query, variables } = JSON.parse(init.body as string) as {
          query: string;
          variables: { id?: string };
        };
        if (query.includes('DeleteSequence(')) {
          sequences = sequences.filter((sequence) => sequence.id !== variables.id);
          return graphqlResponse({ data: { DeleteSequence: variables.id } });
        }
        return graphqlResponse({ data: { sequences } });
      }),
    );
    const router = createMemoryRouter([{ path: '/', element: <SequenceList /> }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // Act
    await deleteFromList('Intake');
    // Assess
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Exit' })));
    // Act
    await deleteFromList('Exit');
    // Assess
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByText('Chain questionnaires into a sequence to record them one after another.'),
      ),
    );
  });
});
