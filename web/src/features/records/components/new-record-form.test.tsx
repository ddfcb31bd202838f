import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecordSource } from '../api/get-record-sources';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import { sourceKey, type RecordType } from '../utils/new-record-form';
import { NewRecordForm } from './new-record-form';

type Call = { query: string; variables: Record<string, unknown> };

const questionnaire: RecordSource = {
  kind: 'questionnaire',
  id: 'q1',
  name: 'Groups',
  requiredTags: [
    { label: 'Dept. code', options: ['D1', 'D2'] },
    { label: 'No. of sessions [max]', options: ['1', '2'] },
  ],
};
const sequence: RecordSource = {
  kind: 'sequence',
  id: 's1',
  name: 'Intake',
  requiredTags: [{ label: 'Site', options: ['North'] }],
};

/** Answers the form's queries; `answers` by operation name (an Error's message becomes the error code). */
function stubApi(sources: RecordSource[], answers: Record<string, unknown> = {}) {
  const calls: (Call & { name: string })[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const call = JSON.parse(init.body as string) as Call;
      const name = /(?:query|mutation) (\w+)/.exec(call.query)?.[1] ?? '';
      calls.push({ ...call, name });
      if (name === 'GetRecordSources') {
        const pick = (kind: RecordSource['kind']) =>
          sources
            .filter((s) => s.kind === kind)
            .map(({ id, name: n, requiredTags }) => ({ id, name: n, requiredTags }));
        return Promise.resolve(
          graphqlResponse({ data: { outcomesets: pick('questionnaire'), sequences: pick('sequence') } }),
        );
      }
      if (name === 'GetQuestionnaireTagSuggestions')
        return Promise.resolve(graphqlResponse({ data: { suggestQuestionnaireTags: [] } }));
      if (name === 'GetTags') return Promise.resolve(graphqlResponse({ data: { tags: [] } }));
      const answer = answers[name];
      if (answer instanceof Error)
        return Promise.resolve(
          graphqlResponse({ data: null, errors: [{ errorType: answer.message, message: 'x' }] }),
        );
      return Promise.resolve(graphqlResponse({ data: answer ?? null }));
    }),
  );
  return (name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);
}

function renderForm(type: RecordType, source: string) {
  const onStarted = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewRecordForm type={type} beneficiary="ben-1" questionnaire={source} onStarted={onStarted} />
    </QueryClientProvider>,
  );
  return onStarted;
}

describe('NewRecordForm', () => {
  it('starts a record with required tags whose labels hold "." and "["', async () => {
    // Prepare
    const calls = stubApi([questionnaire], { AddMeeting: { AddMeeting: { id: 'm1' } } });
    const onStarted = renderForm('live', 'q1');
    // Act
    fireEvent.change(await screen.findByLabelText('Dept. code'), { target: { value: 'D2' } });
    fireEvent.change(screen.getByLabelText('No. of sessions [max]'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    // Assess
    await waitFor(() =>
      expect(onStarted).toHaveBeenCalledWith({ kind: 'records', type: 'live', forward: ['m1'] }),
    );
    expect(calls('AddMeeting')).toEqual([
      { beneficiaryID: 'ben-1', outcomeSetID: 'q1', conducted: null, tags: ['D2', '2'] },
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>('Dept. code').value).toBe('D2');
  });

  it('shows "Value is required" on a touched required tag with a dotted label, and no more once chosen', async () => {
    // Prepare
    stubApi([questionnaire]);
    renderForm('live', 'q1');
    const dept = await screen.findByLabelText('Dept. code');
    // Act
    fireEvent.blur(dept);
    // Assess
    expect(await screen.findByText('Value is required')).toBeTruthy();
    fireEvent.change(dept, { target: { value: 'D1' } });
    await waitFor(() => expect(screen.queryByText('Value is required')).toBeNull());
  });

  it('explains a sequence whose questionnaires share no option of a required tag, and does not start it', async () => {
    // Prepare
    const calls = stubApi([{ ...sequence, requiredTags: [{ label: 'Site', options: [] }] }]);
    renderForm('live', 's1');
    // Act
    const start = await screen.findByRole('button', { name: 'Start' });
    expect(
      await screen.findByText(/^No “Site” value suits every questionnaire of this sequence/),
    ).toBeTruthy();
    fireEvent.click(start);
    // Assess
    expect(await screen.findByText('Required tags not provided')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
    expect(calls('StartSequence')).toEqual([]);
  });

  it('says "Required tags not provided" when the API refuses the start for them, and reloads the required tags', async () => {
    // Prepare
    const calls = stubApi([sequence], { StartSequence: new Error('meeting.requiredTags') });
    renderForm('live', 's1');
    fireEvent.change(await screen.findByLabelText('Site'), { target: { value: 'North' } });
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    // Assess
    expect(await screen.findByText('Required tags not provided')).toBeTruthy();
    expect(screen.queryByText(/Starting the assessment failed/)).toBeNull();
    await waitFor(() => expect(calls('GetRecordSources')).toHaveLength(2));
  });

  it('moves focus to the first field to fix when Start finds errors', async () => {
    // Prepare
    stubApi([questionnaire]);
    renderForm('live', '');
    const start = await screen.findByRole('button', { name: 'Start' });
    act(() => start.focus());
    // Act
    fireEvent.click(start);
    // Assess
    const source = screen.getByRole('combobox', { name: 'Questionnaire' });
    await waitFor(() => expect(document.activeElement).toBe(source));
    expect(source.getAttribute('aria-invalid')).toBe('true');
    // Act: a questionnaire whose required tags are not chosen yet
    fireEvent.change(source, { target: { value: sourceKey(questionnaire) } });
    act(() => start.focus());
    fireEvent.click(start);
    // Assess
    const dept = await screen.findByRole('combobox', { name: 'Dept. code' });
    await waitFor(() => expect(document.activeElement).toBe(dept));
    expect(dept.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('Value is required')).toHaveLength(2);
  });

  it('refuses a link of more than 365 days in the form, and creates none', async () => {
    // Prepare
    const calls = stubApi([{ ...questionnaire, requiredTags: [] }]);
    renderForm('remote', 'q1');
    const create = await screen.findByRole('button', { name: 'Create link' });
    // Act
    fireEvent.change(screen.getByLabelText(/^Days to complete/), { target: { value: '366' } });
    fireEvent.click(create);
    // Assess
    expect(await screen.findByText('A link can work for at most 365 days')).toBeTruthy();
    expect(calls('NewMeetingSummon')).toEqual([]);
    expect(calls('AddRemoteMeeting')).toEqual([]);
  });

  it('refuses a data entry date before 2000, as the API would', async () => {
    // Prepare
    const calls = stubApi([{ ...questionnaire, requiredTags: [] }]);
    renderForm('historic', 'q1');
    const start = await screen.findByRole('button', { name: 'Start' });
    // Act
    fireEvent.change(screen.getByLabelText('Date conducted'), { target: { value: '1999-06-01T10:00' } });
    fireEvent.click(start);
    // Assess
    expect(await screen.findByText('Please select a date from 1 January 2000 onwards')).toBeTruthy();
    expect(calls('AddMeeting')).toEqual([]);
  });
});
