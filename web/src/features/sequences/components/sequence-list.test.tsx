import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteFromList } from '@/testing/confirm-delete';
import { renderWithApi } from '@/testing/render-with-api';
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
    renderWithApi(<SequenceList />, ({ query, variables }) => {
      if (!query.includes('DeleteSequence(')) return { sequences };
      sequences = sequences.filter((sequence) => sequence.id !== variables.id);
      return { DeleteSequence: variables.id };
    });
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
