import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';
import { aStaffRecord } from '@/testing/record-data';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const record = aStaffRecord();

/**
 * The record page's requests are answered until `offline()`, after which they fail as on a dropped connection, or
 * until `signedOut()`, after which they are refused as the anonymous caller's. The shell's own queries, which the
 * tests do not refetch, are answered throughout.
 */
function stubRecordApi() {
  let online = true;
  let signedIn = true;
  const answer = (data: unknown) => () => {
    if (!online) throw new TypeError('Failed to fetch');
    if (!signedIn) return { data: null, errors: [{ errorType: 'Unauthorized', message: 'Not Authorized' }] };
    return { data };
  };
  stubApi({
    GetRecord: answer({ meeting: record }),
    GetBeneficiaries: answer({ beneficiaries: ['ben-1'] }),
    GetRecentBeneficiaries: answer({ recentMeetings: { meetings: [] } }),
    GetRecordTagSuggestions: answer({ suggestTags: [] }),
    GetRecordSources: answer({
      outcomesets: [{ id: 'q1', name: 'Wellbeing', requiredTags: [] }],
      sequences: [],
    }),
    EditMeetingNotes: answer({ SetMeetingNotes: { ...record, notes: 'Went well, sleeps better' } }),
  });
  return { offline: () => (online = false), signedOut: () => (signedIn = false) };
}

beforeEach(() => auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 600_000 }));

describe('record edit on a dropped connection', () => {
  it('keeps the form, what was typed and the question before leaving when the save and the refresh fail', async () => {
    // Prepare
    const api = stubRecordApi();
    const { router, queryClient } = renderApp('/meeting/m1/edit');
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Went well, sleeps better' } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    api.offline();
    // Act
    fireEvent.click(save);
    // Assess: the record's refresh after the failed save failed too
    await waitFor(
      () => expect(queryClient.getQueryState(['meetings', 'm1', 'summary'])?.status).toBe('error'),
      {
        timeout: 10_000,
      },
    );
    expect(screen.queryByText(/Failed to load record/)).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Notes').value).toBe('Went well, sleeps better');
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/meeting/m1/edit');
  });
});

describe('record edit once the session is gone', () => {
  it('says the user was logged out and that what they typed is kept, keeping it', async () => {
    // Prepare: another tab logs out while the record is being edited
    const api = stubRecordApi();
    renderApp('/meeting/m1/edit');
    const save = await screen.findByRole('button', { name: 'Save' });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Went well, sleeps better' } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    auth.getSession.mockResolvedValue(null);
    api.signedOut();
    // Act
    fireEvent.click(save);
    // Assess
    expect(
      await screen.findByText(/You have been logged out\. What you typed on this page is kept/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in in a new tab' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Notes').value).toBe('Went well, sleeps better');
  });
});
