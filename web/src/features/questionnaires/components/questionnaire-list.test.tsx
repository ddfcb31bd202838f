import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { deleteFromList } from '@/testing/confirm-delete';
import { graphqlResponse } from '@/testing/graphql-response';
import { QuestionnaireList } from './questionnaire-list';

const aQuestionnaire = (id: string, name: string) => ({ id, name, description: null, readOnly: false });

describe('QuestionnaireList', () => {
  it('moves focus to the next questionnaire once one is deleted, and to the empty message after the last', async () => {
    // Prepare: the server's list shrinks with each delete
    let outcomesets = [aQuestionnaire('q1', 'Intake'), aQuestionnaire('q2', 'Exit')];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { query, variables } = JSON.parse(init.body as string) as {
          query: string;
          variables: { outcomeSetID?: string };
        };
        if (query.includes('DeleteOutcomeSet(')) {
          outcomesets = outcomesets.filter((q) => q.id !== variables.outcomeSetID);
          return graphqlResponse({ data: { DeleteOutcomeSet: variables.outcomeSetID } });
        }
        return graphqlResponse({ data: { outcomesets } });
      }),
    );
    const router = createMemoryRouter([{ path: '/', element: <QuestionnaireList /> }]);
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
      expect(document.activeElement).toBe(screen.getByText('Get started by creating a questionnaire')),
    );
  });
});
