import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';
import { stubStaffApi } from '@/testing/stub-staff-api';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

/** The SVE report of two people on two questions, for an organisation with `plugins`. */
const stubApi = (plugins: string[]) =>
  stubStaffApi(
    {
      GetReportQuestionnaires: () => ({ data: { outcomesets: [{ id: 'q1', name: 'Wellbeing' }] } }),
      GetSveReport: () => ({
        data: {
          report: {
            beneficiaries: [{ id: 'A' }, { id: 'B' }],
            questions: [
              { id: 'a', initial: 2, latest: 4 },
              { id: 'b', initial: 1, latest: 5 },
            ],
          },
          outcomeset: {
            id: 'q1',
            name: 'Wellbeing',
            questions: [
              { id: 'a', question: 'Mood', short: null, archived: false, leftValue: 1, rightValue: 5 },
              { id: 'b', question: 'Sleep', short: null, archived: false, leftValue: 5, rightValue: 1 },
            ],
          },
        },
      }),
    },
    { plugins },
  ).variablesOf;

beforeEach(() => auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 }));
afterEach(() => vi.unstubAllGlobals());

describe('/plugin/sve', () => {
  it('is not found without the sve plugin', async () => {
    stubApi([]);
    renderApp('/plugin/sve');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('picks records, then the three questions, showing their values as shares of the scale', async () => {
    // Prepare
    const calls = stubApi(['sve']);
    const { router } = renderApp('/plugin/sve');
    // Act: the report form
    await screen.findByRole('option', { name: 'Wellbeing' });
    fireEvent.change(screen.getByLabelText('Questionnaire'), { target: { value: 'q1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Assess
    await waitFor(() => expect(router.state.location.search).toContain('q=q1'));
    const submit = await screen.findByRole('button', { name: 'Send to the Social Value Engine' });
    expect(calls('GetSveReport')[0]).toMatchObject({
      questionnaire: 'q1',
      start: '1970-01-01T00:00:00Z',
      tags: [],
      orTags: false,
    });
    // Act: nothing picked
    fireEvent.click(submit);
    // Assess
    expect(await screen.findAllByText('Please select a question')).toHaveLength(3);
    // Act
    fireEvent.change(screen.getByLabelText('Dead weight'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Drop off'), { target: { value: 'b' } });
    // Assess: dead weight from the initial 2 on 1–5, drop-off from the latest 5 on an inverted 5–1
    expect(await screen.findByText('25.0 %')).toBeTruthy();
    expect(screen.getByText('100.0 %')).toBeTruthy();
  });
});
