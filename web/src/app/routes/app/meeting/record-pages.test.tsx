import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';
import { aStaffRecord } from '@/testing/record-data';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

type Call = { query: string; variables: Record<string, unknown> };

const questions = [
  {
    __typename: 'LikertScale',
    id: 'qa',
    question: 'I sleep well',
    archived: false,
    leftValue: 1,
    rightValue: 5,
    leftLabel: null,
    rightLabel: null,
    labels: [{ value: 5, label: 'Always' }],
  },
  {
    __typename: 'LikertScale',
    id: 'qb',
    question: 'I see friends',
    archived: false,
    leftValue: 1,
    rightValue: 5,
    leftLabel: null,
    rightLabel: null,
    labels: [],
  },
];
const record = aStaffRecord({
  tags: ['North', 'Housing'],
  benTags: ['Housing'],
  outcomeSet: { id: 'q1', name: 'Wellbeing', questions },
  answers: [{ __typename: 'IntAnswer', questionID: 'qa', answer: 5, notes: 'Sleeps better' }],
});

function stubApi(answers: Record<string, unknown>, refuse: string[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const call = JSON.parse(init.body as string) as Call;
      calls.push(call);
      const name = /(?:query|mutation) (\w+)/.exec(call.query)?.[1] ?? '';
      if (refuse.includes(name))
        return Promise.resolve(
          graphqlResponse({ data: null, errors: [{ errorType: 'internal', message: 'internal' }] }),
        );
      if (name in answers) return Promise.resolve(graphqlResponse({ data: answers[name] }));
      if (name === 'GetRecord') return Promise.resolve(graphqlResponse({ data: { meeting: record } }));
      if (name === 'GetBeneficiaries')
        return Promise.resolve(graphqlResponse({ data: { beneficiaries: ['ben-1'] } }));
      if (name === 'GetRecentBeneficiaries')
        return Promise.resolve(graphqlResponse({ data: { recentMeetings: { meetings: [] } } }));
      if (name === 'GetRecordTagSuggestions')
        return Promise.resolve(graphqlResponse({ data: { suggestTags: ['North', 'South'] } }));
      return Promise.resolve(
        graphqlResponse({ data: { organisation: { id: 'o', name: 'Org', plugins: [] } } }),
      );
    }),
  );
  return (operation: string) =>
    calls.filter((c) => c.query.includes(`${operation}(`)).map((c) => c.variables);
}

beforeEach(() => auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 }));

describe('record pages', () => {
  it('lists a beneficiary’s records: continue incomplete ones, view complete ones', async () => {
    // Prepare
    stubApi({
      GetBeneficiaryRecords: {
        meetings: [{ ...record, outcomeSet: { id: 'q1', name: 'Wellbeing' } }],
        incompleteMeetings: [
          { ...record, id: 'm2', date: null, incomplete: true, outcomeSet: { id: 'q1', name: 'Wellbeing' } },
        ],
      },
    });
    // Act
    renderApp('/beneficiary/ben-1/records');
    // Assess
    expect(
      (await screen.findByRole('link', { name: /^Continue the Wellbeing record of / })).getAttribute('href'),
    ).toBe('/meeting/m2');
    expect(screen.getByRole('link', { name: /^View the Wellbeing record of / }).getAttribute('href')).toBe(
      '/meeting/m1/view',
    );
    expect(screen.getByRole('link', { name: 'Export Wellbeing' }).getAttribute('href')).toBe(
      '/beneficiary/ben-1/export/q1',
    );
    // The download is the same CSV as every export, not an Excel workbook.
    expect(screen.getByText(/complete records of a questionnaire as a CSV file/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ben-1', level: 1 })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Beneficiary' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Journey', 'Records', 'New Record', 'Admin']);
  });

  it('lists the beneficiary’s open links under their records, with Revoke', async () => {
    // Prepare
    const link = {
      id: 's1',
      kind: 'SUMMON',
      createdBy: 'u1',
      createdByName: 'Ada',
      beneficiary: 'ben-1',
      questionnaire: 'q1',
      sequence: null,
      created: '2024-05-01T10:00:00Z',
      expires: '2024-08-09T10:00:00Z',
      uses: 0,
      maxUses: 1,
    };
    const calls = stubApi({
      GetBeneficiaryRecords: { meetings: [], incompleteMeetings: [] },
      GetOpenLinks: { openLinks: [link] },
      GetQuestionnaires: {
        outcomesets: [{ id: 'q1', name: 'Wellbeing', description: null, readOnly: false, questions: [] }],
      },
      GetSequences: { sequences: [] },
    });
    // Act
    renderApp('/beneficiary/ben-1/records');
    // Assess
    const links = await screen.findByRole('region', { name: 'Open links' });
    const item = (await within(links).findByRole('heading', { name: 'Summon link for ben-1' })).closest(
      'li',
    )!;
    await waitFor(() => expect(within(item).getByText('Wellbeing')).toBeTruthy());
    expect(within(item).getByRole('button', { name: /^Revoke Summon link for ben-1, / })).toBeTruthy();
    expect(calls('openLinks')).toEqual([{ beneficiary: 'ben-1' }]);
  });

  it('marks Journey as the current page on both of its addresses', async () => {
    for (const address of ['/beneficiary/ben-1', '/beneficiary/ben-1/journey']) {
      // Prepare
      stubApi({ GetJourney: { meetings: [], incompleteMeetings: [] } });
      // Act
      const { unmount } = renderApp(address);
      // Assess
      const menu = await screen.findByRole('navigation', { name: 'Beneficiary' });
      expect(within(menu).getByRole('link', { name: 'Journey' }).getAttribute('aria-current')).toBe('page');
      unmount();
    }
  });

  it('says when a beneficiary has no records, or no complete ones', async () => {
    stubApi({ GetBeneficiaryRecords: { meetings: [], incompleteMeetings: [] } });
    renderApp('/beneficiary/ben-9/records');
    expect(await screen.findByText('No meetings found for beneficiary ben-9')).toBeTruthy();
  });

  it('shows the record summary with Unknown Answer', async () => {
    stubApi({});
    renderApp('/meeting/m1/view');
    expect(await screen.findByText('Unknown Answer')).toBeTruthy();
    expect(screen.getByText('5: Always')).toBeTruthy();
    expect(screen.getByText('Notes: Sleeps better')).toBeTruthy();
    expect(screen.getByText('Went well')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('saves only the changed tags, then shows the record', async () => {
    // Prepare
    const calls = stubApi({ EditMeetingTags: { EditMeetingTags: { ...record, meetingTags: ['South'] } } });
    const { router } = renderApp('/meeting/m1/edit');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag North' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add tag South' }));
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m1/view'));
    expect(calls('EditMeetingTags')).toEqual([{ meetingID: 'm1', tags: ['South'] }]);
    expect(calls('EditMeetingDate')).toEqual([]);
    expect(calls('EditMeetingBeneficiary')).toEqual([]);
  });

  it('keeps what was typed and says so when saving the record fails', async () => {
    // Prepare
    const calls = stubApi({}, ['EditMeetingTags']);
    const { router } = renderApp('/meeting/m1/edit');
    const save = await screen.findByRole('button', { name: 'Save' });
    const notes = screen.getByLabelText('Notes');
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag North' }));
    fireEvent.change(notes, { target: { value: 'Went well, sleeps better' } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess
    expect(await screen.findByText(/Failed to save your changes/)).toBeTruthy();
    expect(calls('EditMeetingTags')).toEqual([{ meetingID: 'm1', tags: [] }]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Notes').value).toBe('Went well, sleeps better');
    expect(screen.queryByRole('button', { name: 'Remove tag North' })).toBeNull();
    expect(router.state.location.pathname).toBe('/meeting/m1/edit');
  });
});
