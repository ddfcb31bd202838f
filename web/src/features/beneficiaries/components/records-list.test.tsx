import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import { RecordsList } from './records-list';

const aRecord = (id: string, date: string) => ({
  id,
  beneficiary: 'ben-1',
  outcomeSetID: 'q1',
  date,
  created: date,
  incomplete: false,
  tags: [],
  outcomeSet: { id: 'q1', name: 'Wellbeing' },
});

describe('RecordsList', () => {
  it('tells apart the links of two records of the same questionnaire by their dates', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        graphqlResponse({
          data: {
            meetings: [aRecord('m1', '2024-03-01T10:00:00.000Z'), aRecord('m2', '2024-06-01T10:00:00.000Z')],
            incompleteMeetings: [],
          },
        }),
      ),
    );
    const router = createMemoryRouter([{ path: '/', element: <RecordsList beneficiary="ben-1" /> }]);
    // Act
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // Assess
    const views = await screen.findAllByRole('link', { name: /^View the Wellbeing record of .*2024/ });
    const edits = screen.getAllByRole('link', { name: /^Edit the Wellbeing record of .*2024/ });
    const names = [...views, ...edits].map((link) => link.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(4);
  });
});
