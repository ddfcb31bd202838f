import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import { ReportForm } from './report-form';

function renderForm() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(init.body as string) as { query: string };
      if (query.includes('suggestQuestionnaireTags'))
        return graphqlResponse({ data: { suggestQuestionnaireTags: ['north', 'south'] } });
      return graphqlResponse({ data: { outcomesets: [{ id: 'q1', name: 'Wellbeing' }] } });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReportForm questionnaire="q1" onSubmit={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('the report form’s tags', () => {
  it('says which tag was added or removed and keeps focus in the tag picker', async () => {
    // Prepare
    renderForm();
    const select = await screen.findByRole('combobox', { name: 'Add a tag' });
    await screen.findByRole('option', { name: 'south' });
    // Act
    fireEvent.change(select, { target: { value: 'north' } });
    fireEvent.change(select, { target: { value: 'south' } });
    // Assess: with every tag chosen the select stays focusable
    expect(screen.getByRole('status').textContent).toBe('Added south');
    expect(select.hasAttribute('disabled')).toBe(false);
    // Act
    const north = screen.getByRole('button', { name: 'Remove tag north' });
    act(() => north.focus());
    fireEvent.click(north);
    // Assess
    const south = screen.getByRole('button', { name: 'Remove tag south' });
    await waitFor(() => expect(document.activeElement).toBe(south));
    expect(screen.getByRole('status').textContent).toBe('Removed north');
    // Act
    fireEvent.click(south);
    // Assess
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(screen.getByRole('status').textContent).toBe('Removed south');
  });
});
