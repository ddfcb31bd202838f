import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { pressAndConfirm } from '@/testing/confirm-delete';
import { graphqlResponse } from '@/testing/graphql-response';
import { aQuestion, aQuestionnaire } from '@/testing/questionnaire-data';
import { useQuestionnaire } from '../api/get-questionnaire';
import { CategoryList } from './category-list';
import { QuestionList } from './question-list';

type Data = ReturnType<typeof aQuestionnaire>;

/** Serves questionnaire `qs1` as `initial`, and each mutation's answer from `after` by operation name. */
function stubApi(initial: Data, after: Record<string, () => Data>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(init.body as string) as { query: string };
      const name = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
      if (name === 'GetQuestionnaire') return graphqlResponse({ data: { outcomeset: initial } });
      const field = /\{\s*(\w+)\(/.exec(query.slice(query.indexOf('{')))?.[1] ?? name;
      const answer = after[name];
      if (!answer) throw new Error(`unexpected ${name}`);
      return graphqlResponse({ data: { [field]: answer() } });
    }),
  );
}

function Tab({ list }: { list: 'questions' | 'categories' }) {
  const questionnaire = useQuestionnaire('qs1');
  if (!questionnaire.data) return null;
  return list === 'questions' ? (
    <QuestionList questionnaire={questionnaire.data} />
  ) : (
    <CategoryList questionnaire={questionnaire.data} />
  );
}

const renderTab = (list: 'questions' | 'categories') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Tab list={list} />
    </QueryClientProvider>,
  );

const categories = [
  { id: 'c1', name: 'Mood', description: null, aggregation: 'mean' },
  { id: 'c2', name: 'Sleep', description: null, aggregation: 'mean' },
];

describe('the Questions tab', () => {
  it('moves focus into the edit form and back to the question’s Edit button when it closes', async () => {
    // Prepare
    stubApi(aQuestionnaire(), {});
    renderTab('questions');
    const edit = await screen.findByRole('button', { name: 'Edit question 2' });
    act(() => edit.focus());
    // Act
    fireEvent.click(edit);
    // Assess
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit question' }));
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Assess
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit question 2' })),
    );
  });

  it('moves focus into the new-question form and back to New Question once it is saved', async () => {
    // Prepare
    stubApi(aQuestionnaire(), { AddLikertQuestion: () => aQuestionnaire() });
    renderTab('questions');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'New Question' }));
    // Assess
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New question' }));
    // Act
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Do you sleep well?' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New Question' })),
    );
  });

  it('moves focus to the next question’s Edit once a question is archived', async () => {
    // Prepare
    const rest = [
      aQuestion('a', 'First'),
      aQuestion('b', 'Second', { archived: true }),
      aQuestion('c', 'Third'),
    ];
    stubApi(aQuestionnaire(), { ArchiveQuestion: () => aQuestionnaire({ questions: rest }) });
    renderTab('questions');
    // Act
    await pressAndConfirm(await screen.findByRole('button', { name: 'Archive question 2' }));
    // Assess: the third question is now number 2
    await waitFor(() => expect(screen.queryByText(/Second/)).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit question 2' })),
    );
  });
});

describe('the Categories tab', () => {
  it('moves focus into the edit form and back to the category’s Edit button when it closes', async () => {
    // Prepare
    stubApi(aQuestionnaire({ categories }), {});
    renderTab('categories');
    const edit = await screen.findByRole('button', { name: 'Edit Sleep' });
    act(() => edit.focus());
    // Act
    fireEvent.click(edit);
    // Assess
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Edit category' }));
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Assess
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Sleep' })),
    );
  });

  it('moves focus to the previous category’s Edit once the last is deleted, then to Add Category', async () => {
    // Prepare
    let left = categories;
    stubApi(aQuestionnaire({ categories }), {
      DeleteCategory: () => {
        left = left.slice(0, -1);
        return aQuestionnaire({ categories: left });
      },
    });
    renderTab('categories');
    // Act
    await pressAndConfirm(await screen.findByRole('button', { name: 'Delete Sleep' }));
    // Assess
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Mood' })),
    );
    // Act
    await pressAndConfirm(screen.getByRole('button', { name: 'Delete Mood' }));
    // Assess
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Category' })),
    );
  });
});
