import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../../test-utils';
import { aQuestionnaire } from '@/testing/questionnaire-data';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 600_000 });
});

describe('/questions/:id editor when reading the questionnaire again fails', () => {
  it('keeps the tab’s form and what was typed in it, still asking before leaving', async () => {
    // Prepare
    let failing = false;
    stubApi({
      GetQuestionnaire: () =>
        failing
          ? { data: null, errors: [{ errorType: 'internal', message: 'internal' }] }
          : { data: { outcomeset: aQuestionnaire() } },
    });
    const { router, queryClient } = renderApp('/questions/qs1');
    const description = await screen.findByLabelText('Description');
    fireEvent.change(description, { target: { value: 'How people feel, week by week' } });
    failing = true;
    // Act: a background refetch (as after a save) fails
    await act(() => queryClient.invalidateQueries({ queryKey: ['questionnaires', 'qs1'] }));
    // Assess
    await waitFor(() => expect(queryClient.getQueryState(['questionnaires', 'qs1'])?.status).toBe('error'));
    expect(screen.queryByText(/Failed to load questionnaire/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Description').value).toBe(
      'How people feel, week by week',
    );
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
  });
});
