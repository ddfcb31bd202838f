import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../test-utils';
import { decodeNext, encodeNext } from '@/features/answering/utils/forward-list';
import { LIKERT_DEBOUNCE_MS } from '@/features/answering/components/data-entry';
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
  labels: [],
  noteRequired: false,
  notePrompt: null,
  noteDeactivated: false,
  ...over,
});

const record = {
  id: 'm1',
  beneficiary: 'ben-1',
  incomplete: true,
  notes: null,
  date: '2025-01-02T10:00:00.000Z',
  created: '2025-01-03T10:00:00.000Z',
  answers: [],
  outcomeSet: {
    id: 'q1',
    name: 'Wellbeing',
    instructions: null,
    noteRequired: false,
    notePrompt: null,
    noteDeactivated: true,
    questions: [question('a', 'Sleep?'), question('b', 'Food?', { noteRequired: true, notePrompt: 'Why?' })],
  },
};

type Call = { query: string; variables: Record<string, unknown> };

function stubApi(
  fail: string[] = [],
  error: { errorType: string; errorInfo?: unknown } = { errorType: 'internal' },
  /** Answers AddLikertAnswer only once this settles. */
  hold: Promise<unknown> = Promise.resolve(),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = JSON.parse(init.body as string) as Call;
      calls.push(call);
      const name = /(?:query|mutation) (\w+)/.exec(call.query)?.[1] ?? '';
      if (fail.includes(name)) return graphqlResponse({ data: null, errors: [{ ...error, message: 'x' }] });
      if (name === 'GetAnsweringMeeting') return graphqlResponse({ data: { meeting: record } });
      if (name === 'AddLikertAnswer') {
        await hold;
        return graphqlResponse({ data: { AddLikertAnswer: record } });
      }
      if (name === 'CompleteMeeting')
        return graphqlResponse({
          data: { CompleteMeeting: { id: 'm1', beneficiary: 'ben-1', incomplete: false } },
        });
      return graphqlResponse({ data: { organisation: { id: 'o', name: 'Org', plugins: [] } } });
    }),
  );
  return (name: string) => calls.filter((c) => c.query.includes(`${name}(`)).map((c) => c.variables);
}

beforeEach(() => auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 }));

const jwt = (claims: Record<string, unknown>) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

afterEach(() => clearBeneficiarySession());

describe('/dataentry/{id}', () => {
  it('gives a beneficiary user the Log Out item, which ends their link session', async () => {
    // Prepare
    auth.getSession.mockResolvedValue(null);
    saveBeneficiarySession(
      jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: Date.now() / 1000 + 600 }),
    );
    stubApi();
    const { router } = renderApp('/dataentry/m1');
    await screen.findByRole('slider', { name: 'Sleep?' });
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(getBeneficiarySession()).toBeNull();
  });

  it('shows staff no Log Out item in its header', async () => {
    // Prepare
    stubApi();
    // Act
    renderApp('/dataentry/m1');
    // Assess
    await screen.findByRole('slider', { name: 'Sleep?' });
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('saves each changed answer, enables Save only when complete, then finalises', async () => {
    // Prepare
    const calls = stubApi();
    const { router } = renderApp('/dataentry/m1');
    // Act
    const sleep = await screen.findByRole('slider', { name: 'Sleep?' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `ben-1 · ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(record.date))}`,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    expect(document.getElementById(save.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Answer every question, and write the notes marked *, to save.',
    );
    fireEvent.change(sleep, { target: { value: '1' } });
    fireEvent.change(sleep, { target: { value: '2' } });
    await waitFor(() => expect(calls('AddLikertAnswer')).toHaveLength(1));
    // The note of Food is required: its answer waits for the note, which the API needs with it.
    fireEvent.change(screen.getByRole('slider', { name: 'Food?' }), { target: { value: '4' } });
    await new Promise((resolve) => setTimeout(resolve, LIKERT_DEBOUNCE_MS * 3));
    expect(calls('AddLikertAnswer')).toHaveLength(1);
    expect(screen.queryByText('Failed to save your answer')).toBeNull();
    expect(save).toHaveProperty('disabled', true);
    const why = screen.getByLabelText(/Why\?/);
    fireEvent.change(why, { target: { value: 'Hungry' } });
    fireEvent.blur(why);
    await waitFor(() => expect(calls('AddLikertAnswer')).toHaveLength(2));
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(save.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(save);
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiary/ben-1'));
    expect(router.state.location.search).toBe('?q=q1');
    // Back does not return to the record as if it were still to save.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls('AddLikertAnswer')).toEqual([
      { meetingID: 'm1', questionID: 'a', value: 3, notes: null, allowOverwrite: true },
      { meetingID: 'm1', questionID: 'b', value: 5, notes: 'Hungry', allowOverwrite: true },
    ]);
    expect(calls('CompleteMeeting')).toEqual([{ meetingID: 'm1', beneficiary: 'ben-1' }]);
  });

  it('saves a note typed just before Save, then finalises, with one click', async () => {
    // Prepare
    const calls = stubApi();
    const { router, queryClient } = renderApp('/dataentry/m1');
    const recordsPage = ['beneficiary-meetings', 'ben-1', 'records'];
    queryClient.setQueryData(recordsPage, { incomplete: [{ id: 'm1' }] });
    fireEvent.change(await screen.findByRole('slider', { name: 'Sleep?' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Food?' }), { target: { value: '4' } });
    await waitFor(() => expect(calls('AddLikertAnswer')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText(/Why\?/), { target: { value: 'Hungry' } });
    const save = screen.getByRole('button', { name: 'Save' });

    // Act: the notes box is not left before Save.
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);

    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiary/ben-1'));
    expect(calls('AddLikertAnswer')[1]).toMatchObject({ questionID: 'b', value: 5, notes: 'Hungry' });
    expect(calls('CompleteMeeting')).toEqual([{ meetingID: 'm1', beneficiary: 'ben-1' }]);
    // The beneficiary's records page must not go on listing the record as incomplete.
    expect(queryClient.getQueryState(recordsPage)?.isInvalidated).toBe(true);
  });

  it('reads Saving… on a disabled Save until the record is finalised', async () => {
    // Prepare: the note's answer is saved on Save, and its reply is held.
    let release = () => {};
    const calls = stubApi([], undefined, new Promise<void>((resolve) => (release = resolve)));
    const { router } = renderApp('/dataentry/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Sleep?' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Food?' }), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/Why\?/), { target: { value: 'Hungry' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    // Act
    fireEvent.click(save);
    // Assess
    await waitFor(() => expect(save.textContent).toBe('Saving…'));
    expect(save).toHaveProperty('disabled', true);
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect(calls('CompleteMeeting')).toEqual([]);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/beneficiary/ben-1'));
  });

  it('says what the API finds unanswered on Save, and reads the record again', async () => {
    // Prepare
    const calls = stubApi(['CompleteMeeting'], {
      errorType: 'meeting.unanswered',
      errorInfo: { questions: ['c'], notes: false },
    });
    renderApp('/dataentry/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Sleep?' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Food?' }), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/Why\?/), { target: { value: 'Hungry' } });
    const reads = calls('GetAnsweringMeeting').length;
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    expect(
      await screen.findByText('Please answer every question, and give any required notes, before finishing'),
    ).toBeTruthy();
    await waitFor(() => expect(calls('GetAnsweringMeeting').length).toBeGreaterThan(reads));
  });

  it('keeps a note over 5000 characters unsaved, and Save disabled, until shortened', async () => {
    // Prepare
    const calls = stubApi();
    renderApp('/dataentry/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Sleep?' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Food?' }), { target: { value: '4' } });
    await waitFor(() => expect(calls('AddLikertAnswer')).toHaveLength(1));
    const why = screen.getByLabelText(/Why\?/);

    // Act
    fireEvent.change(why, { target: { value: 'b'.repeat(5001) } });
    fireEvent.blur(why);

    // Assess
    expect(screen.getByText('Notes can be at most 5000 characters. Please shorten them.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(calls('AddLikertAnswer')).toHaveLength(1);
    fireEvent.change(why, { target: { value: 'Hungry' } });
    fireEvent.blur(why);
    await waitFor(() => expect(calls('AddLikertAnswer')).toHaveLength(2));
    expect(calls('AddLikertAnswer')[1]).toMatchObject({ questionID: 'b', notes: 'Hungry' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
    );
  });

  it("says when the record's notes together are too long to save", async () => {
    // Prepare
    stubApi(['AddLikertAnswer'], {
      errorType: 'input.invalid',
      errorInfo: { fieldErrors: { notes: 'tooLong' } },
    });
    renderApp('/dataentry/m1');

    // Act
    fireEvent.change(await screen.findByRole('slider', { name: 'Sleep?' }), { target: { value: '1' } });

    // Assess
    expect(
      await screen.findByText(
        "This record's notes are too long to save together. Please shorten some of them.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to save your answer')).toBeNull();
  });

  it("goes on to a sequence's next record in data entry", async () => {
    // Prepare
    const calls = stubApi();
    const { router } = renderApp(`/dataentry/m1?next=${encodeURIComponent(encodeNext(['m2'])!)}`);
    fireEvent.change(await screen.findByRole('slider', { name: 'Sleep?' }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Food?' }), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/Why\?/), { target: { value: 'Hungry' } });
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/dataentry/m2'));
    expect(calls('CompleteMeeting')).toEqual([{ meetingID: 'm1', beneficiary: 'ben-1' }]);
  });

  it('reads Next with a forward list and shows a failed save', async () => {
    stubApi(['AddLikertAnswer']);
    renderApp(`/dataentry/m1?next=${encodeURIComponent(encodeNext(['m2'])!)}`);
    fireEvent.change(await screen.findByRole('slider', { name: 'Sleep?' }), { target: { value: '1' } });
    expect(await screen.findByText('Failed to save your answer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('shows each question saving, then saved, and says it politely', async () => {
    // Prepare: the save is answered only when released
    let release = () => undefined as void;
    const calls = stubApi([], undefined, new Promise<void>((resolve) => (release = resolve)));
    renderApp('/dataentry/m1');
    const sleep = await screen.findByRole('slider', { name: 'Sleep?' });
    const question = within(sleep.closest('section')!);
    expect(question.getByRole('status').textContent).toBe('');
    // Act
    fireEvent.change(sleep, { target: { value: '1' } });
    // Assess: seen while saving, but not announced
    const saving = await question.findByText('Saving…');
    expect(saving.getAttribute('aria-hidden')).toBe('true');
    expect(question.getByRole('status').contains(saving)).toBe(true);
    release();
    await waitFor(() => expect(question.getByRole('status').textContent).toBe('Saved'));
    expect(calls('AddLikertAnswer')).toHaveLength(1);
    expect(question.queryByText('Saving…')).toBeNull();
  });

  it("shows each question's description, line breaks kept, and describes its slider by it", async () => {
    // Prepare
    record.outcomeSet.questions[0] = question('a', 'Sleep?', { description: 'Last week.\nNights only.' });
    stubApi();
    // Act
    renderApp('/dataentry/m1');
    // Assess
    const sleep = await screen.findByRole('slider', { name: 'Sleep?' });
    const description = document.getElementById(sleep.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Last week.\nNights only.');
    record.outcomeSet.questions[0] = question('a', 'Sleep?');
  });

  it('reports an answer that fails to save on Save as an answer failure, and does not finalise', async () => {
    // Prepare
    const calls = stubApi(['AddLikertAnswer']);
    renderApp('/dataentry/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Sleep?' }), { target: { value: '1' } });
    await screen.findByText('Failed to save your answer');
    fireEvent.change(screen.getByRole('slider', { name: 'Food?' }), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/Why\?/), { target: { value: 'Hungry' } });
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess: Sleep's, Food's and Save's own message
    await waitFor(() => expect(screen.getAllByText('Failed to save your answer')).toHaveLength(3));
    expect(screen.queryByText('Failed to finalise record')).toBeNull();
    expect(calls('CompleteMeeting')).toEqual([]);
  });

  it("goes on to a sequence's next record when a link's record is complete already", async () => {
    // Prepare
    saveBeneficiarySession(
      jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1', 'm2'], exp: Date.now() / 1000 + 600 }),
    );
    auth.getSession.mockResolvedValue(null);
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const { variables } = JSON.parse(init.body as string) as Call;
        if (variables.id === 'm1')
          return Promise.resolve(
            graphqlResponse({ data: null, errors: [{ errorType: 'meeting.complete', message: 'x' }] }),
          );
        return Promise.resolve(graphqlResponse({ data: { meeting: { ...record, id: variables.id } } }));
      }),
    );
    // Act
    const { router } = renderApp(`/dataentry/m1?next=${encodeURIComponent(encodeNext(['m2', 'm3'])!)}`);
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/dataentry/m2'));
    expect(decodeNext(new URLSearchParams(router.state.location.search).get('next'))).toEqual(['m3']);
    expect(await screen.findByRole('slider', { name: 'Sleep?' })).toBeTruthy();
  });
});

describe('/dataentry/{id} for a user without an organisation', () => {
  it("shows the route guard's blocker instead of a failure to load", async () => {
    // Prepare
    stubApi(['GetAnsweringMeeting'], { errorType: 'auth.noOrganisation' });
    // Act
    renderApp('/dataentry/m1');
    // Assess
    expect(await screen.findByText('Sorry, it seems you do not belong to an organisation.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByText(/^Failed to load/)).toBeNull();
  });
});

describe('/dataentry/{id} reopened', () => {
  it('shows the answers saved on the first visit, not the record as first read', async () => {
    // Prepare: each save replies with the record holding that answer.
    const saved: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const { query, variables } = JSON.parse(init.body as string) as Call;
        if (query.includes('AddLikertAnswer(')) {
          saved.push(variables);
          const answer = {
            __typename: 'IntAnswer',
            questionID: variables.questionID,
            answer: variables.value,
            notes: null,
          };
          return Promise.resolve(
            graphqlResponse({ data: { AddLikertAnswer: { ...record, answers: [answer] } } }),
          );
        }
        if (query.includes('GetAnsweringMeeting'))
          return Promise.resolve(graphqlResponse({ data: { meeting: record } }));
        return Promise.resolve(
          graphqlResponse({ data: { organisation: { id: 'o', name: 'Org', plugins: [] } } }),
        );
      }),
    );
    const { router } = renderApp('/dataentry/m1');
    fireEvent.change(await screen.findByRole('slider', { name: 'Sleep?' }), { target: { value: '1' } });
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());

    // Act
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/dataentry/m1'));

    // Assess
    const slider = await screen.findByRole<HTMLInputElement>('slider', { name: 'Sleep?' });
    expect(slider.value).toBe('1');
    expect(screen.queryByText('Saving…')).toBeNull();
  });
});
