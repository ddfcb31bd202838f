import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../test-utils';
import { decodeNext, encodeNext } from '@/features/answering/utils/forward-list';
import {
  clearBeneficiarySession,
  getBeneficiarySession,
  saveBeneficiarySession,
} from '@/lib/beneficiary-session';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const question = (id: string, text: string, over: Record<string, unknown> = {}) => ({
  __typename: 'LikertScale',
  id,
  question: text,
  description: null,
  archived: false,
  leftValue: 1,
  rightValue: 5,
  labels: [
    { value: 1, label: 'Never' },
    { value: 5, label: 'Always' },
  ],
  noteRequired: false,
  notePrompt: null,
  noteDeactivated: false,
  ...over,
});

const meeting = (over: Record<string, unknown> = {}) => ({
  id: 'm1',
  beneficiary: 'ben-1',
  incomplete: true,
  notes: null,
  answers: [],
  outcomeSet: {
    id: 'q1',
    name: 'Wellbeing',
    instructions: null,
    noteRequired: false,
    notePrompt: null,
    noteDeactivated: false,
    questions: [question('a', 'Do you sleep well?'), question('b', 'Do you eat well?')],
  },
  ...over,
});

type Call = { query: string; variables: Record<string, unknown> };

/** The API refusing a save because the record's notes together fill it (docs/api-errors.md). */
const NOTES_TOO_LONG = { fieldErrors: { notes: 'tooLong' } };

type StubOptions = {
  /** Operations the API refuses, with `errorType` and `errorInfo`. */
  fail?: string[];
  errorInfo?: unknown;
  errorType?: string;
  /** What the saves reply with, when not `record`: say, the questionnaire as staff changed it meanwhile. */
  saved?: ReturnType<typeof meeting>;
  /** Answers each operation but the read only once this settles, as on a slow network. */
  hold?: (name: string) => Promise<void>;
};

function stubApi(
  record: ReturnType<typeof meeting>,
  { fail = [], errorInfo = null, errorType = 'input.invalid', saved = record, hold }: StubOptions = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = JSON.parse(init.body as string) as Call;
      calls.push(call);
      const name = /(?:query|mutation) (\w+)/.exec(call.query)?.[1] ?? '';
      if (hold && name !== 'GetAnsweringMeeting') await hold(name);
      if (fail.includes(name))
        return graphqlResponse({
          data: null,
          errors: [{ errorType, message: 'x', errorInfo }],
        });
      if (name === 'GetAnsweringMeeting') return graphqlResponse({ data: { meeting: record } });
      if (name === 'AddLikertAnswer') return graphqlResponse({ data: { AddLikertAnswer: saved } });
      if (name === 'SetMeetingNotes') return graphqlResponse({ data: { SetMeetingNotes: saved } });
      if (name === 'CompleteMeeting')
        return graphqlResponse({
          data: { CompleteMeeting: { id: 'm1', beneficiary: 'ben-1', incomplete: false } },
        });
      return graphqlResponse({ data: { organisation: { id: 'o', name: 'Org', plugins: [] } } });
    }),
  );
  return (name: string) => calls.filter((c) => c.query.includes(name)).map((c) => c.variables);
}

const jwt = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

/** A beneficiary who opened a one-time link for `sequence`, with no staff session on the phone. */
function signInBeneficiary(sequence = ['m1']) {
  auth.getSession.mockResolvedValue(null);
  saveBeneficiarySession(jwt({ sub: 'ben-1', beneficiary: true, sequence, exp: Date.now() / 1000 + 600 }));
}

/** A questionnaire of one question and no notes screen: one Next finalises. */
const oneQuestion = () =>
  meeting({
    outcomeSet: { ...meeting().outcomeSet, noteDeactivated: true, questions: [question('a', 'Q?')] },
  });

/** Answers the one question of `oneQuestion()`, which finalises the record, and waits for Thank you. */
async function finishToThanks() {
  fireEvent.change(await screen.findByRole('slider', { name: 'Q?' }), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Thank you' });
}

/** The API refusing a read of m1, complete already (docs/api-errors.md), and reading any other record. */
function stubFirstRecordComplete() {
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { variables } = JSON.parse(init.body as string) as Call;
      if (variables.id === 'm1')
        return Promise.resolve(
          graphqlResponse({ data: null, errors: [{ errorType: 'meeting.complete', message: 'x' }] }),
        );
      return Promise.resolve(graphqlResponse({ data: { meeting: meeting({ id: variables.id }) } }));
    }),
  );
}

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
});
// The session and the records its link finished.
afterEach(() => sessionStorage.clear());

describe('/meeting/{id}', () => {
  it('answers by keyboard, saves each answer and the notes, then finalises to the journey', async () => {
    // Prepare
    const calls = stubApi(meeting());
    const { router } = renderApp('/meeting/m1');
    // Act
    const slider = await screen.findByRole('slider', { name: 'Do you sleep well?' });
    expect(slider.getAttribute('aria-valuetext')).toBe('No answer yet');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.change(slider, { target: { value: '4' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('5: Always');
    fireEvent.click(next);
    const second = await screen.findByRole('slider', { name: 'Do you eat well?' });
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    fireEvent.change(second, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Additional information' });
    const notes = screen.getByLabelText('Additional information');
    fireEvent.change(notes, { target: { value: 'Good session' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiary/ben-1'));
    expect(router.state.location.search).toBe('?q=q1');
    expect(calls('AddLikertAnswer')).toEqual([
      { meetingID: 'm1', questionID: 'a', value: 5, notes: null, allowOverwrite: true },
      { meetingID: 'm1', questionID: 'b', value: 1, notes: null, allowOverwrite: true },
    ]);
    expect(calls('SetMeetingNotes')).toEqual([{ meetingID: 'm1', notes: 'Good session' }]);
    expect(calls('CompleteMeeting')).toEqual([{ meetingID: 'm1', beneficiary: 'ben-1' }]);
  });

  it('shows instructions, requires a set note, saves only changes and goes back', async () => {
    // Prepare
    const record = meeting({
      answers: [{ __typename: 'IntAnswer', questionID: 'a', answer: 2, notes: null }],
      outcomeSet: {
        ...meeting().outcomeSet,
        instructions: 'Think about the last week.',
        noteDeactivated: true,
        questions: [question('a', 'Do you sleep well?', { noteRequired: true, notePrompt: 'Why?' })],
      },
    });
    const calls = stubApi(record);
    renderApp('/meeting/m1');
    // Act
    expect(await screen.findByText('Think about the last week.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const slider = await screen.findByRole('slider', { name: 'Do you sleep well?' });
    expect(slider.getAttribute('aria-valuetext')).toBe('2');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText(/Why\?/), { target: { value: 'Noise' } });
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Think about the last week.')).toBeTruthy();
    // Assess
    expect(calls('AddLikertAnswer')).toEqual([]);
  });

  it('says when saving an answer failed', async () => {
    stubApi(meeting(), { fail: ['AddLikertAnswer'] });
    renderApp('/meeting/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Do you sleep well?' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed to save your answer')).toBeTruthy();
  });

  it('holds back a note over 5000 characters until shortened', async () => {
    // Prepare
    const calls = stubApi(meeting());
    renderApp('/meeting/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Do you sleep well?' }), {
      target: { value: '1' },
    });
    const note = screen.getByLabelText('Additional information');
    const next = screen.getByRole('button', { name: 'Next' });

    // Act
    fireEvent.change(note, { target: { value: 'a'.repeat(5001) } });

    // Assess
    const message = screen.getByText('Notes can be at most 5000 characters. Please shorten them.');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(note.getAttribute('aria-describedby')).toBe(message.id);
    expect(next).toHaveProperty('disabled', true);
    fireEvent.change(note, { target: { value: 'a'.repeat(5000) } });
    expect(screen.queryByText(/Notes can be at most/)).toBeNull();
    expect(note.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(next);
    await screen.findByRole('slider', { name: 'Do you eat well?' });
    expect(calls('AddLikertAnswer')).toEqual([
      { meetingID: 'm1', questionID: 'a', value: 2, notes: 'a'.repeat(5000), allowOverwrite: true },
    ]);
  });

  it("says when the record's notes together are too long to save", async () => {
    // Prepare
    stubApi(
      meeting({ outcomeSet: { ...meeting().outcomeSet, questions: [question('a', 'Do you sleep well?')] } }),
      { fail: ['SetMeetingNotes'], errorInfo: NOTES_TOO_LONG },
    );
    renderApp('/meeting/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Do you sleep well?' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Additional information' });
    fireEvent.change(screen.getByLabelText('Additional information'), { target: { value: 'Long day' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Assess
    expect(
      await screen.findByText(
        "This record's notes are too long to save together. Please shorten some of them.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to save notes')).toBeNull();
  });

  it('follows the forward list after finalising', async () => {
    // Prepare
    stubApi(
      meeting({
        outcomeSet: { ...meeting().outcomeSet, noteDeactivated: true, questions: [question('a', 'Q?')] },
      }),
    );
    const { router } = renderApp(
      `/meeting/m1?next=${encodeURIComponent(encodeNext(['m2', 'https://example.org/x'])!)}`,
    );
    // Act
    fireEvent.change(await screen.findByRole('slider', { name: 'Q?' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m2'));
  });

  it('thanks a beneficiary and clears the token; says when finalising failed', async () => {
    // Prepare
    auth.getSession.mockResolvedValue(null);
    saveBeneficiarySession(
      jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: Date.now() / 1000 + 600 }),
    );
    stubApi(
      meeting({
        outcomeSet: { ...meeting().outcomeSet, noteDeactivated: true, questions: [question('a', 'Q?')] },
      }),
    );
    renderApp('/meeting/m1');
    // Act
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeTruthy();
    fireEvent.change(await screen.findByRole('slider', { name: 'Q?' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Assess
    expect(await screen.findByText('Thank you')).toBeTruthy();
    expect(getBeneficiarySession()).toBeNull();
  });

  it.each([
    ['link.completed', 'You have already completed this questionnaire. Thank you.'],
    ['link.expired', 'This link has expired. Please request a new link'],
  ])('renews the link token while answering, and says so when renewing answers %s', async (code, text) => {
    // Prepare: a token with 10 minutes left, due for renewal
    signInBeneficiary();
    const calls = stubApi(meeting(), { fail: ['RenewLinkToken'], errorType: code });
    // Act
    renderApp('/meeting/m1');
    // Assess
    expect(await screen.findByText(text)).toBeTruthy();
    expect(calls('RenewLinkToken')).toHaveLength(1);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(getBeneficiarySession()).toBeNull();
  });

  it('gives a beneficiary the logo without a home link, and staff the home link', async () => {
    // Prepare
    auth.getSession.mockResolvedValue(null);
    saveBeneficiarySession(
      jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: Date.now() / 1000 + 600 }),
    );
    stubApi(meeting());
    // Act
    const beneficiary = renderApp('/meeting/m1');
    await screen.findByRole('slider', { name: 'Do you sleep well?' });
    // Assess
    expect(screen.getByRole('img', { name: 'Ripple' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ripple, home' })).toBeNull();
    beneficiary.unmount();
    clearBeneficiarySession();
    auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
    renderApp('/meeting/m1');
    expect(await screen.findByRole('link', { name: 'Ripple, home' })).toBeTruthy();
  });

  it('reports a failed finalise with a retry', async () => {
    stubApi(
      meeting({
        outcomeSet: { ...meeting().outcomeSet, noteDeactivated: true, questions: [question('a', 'Q?')] },
      }),
      { fail: ['CompleteMeeting'] },
    );
    renderApp('/meeting/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Q?' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed to finalise record')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('goes back to a question the API finds unanswered on finalising', async () => {
    // Prepare: the API holds no answer to the second question (say, added while the record was open)
    const record = meeting({ outcomeSet: { ...meeting().outcomeSet, noteDeactivated: true } });
    stubApi(record, {
      fail: ['CompleteMeeting'],
      errorInfo: { questions: ['b'], notes: false },
      errorType: 'meeting.unanswered',
    });
    renderApp('/meeting/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Do you sleep well?' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByRole('slider', { name: 'Do you eat well?' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Act
    expect(
      await screen.findByText('Please answer every question, and give any required notes, before finishing'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the questions' }));
    // Assess
    expect(await screen.findByRole('slider', { name: 'Do you eat well?' })).toBeTruthy();
  });

  it('reopens a record answered in part at its first question still to answer', async () => {
    stubApi(meeting({ answers: [{ __typename: 'IntAnswer', questionID: 'a', answer: 3, notes: null }] }));
    renderApp('/meeting/m1');
    expect(await screen.findByRole('slider', { name: 'Do you eat well?' })).toBeTruthy();
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('opens a completed record read-only for staff, not on Notes with Next', async () => {
    // Prepare
    stubApi(
      meeting({
        incomplete: false,
        answers: [
          { __typename: 'IntAnswer', questionID: 'a', answer: 3, notes: null },
          { __typename: 'IntAnswer', questionID: 'b', answer: 4, notes: null },
        ],
      }),
    );
    // Act
    const { router } = renderApp('/meeting/m1');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m1/view'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the empty questionnaire screens', async () => {
    auth.getSession.mockResolvedValue(null);
    saveBeneficiarySession(
      jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: Date.now() / 1000 + 600 }),
    );
    stubApi(meeting({ outcomeSet: { ...meeting().outcomeSet, questions: [] } }));
    renderApp('/meeting/m1');
    expect(
      await screen.findByText('Sorry, this questionnaire is empty. Please contact your facilitator'),
    ).toBeTruthy();
  });

  it('offers staff a link to add questions to an empty questionnaire', async () => {
    stubApi(meeting({ outcomeSet: { ...meeting().outcomeSet, questions: [] } }));
    renderApp('/meeting/m1');
    expect((await screen.findByRole('link', { name: 'Add questions' })).getAttribute('href')).toBe(
      '/questions/q1/questions',
    );
  });

  it('sends an anonymous visitor to log in', async () => {
    auth.getSession.mockResolvedValue(null);
    stubApi(meeting());
    const { router } = renderApp('/meeting/m1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('/meeting/{id} load errors', () => {
  it('says Failed to load, and Expired for a beneficiary whose record is complete', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          graphqlResponse({ data: null, errors: [{ errorType: 'meeting.complete', message: 'x' }] }),
        ),
      ),
    );
    // Act
    const staff = renderApp('/meeting/m1');
    // Assess
    expect(await screen.findByText(/^Failed to load\. Please refresh/)).toBeTruthy();
    staff.unmount();
    auth.getSession.mockResolvedValue(null);
    saveBeneficiarySession(
      jwt({ sub: 'b', beneficiary: true, sequence: ['m1'], exp: Date.now() / 1000 + 600 }),
    );
    renderApp('/meeting/m1');
    expect(await screen.findByText('This link has expired. Please request a new link')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
  });
});

describe('/meeting/{id} without a network', () => {
  it('offers Try again when the record cannot be read, and opens it once it can', async () => {
    // Prepare: no network, then the record
    signInBeneficiary();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        return Promise.reject(new TypeError('Failed to fetch'));
      }),
    );
    renderApp('/meeting/m1');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/^Failed to load\. Please refresh/)).toBeTruthy();
    stubApi(meeting());
    // Act
    fireEvent.click(retry);
    // Assess
    expect(await screen.findByRole('slider', { name: 'Do you sleep well?' })).toBeTruthy();
    expect(screen.queryByText(/^Failed to load/)).toBeNull();
  });
});

describe('/meeting/{id} for a user without an organisation', () => {
  it("shows the route guard's blocker, whose Log Out comes back here", async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          graphqlResponse({ data: null, errors: [{ errorType: 'auth.noOrganisation', message: 'x' }] }),
        ),
      ),
    );
    const { router } = renderApp('/meeting/m1');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    // Assess
    expect(screen.getByText('Sorry, it seems you do not belong to an organisation.')).toBeTruthy();
    expect(screen.queryByText(/^Failed to load/)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(router.state.location.search).toBe('?redirect=%2Fmeeting%2Fm1');
  });
});

describe('/meeting/{id} on a record completed already', () => {
  it('goes on when a retried finalise finds the record complete (the first reply was lost)', async () => {
    // Prepare: the API refuses a link token a complete record
    signInBeneficiary(['m1', 'm2']);
    stubApi(oneQuestion(), { fail: ['CompleteMeeting'], errorType: 'meeting.complete' });
    const { router } = renderApp(`/meeting/m1?next=${encodeURIComponent(encodeNext(['m2'])!)}`);
    // Act
    fireEvent.change(await screen.findByRole('slider', { name: 'Q?' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m2'));
    expect(screen.queryByText('Failed to finalise record')).toBeNull();
  });

  it('thanks the beneficiary when the last record is found complete on finalising', async () => {
    // Prepare
    signInBeneficiary();
    stubApi(oneQuestion(), { fail: ['CompleteMeeting'], errorType: 'meeting.complete' });
    renderApp('/meeting/m1');
    // Act
    fireEvent.change(await screen.findByRole('slider', { name: 'Q?' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Assess
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(getBeneficiarySession()).toBeNull();
  });

  it.each([
    ['an answer', 'AddLikertAnswer', 'Failed to save your answer'],
    ['the notes', 'SetMeetingNotes', 'Failed to save notes'],
  ])('says the link has expired when %s cannot be saved to a complete record', async (_, call, generic) => {
    // Prepare: the same link finished on another phone meanwhile
    signInBeneficiary();
    stubApi(meeting({ outcomeSet: { ...meeting().outcomeSet, questions: [question('a', 'Q?')] } }), {
      fail: [call],
      errorType: 'meeting.complete',
    });
    renderApp('/meeting/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Q?' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    if (call === 'SetMeetingNotes') {
      await screen.findByRole('heading', { name: 'Additional information' });
      fireEvent.change(screen.getByLabelText('Additional information'), { target: { value: 'x' } });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    // Assess
    expect(await screen.findByRole('heading', { name: 'Expired' })).toBeTruthy();
    expect(screen.getByText('This link has expired. Please request a new link')).toBeTruthy();
    expect(screen.queryByText(generic)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('finishes with a replace, and goes on when Back reopens the record the link finished', async () => {
    // Prepare
    signInBeneficiary(['m1', 'm2']);
    const calls = stubApi(oneQuestion());
    const first = `/meeting/m1?next=${encodeURIComponent(encodeNext(['m2'])!)}`;
    const { router } = renderApp(first);
    fireEvent.change(await screen.findByRole('slider', { name: 'Q?' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m2'));
    expect(router.state.historyAction).toBe('REPLACE');
    const reads = calls('GetAnsweringMeeting').length;
    // Act: the address Back would reopen on a phone that kept it
    await act(() => router.navigate(first));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m2'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('slider', { name: 'Q?' })).toBeTruthy();
    expect(calls('GetAnsweringMeeting').slice(reads)).toEqual([]);
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it('goes on when the read finds a record it holds complete (finished on another phone)', async () => {
    // Prepare
    signInBeneficiary(['m1', 'm2']);
    stubApi(meeting());
    const first = `/meeting/m1?next=${encodeURIComponent(encodeNext(['m2'])!)}`;
    const { router, queryClient } = renderApp(first);
    await screen.findByRole('slider', { name: 'Do you sleep well?' });
    await act(() => router.navigate('/external/x'));
    stubFirstRecordComplete();
    await act(() => queryClient.invalidateQueries({ queryKey: ['meetings', 'm1'] }));
    // Act
    await act(() => router.navigate(first));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m2'));
    expect(await screen.findByRole('slider', { name: 'Do you sleep well?' })).toBeTruthy();
    expect(screen.queryByText('Expired')).toBeNull();
  });

  it('thanks the beneficiary again when the page is reloaded after Thank you', async () => {
    // Prepare
    signInBeneficiary();
    stubApi(oneQuestion());
    const before = renderApp('/meeting/m1');
    await finishToThanks();
    before.unmount();
    const calls = stubApi(oneQuestion(), { fail: ['GetAnsweringMeeting'], errorType: 'auth.forbidden' });
    // Act: the same tab loads the page afresh (a reload, Back, a tab the phone restored)
    const { router } = renderApp('/meeting/m1');
    // Assess
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.getByText('Your answers have been saved. You can now close this page.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/meeting/m1');
    expect(calls('GetAnsweringMeeting')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ripple, home' })).toBeNull();
  });

  it('sends someone without a link or a session who never finished the record to log in', async () => {
    // Prepare: another record than the one this tab finished
    signInBeneficiary();
    stubApi(oneQuestion());
    const before = renderApp('/meeting/m1');
    await finishToThanks();
    before.unmount();
    // Act
    const { router } = renderApp('/meeting/m9');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('resumes a sequence at its next record when the one opened is complete', async () => {
    // Prepare: /jti always opens the first record of the sequence
    signInBeneficiary(['m1', 'm2', 'm3']);
    stubFirstRecordComplete();
    // Act
    const { router } = renderApp(`/meeting/m1?next=${encodeURIComponent(encodeNext(['m2', 'm3'])!)}`);
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m2'));
    expect(decodeNext(new URLSearchParams(router.state.location.search).get('next'))).toEqual(['m3']);
    expect(await screen.findByRole('slider', { name: 'Do you sleep well?' })).toBeTruthy();
    expect(screen.queryByText('Expired')).toBeNull();
  });
});

describe('/meeting/{id} keeps its working copy', () => {
  it('stays on the question reached when the record cannot be read again', async () => {
    // Prepare
    stubApi(meeting());
    const { queryClient } = renderApp('/meeting/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Do you sleep well?' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('slider', { name: 'Do you eat well?' });
    fireEvent.change(screen.getByLabelText('Additional information'), { target: { value: 'Draft' } });
    stubApi(meeting(), { fail: ['GetAnsweringMeeting'] });
    // Act: a read that fails while the flow holds the record
    await act(() => queryClient.refetchQueries({ queryKey: ['meetings', 'm1'] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Assess
    expect(queryClient.getQueryState(['meetings', 'm1'])?.status).toBe('error');
    expect(screen.getByRole('slider', { name: 'Do you eat well?' })).toBeTruthy();
    expect(screen.getByLabelText('Additional information')).toHaveProperty('value', 'Draft');
    expect(screen.queryByText(/Failed to load/)).toBeNull();
  });

  it('does not read the record again on reconnecting, so Thank you stays', async () => {
    // Prepare
    signInBeneficiary();
    stubApi(oneQuestion());
    renderApp('/meeting/m1');
    await finishToThanks();
    // The token is gone: a read now would be refused.
    const calls = stubApi(oneQuestion(), { fail: ['GetAnsweringMeeting'], errorType: 'auth.forbidden' });
    // Act
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Assess
    expect(calls('GetAnsweringMeeting')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.queryByText(/Failed to load/)).toBeNull();
  });

  it('takes Log Out away on Thank you, and never links the logo to the staff login', async () => {
    // Prepare
    signInBeneficiary();
    stubApi(oneQuestion());
    renderApp('/meeting/m1');
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeTruthy();
    // Act
    await finishToThanks();
    // Assess
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ripple, home' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Ripple' })).toBeTruthy();
  });
});

describe('/meeting/{id} in the browser history', () => {
  it('makes each screen a history entry: Back goes to the previous screen, Forward returns', async () => {
    // Prepare
    signInBeneficiary();
    stubApi(meeting({ outcomeSet: { ...meeting().outcomeSet, instructions: 'Take your time' } }));
    const { router } = renderApp('/meeting/m1');
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    fireEvent.change(await screen.findByRole('slider', { name: 'Do you sleep well?' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('slider', { name: 'Do you eat well?' });
    expect(router.state.historyAction).toBe('PUSH');
    // Act: Back
    await act(() => router.navigate(-1));
    // Assess
    const first = await screen.findByRole('heading', { name: 'Do you sleep well?' });
    expect(router.state.location.pathname).toBe('/meeting/m1');
    await waitFor(() => expect(document.activeElement).toBe(first));
    // Act: Back again, then Forward twice
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeTruthy();
    await act(() => router.navigate(1));
    await act(() => router.navigate(1));
    // Assess
    expect(await screen.findByRole('heading', { name: 'Do you eat well?' })).toBeTruthy();
  });

  it('keeps the next list through the screens', async () => {
    // Prepare
    stubApi(meeting());
    const next = encodeNext(['m2'])!;
    const { router } = renderApp(`/meeting/m1?next=${encodeURIComponent(next)}`);
    fireEvent.change(await screen.findByRole('slider', { name: 'Do you sleep well?' }), {
      target: { value: '1' },
    });
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Assess
    await screen.findByRole('slider', { name: 'Do you eat well?' });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('step')).toBe('q1');
    expect(decodeNext(search.get('next'))).toEqual(['m2']);
  });

  it('shows Thank you again on Back after Thank you, and answers nothing twice', async () => {
    // Prepare
    signInBeneficiary();
    const calls = stubApi(meeting({ outcomeSet: { ...meeting().outcomeSet, noteDeactivated: true } }));
    const { router } = renderApp('/meeting/m1');
    for (const name of ['Do you sleep well?', 'Do you eat well?']) {
      fireEvent.change(await screen.findByRole('slider', { name }), { target: { value: '1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    await screen.findByRole('heading', { name: 'Thank you' });
    // Act
    await act(() => router.navigate(-1));
    // Assess
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(calls('CompleteMeeting')).toHaveLength(1);
  });
});

describe('/meeting/{id} when staff change the questionnaire meanwhile', () => {
  it('goes on to the notes when the question it was to show next is archived', async () => {
    // Prepare: the reply to the first answer holds the questionnaire with the second question archived
    const record = meeting();
    const archived = meeting({
      answers: [{ __typename: 'IntAnswer', questionID: 'a', answer: 2, notes: null }],
      outcomeSet: {
        ...record.outcomeSet,
        questions: [record.outcomeSet.questions[0], { ...record.outcomeSet.questions[1], archived: true }],
      },
    });
    stubApi(record, { saved: archived });
    renderApp('/meeting/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Do you sleep well?' }), {
      target: { value: '1' },
    });
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Assess
    expect(await screen.findByRole('heading', { name: 'Additional information' })).toBeTruthy();
    expect(screen.queryByText('Unknown question')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('slider', { name: 'Do you sleep well?' })).toBeTruthy();
    expect(screen.getByText('Question 1 of 1')).toBeTruthy();
  });
});

describe('/meeting/{id} while an answer is saved', () => {
  /** The API holding each save's reply until `release` is called. */
  function stubSlowSaves(record: ReturnType<typeof meeting>) {
    let release = () => {};
    const calls: string[] = [];
    stubApi(record, {
      hold: (name) => {
        calls.push(name);
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    return { release: () => act(() => release()), calls };
  }

  type SlowSaves = ReturnType<typeof stubSlowSaves>;

  it.each([
    [
      'a question',
      {
        heading: 'Do you eat well?',
        // The record opens on it.
        reach: async () => {},
        sliderShown: true,
        after: 'Additional information',
        saves: ['AddLikertAnswer'],
      },
    ],
    [
      'the notes screen',
      {
        heading: 'Additional information',
        // Next on the question, whose save goes through.
        reach: async (api: SlowSaves) => {
          fireEvent.click(screen.getByRole('button', { name: 'Next' }));
          await screen.findByRole('button', { name: 'Saving…' });
          api.release();
          await screen.findByRole('heading', { name: 'Additional information' });
        },
        sliderShown: false,
        after: 'Saving your answers…',
        // Then Finalise after the notes.
        saves: ['AddLikertAnswer', 'SetMeetingNotes', 'CompleteMeeting'],
      },
    ],
  ])(
    'keeps %s still and says Saving… until its save is done',
    async (_, { heading, reach, sliderShown, after, saves }) => {
      // Prepare: the first question answered already, so that each screen has Back
      const api = stubSlowSaves(
        meeting({ answers: [{ __typename: 'IntAnswer', questionID: 'a', answer: 3, notes: null }] }),
      );
      renderApp('/meeting/m1');
      const slider = await screen.findByRole('slider', { name: 'Do you eat well?' });
      fireEvent.change(slider, { target: { value: '1' } });
      await reach(api);
      const note = screen.getByLabelText('Additional information');
      fireEvent.change(note, { target: { value: 'Slow network' } });
      // Act
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      // Assess
      const next = await screen.findByRole('button', { name: 'Saving…' });
      expect(next.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('Saving…');
      expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
      expect(note).toHaveProperty('readOnly', true);
      if (sliderShown) expect(slider).toHaveProperty('disabled', true);
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      fireEvent.click(next);
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      api.release();
      expect(await screen.findByRole('heading', { name: after })).toBeTruthy();
      // One save, though Next was pressed twice.
      expect(api.calls.filter((name) => name !== 'GetAnsweringMeeting')).toEqual(saves);
    },
  );
});

describe('/meeting/{id} for screen readers', () => {
  /** The texts of the elements an `aria-describedby` names, in order. */
  const description = (element: HTMLElement) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent);

  it("describes each question's slider by its position, then its description", async () => {
    // Prepare
    stubApi(
      meeting({
        outcomeSet: {
          ...meeting().outcomeSet,
          questions: [
            question('a', 'Sleep?', { description: 'Last week.\nNights only.' }),
            question('b', 'Eat?'),
          ],
        },
      }),
    );
    // Act
    renderApp('/meeting/m1');
    const slider = await screen.findByRole('slider', { name: 'Sleep?' });
    // Assess
    expect(description(slider)).toEqual(['Question 1 of 2', 'Last week.\nNights only.']);
    fireEvent.change(slider, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(description(await screen.findByRole('slider', { name: 'Eat?' }))).toEqual(['Question 2 of 2']);
  });

  it('says why Next is disabled: an answer to choose, then a required note to write', async () => {
    // Prepare
    stubApi(
      meeting({
        outcomeSet: {
          ...meeting().outcomeSet,
          noteRequired: true,
          questions: [question('a', 'Q?', { noteRequired: true, notePrompt: 'Why?' })],
        },
      }),
    );
    renderApp('/meeting/m1');
    const slider = await screen.findByRole('slider', { name: 'Q?' });
    const next = screen.getByRole('button', { name: 'Next' });
    // Act and assess: a hint, not an error, before anything is answered
    expect(description(next)).toEqual(['Choose an answer to continue.']);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(slider, { target: { value: '1' } });
    expect(description(next)).toEqual(['Write a note to continue.']);
    fireEvent.change(screen.getByLabelText(/Why\?/), { target: { value: 'Noise' } });
    expect(next).toHaveProperty('disabled', false);
    expect(description(next)).toEqual([]);
    expect(screen.queryByText(/to continue\.$/)).toBeNull();
    fireEvent.click(next);
    await screen.findByRole('heading', { name: /Additional information/ });
    expect(description(screen.getByRole('button', { name: 'Next' }))).toEqual(['Write a note to continue.']);
  });
});
