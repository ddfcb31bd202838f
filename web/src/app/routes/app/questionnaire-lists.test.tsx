import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../test-utils';
import { aQuestion, aQuestionnaire } from '@/testing/questionnaire-data';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const created = aQuestionnaire({
  id: 'new1',
  name: 'Mood',
  description: null,
  questions: [aQuestion('a', 'Sleep', { labels: [] })],
});

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
  localStorage.clear();
});

describe('lists offering questionnaires', () => {
  it('offer a questionnaire created a moment after they were read', async () => {
    // Prepare: the new-record form has read the questionnaires, none yet.
    const stored: (typeof created)[] = [];
    stubApi({
      GetRecordSources: () => ({
        data: { outcomesets: stored.map(({ id, name }) => ({ id, name, requiredTags: [] })), sequences: [] },
      }),
      GetQuestionnaires: () => ({ data: { outcomesets: stored } }),
      CreateQuestionnaire: () => {
        stored.push(created);
        return { data: { AddOutcomeSet: { id: created.id } } };
      },
      GetQuestionnaire: () => ({ data: { outcomeset: created } }),
    });
    const { router } = renderApp('/record/live');
    expect(await screen.findByRole('heading', { name: 'We love the enthusiasm!' })).toBeTruthy();

    // Act
    await act(() => router.navigate('/questions/new/custom'));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Mood' } });
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(create);
    expect(await screen.findByRole('button', { name: 'New Question' })).toBeTruthy();
    await act(() => router.navigate('/record/live'));

    // Assess
    expect(await screen.findByRole('option', { name: 'Mood' })).toBeTruthy();
  });
});
