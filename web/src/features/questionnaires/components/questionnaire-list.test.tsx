import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteFromList } from '@/testing/confirm-delete';
import { renderWithApi } from '@/testing/render-with-api';
import { QuestionnaireList } from './questionnaire-list';

const aQuestionnaire = (id: string, name: string) => ({ id, name, description: null, readOnly: false });

describe('QuestionnaireList', () => {
  it('moves focus to the next questionnaire once one is deleted, and to the empty message after the last', async () => {
    // Prepare: the server's list shrinks with each delete
    let outcomesets = [aQuestionnaire('q1', 'Intake'), aQuestionnaire('q2', 'Exit')];
    renderWithApi(<QuestionnaireList />, ({ query, variables }) => {
      if (!query.includes('DeleteOutcomeSet(')) return { outcomesets };
      outcomesets = outcomesets.filter((q) => q.id !== variables.outcomeSetID);
      return { DeleteOutcomeSet: variables.outcomeSetID };
    });
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
