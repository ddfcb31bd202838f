import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../../../test-utils';
import { decodeNext } from '@/features/answering/utils/forward-list';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

type Call = { query: string; variables: Record<string, unknown> };

function stubApi(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = JSON.parse(init.body as string) as Call;
      calls.push(call);
      const name = /(?:query|mutation) (\w+)/.exec(call.query)?.[1] ?? '';
      if (name === 'GetRecordSources')
        return graphqlResponse({
          data: {
            outcomesets: [{ id: 'q1', name: 'Wellbeing', requiredTags: [] }],
            sequences: [{ id: 's1', name: 'Intake', requiredTags: [{ label: 'Site', options: ['North'] }] }],
          },
        });
      if (name === 'GetBeneficiaries')
        return graphqlResponse({ data: { beneficiaries: ['ben-1', 'ben-2'] } });
      if (name === 'GetRecentBeneficiaries')
        return graphqlResponse({
          data: { recentMeetings: { meetings: [{ id: 'm', beneficiary: 'ben-2' }] } },
        });
      if (name === 'GetQuestionnaireTagSuggestions')
        return graphqlResponse({ data: { suggestQuestionnaireTags: ['North'] } });
      if (name === 'GetTags') return graphqlResponse({ data: { tags: ['North'] } });
      const answer = answers[name];
      if (answer instanceof Error)
        return graphqlResponse({ data: null, errors: [{ errorType: answer.message, message: 'x' }] });
      if (answer) return graphqlResponse({ data: answer });
      if (name === 'GetAnsweringMeeting') return new Promise<Response>(() => undefined);
      return graphqlResponse({ data: { organisation: { id: 'o', name: 'Org', plugins: [] } } });
    }),
  );
  return (name: string) => calls.filter((c) => c.query.includes(`${name}(`)).map((c) => c.variables);
}

beforeEach(() => auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 }));

describe('/record', () => {
  it('offers Live, Remote and Data Entry, keeping ben and q', async () => {
    stubApi({});
    renderApp('/record?ben=b1');
    expect((await screen.findByRole('link', { name: /Live/ })).getAttribute('href')).toBe(
      '/record/live?ben=b1',
    );
    expect(screen.getByRole('link', { name: /Remote/ }).getAttribute('href')).toBe('/record/remote?ben=b1');
    expect(screen.getByRole('link', { name: /Data Entry/ }).getAttribute('href')).toBe(
      '/record/historic?ben=b1',
    );
  });

  it('preselects the questionnaire last opened when the address names none', async () => {
    // Prepare
    stubApi({});
    localStorage.setItem('questionnaire', 'q1');
    // Act
    renderApp('/record/live');
    // Assess
    await screen.findByRole('option', { name: 'Wellbeing' });
    expect(screen.getByLabelText<HTMLSelectElement>('Questionnaire').value).toBe('questionnaire:q1');
    localStorage.clear();
  });

  it('points to the questionnaires while none has a question', async () => {
    stubApi({ GetQuestionnaires: { outcomesets: [] } });
    renderApp('/record/live');
    expect(await screen.findByRole('heading', { name: 'We love the enthusiasm!' })).toBeTruthy();
  });

  it('switches a link between one beneficiary and many, keeping the questionnaire and the beneficiary', async () => {
    // Prepare
    stubApi({});
    const { router } = renderApp('/record/remote?ben=ben-1&q=q1');
    const links = await screen.findByRole('navigation', { name: 'Who the link is for' });
    expect(
      within(links)
        .getByRole('link', { name: /One beneficiary/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    // Act
    fireEvent.click(within(links).getByRole('link', { name: /Many beneficiaries/ }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/record/summon'));
    expect(router.state.location.search).toBe('?ben=ben-1&q=q1');
    expect(await screen.findByRole('heading', { name: 'New Summon Link' })).toBeTruthy();
    // Back to one beneficiary: the one passed in is still chosen.
    fireEvent.click(within(links).getByRole('link', { name: /One beneficiary/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/record/remote'));
    expect(router.state.location.search).toBe('?ben=ben-1&q=q1');
  });

  it('says an unknown record type is an error', async () => {
    stubApi({});
    renderApp('/record/bogus');
    expect(await screen.findByText('Unknown assessment type')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('validates, then starts a live record and opens it', async () => {
    // Prepare
    const calls = stubApi({ AddMeeting: { AddMeeting: { id: 'm9' } } });
    const { router } = renderApp('/record/live');
    // Act
    const start = await screen.findByRole('button', { name: 'Start' });
    await screen.findByRole('option', { name: 'Wellbeing' });
    fireEvent.click(start);
    // Assess
    expect(await screen.findByText('Please enter a beneficiary ID')).toBeTruthy();
    expect(screen.getByText('Please select a questionnaire')).toBeTruthy();
    // Focus went to the first field to fix, whose suggestions open on focus.
    const beneficiary = screen.getByRole('combobox', { name: 'Beneficiary ID' });
    await waitFor(() => expect(document.activeElement).toBe(beneficiary));
    fireEvent.change(beneficiary, { target: { value: 'ben-1' } });
    fireEvent.keyDown(beneficiary, { key: 'Escape' });
    fireEvent.change(screen.getByLabelText('Questionnaire'), { target: { value: 'questionnaire:q1' } });
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    for (const tag of ['a', 'b']) {
      fireEvent.change(tags, { target: { value: tag } });
      fireEvent.keyDown(tags, { key: 'Enter' });
    }
    expect(await screen.findByRole('button', { name: 'Remove tag b' })).toBeTruthy();
    fireEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m9'));
    expect(calls('AddMeeting')).toEqual([
      { beneficiaryID: 'ben-1', outcomeSetID: 'q1', conducted: null, tags: ['a', 'b'] },
    ]);
  });

  it('keeps Start disabled until the record opens, so a second press makes no second record', async () => {
    // Prepare: the answering page waits for the session, as it may while the token is renewed.
    const calls = stubApi({ AddMeeting: { AddMeeting: { id: 'm9' } } });
    const { router } = renderApp('/record/live?ben=ben-1&q=q1');
    const start = await screen.findByRole('button', { name: 'Start' });
    await screen.findByRole('option', { name: 'Wellbeing' });
    const waiting: (() => void)[] = [];
    auth.getSession.mockImplementation(
      () =>
        new Promise((resolve) => {
          waiting.push(() => resolve({ idToken: 't', expiresAt: Date.now() + 60_000 }));
        }),
    );
    const renewed = () => {
      auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 });
      for (const resolve of waiting.splice(0)) resolve();
    };
    // Act
    fireEvent.click(start);
    await waitFor(() => expect(calls('AddMeeting')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(start);
    // Assess
    expect((start as HTMLButtonElement).disabled).toBe(true);
    renewed();
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m9'));
    expect(calls('AddMeeting')).toHaveLength(1);
  });

  it('needs required tags and starts a sequence through next', async () => {
    const calls = stubApi({
      StartSequence: {
        StartSequence: { meetings: [{ id: 'm1' }, { id: 'm2' }], destination: 'https://x.org' },
      },
    });
    const { router } = renderApp('/record/live?ben=ben-1&q=s1');
    const start = await screen.findByRole('button', { name: 'Start' });
    const site = await screen.findByLabelText('Site');
    fireEvent.click(start);
    expect(await screen.findByText('Required tags not provided')).toBeTruthy();
    fireEvent.change(site, { target: { value: 'North' } });
    fireEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m1'));
    expect(decodeNext(new URLSearchParams(router.state.location.search).get('next'))).toEqual([
      'm2',
      'https://x.org',
    ]);
    expect(calls('StartSequence')[0]).toMatchObject({
      beneficiaryID: 'ben-1',
      sequenceID: 's1',
      tags: ['North'],
    });
  });

  it('refuses a future date for data entry', async () => {
    stubApi({});
    renderApp('/record/historic?ben=ben-1&q=q1');
    const start = await screen.findByRole('button', { name: 'Start' });
    await screen.findByRole('option', { name: 'Wellbeing' });
    fireEvent.change(screen.getByLabelText('Date conducted'), { target: { value: '2999-01-01T10:00' } });
    fireEvent.click(start);
    expect(await screen.findByText('Please select a date in the past')).toBeTruthy();
  });

  it('makes a remote link for the beneficiary, copied for 4 seconds', async () => {
    // Prepare
    const calls = stubApi({ NewMeetingSummon: { NewMeetingSummon: 'abc-def' } });
    renderApp('/record/remote?ben=ben-1&q=q1');
    // Act
    await screen.findByRole('option', { name: 'Wellbeing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    // Assess
    const link = await screen.findByLabelText<HTMLInputElement>('Link');
    expect(link.value).toBe(`${window.location.origin}/smn/mjsw4ljr-abc-def`);
    expect(calls('NewMeetingSummon')).toEqual([
      { outcomeSetID: 'q1', daysToComplete: 100, tags: [], beneficiaryID: 'ben-1' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('makes a summon for many for no one beneficiary', async () => {
    // Prepare
    const calls = stubApi({ NewMeetingSummon: { NewMeetingSummon: 'abc-def' } });
    renderApp('/record/summon?q=q1');
    // Act
    await screen.findByRole('option', { name: 'Wellbeing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create link' }));
    // Assess
    const link = await screen.findByLabelText<HTMLInputElement>('Link');
    expect(link.value).toBe(`${window.location.origin}/smn/abc-def`);
    expect(calls('NewMeetingSummon')).toEqual([{ outcomeSetID: 'q1', daysToComplete: 100, tags: [] }]);
  });

  it('says when starting failed', async () => {
    stubApi({ AddMeeting: new Error('internal') });
    renderApp('/record/live?ben=ben-1&q=q1');
    await screen.findByRole('option', { name: 'Wellbeing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(
      await screen.findByText(/^Starting the assessment failed\. Please refresh and try again/),
    ).toBeTruthy();
  });
});
