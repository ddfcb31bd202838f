import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { graphqlResponse } from '@/testing/graphql-response';
import type { RecordSummary } from '../api/get-record';
import type { RequiredTag } from '../utils/required-tags';
import { EditRecordForm } from './edit-record-form';

type Call = { query: string; variables: Record<string, unknown>; name: string };

const record: RecordSummary = {
  id: 'm1',
  beneficiary: 'ben-1',
  outcomeSetID: 'q1',
  date: '2024-03-01T10:00:00.000Z',
  created: '2024-03-01T09:00:00.000Z',
  incomplete: false,
  notes: null,
  tags: ['D1', 'x', 'Housing'],
  benTags: ['Housing'],
  meetingTags: ['D1', 'x'],
  outcomeSet: { id: 'q1', name: 'Wellbeing', questions: [] },
  answers: [],
};
const deptCode: RequiredTag = { label: 'Dept. code', options: ['D1', 'D2'] };

/** Answers the form's queries; `answers` by operation name (an Error's message becomes the error code). */
function stubApi(requiredTags: RequiredTag[], answers: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Omit<Call, 'name'>;
      const name = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ ...body, name });
      if (name === 'GetRecordSources')
        return Promise.resolve(
          graphqlResponse({
            data: { outcomesets: [{ id: 'q1', name: 'Wellbeing', requiredTags }], sequences: [] },
          }),
        );
      if (name === 'GetRecordTagSuggestions')
        return Promise.resolve(graphqlResponse({ data: { suggestTags: [] } }));
      const answer = answers[name];
      if (answer instanceof Error)
        return Promise.resolve(
          graphqlResponse({ data: null, errors: [{ errorType: answer.message, message: 'x' }] }),
        );
      return Promise.resolve(graphqlResponse({ data: answer ?? { [name]: record } }));
    }),
  );
  return (name: string) => calls.filter((c) => c.name === name).map((c) => c.variables);
}

function renderForm(saved: RecordSummary = record) {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EditRecordForm
        record={saved}
        renderBeneficiary={({ label, value, onChange }) => (
          <label>
            {label}
            <input value={value} onChange={(event) => onChange(event.target.value)} />
          </label>
        )}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('EditRecordForm', () => {
  it('offers the required tag as a dropdown and saves the chosen option with the other tags', async () => {
    // Prepare
    const calls = stubApi([deptCode]);
    const onSaved = renderForm();
    const dept = await screen.findByLabelText<HTMLSelectElement>('Dept. code');
    expect(dept.value).toBe('D1');
    expect(screen.getByRole('button', { name: 'Remove tag x' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove tag D1' })).toBeNull();
    // Act
    fireEvent.change(dept, { target: { value: 'D2' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    // Assess
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('ben-1'));
    expect(calls('EditMeetingTags')).toEqual([{ meetingID: 'm1', tags: ['x', 'D2'] }]);
  });

  it('names the missing required tag and keeps Save disabled until one is chosen', async () => {
    // Prepare
    const calls = stubApi([deptCode]);
    renderForm();
    const dept = await screen.findByLabelText('Dept. code');
    // Act
    fireEvent.change(dept, { target: { value: '' } });
    // Assess
    expect(await screen.findByText('Value is required')).toBeTruthy();
    expect(screen.getByText('Required tags not provided')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(saveButton());
    expect(calls('EditMeetingTags')).toEqual([]);
  });

  it('flags a record saved without a required tag, yet still saves its notes', async () => {
    // Prepare
    const calls = stubApi([{ label: 'Site', options: ['North'] }], {
      EditMeetingNotes: { SetMeetingNotes: record },
    });
    const onSaved = renderForm();
    // Assess
    expect(await screen.findByText('Value is required')).toBeTruthy();
    // Act: only the notes change, and EditMeetingNotes does not check tags.
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Went well' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    // Assess
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls('EditMeetingNotes')).toEqual([{ meetingID: 'm1', notes: 'Went well' }]);
    expect(calls('EditMeetingTags')).toEqual([]);
  });

  it('says "Required tags not provided" when the API refuses the tags for them', async () => {
    // Prepare: the loaded questionnaire had no required tags yet.
    stubApi([], { EditMeetingTags: new Error('meeting.requiredTags') });
    renderForm();
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Remove tag D1' }));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    // Assess
    expect(await screen.findByText('Required tags not provided')).toBeTruthy();
    expect(screen.queryByText('Failed to save your changes')).toBeNull();
  });

  it('refuses a date before 2000, as the API would', async () => {
    // Prepare
    const calls = stubApi([deptCode]);
    renderForm();
    const date = await screen.findByLabelText('Date');
    // Act
    fireEvent.change(date, { target: { value: '1999-06-01T10:00' } });
    fireEvent.blur(date);
    // Assess
    expect(await screen.findByText('Please select a date from 1 January 2000 onwards')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(calls('EditMeetingDate')).toEqual([]);
  });
});
