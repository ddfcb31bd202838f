import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressAndConfirm } from '@/testing/confirm-delete';
import { aQuestion, aQuestionnaire } from '@/testing/questionnaire-data';
import { renderFeature } from '@/testing/render-with-api';
import { stubApi, type Answer } from '@/testing/stub-api';
import { useQuestionnaire } from '../api/get-questionnaire';
import { CategoryList } from './category-list';
import { QuestionList } from './question-list';

type Data = ReturnType<typeof aQuestionnaire>;

function Tab({ list }: { list: 'questions' | 'categories' }) {
  const questionnaire = useQuestionnaire('qs1');
  if (!questionnaire.data) return null;
  return list === 'questions' ? (
    <QuestionList questionnaire={questionnaire.data} />
  ) : (
    <CategoryList questionnaire={questionnaire.data} />
  );
}

/** The tab's list of questionnaire `qs1`, served as `initial`, with the mutations' answers a test gives. */
function renderTab(list: 'questions' | 'categories', initial: Data, mutations: Record<string, Answer> = {}) {
  stubApi({ GetQuestionnaire: () => ({ data: { outcomeset: initial } }), ...mutations });
  renderFeature(<Tab list={list} />);
}

const categories = [
  { id: 'c1', name: 'Mood', description: null, aggregation: 'mean' },
  { id: 'c2', name: 'Sleep', description: null, aggregation: 'mean' },
];

describe('the Questions tab', () => {
  it('moves focus into the edit form and back to the question’s Edit button when it closes', async () => {
    // Prepare
    renderTab('questions', aQuestionnaire());
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
    renderTab('questions', aQuestionnaire(), {
      AddLikertQuestion: () => ({ data: { AddLikertQuestion: aQuestionnaire() } }),
    });
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
    renderTab('questions', aQuestionnaire(), {
      ArchiveQuestion: () => ({ data: { DeleteQuestion: aQuestionnaire({ questions: rest }) } }),
    });
    // Act
    await pressAndConfirm(await screen.findByRole('button', { name: 'Archive question 2' }));
    // Assess: the third question is now number 2; the second is listed apart as archived
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Archive question 3' })).toBeNull());
    expect(screen.getByText('Archived').textContent).toBe('Archived');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit question 2' })),
    );
  });
});

describe('the Categories tab', () => {
  it('moves focus into the edit form and back to the category’s Edit button when it closes', async () => {
    // Prepare
    renderTab('categories', aQuestionnaire({ categories }));
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
    renderTab('categories', aQuestionnaire({ categories }), {
      DeleteCategory: () => {
        left = left.slice(0, -1);
        return { data: { DeleteCategory: aQuestionnaire({ categories: left }) } };
      },
    });
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
