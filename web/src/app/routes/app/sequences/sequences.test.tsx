import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutListItems, moveByKeyboard } from '@/components/ui/sortable-list.test-utils';
import { renderApp, stubApi, type Operation } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const refused = (errorType: string, errorInfo?: unknown) => ({
  data: null,
  errors: [{ errorType, message: errorType, errorInfo }],
});

const questionnaires = () => ({
  data: {
    outcomesets: [
      { id: 'q1', name: 'Intake', description: null, readOnly: false, questions: [] },
      { id: 'q2', name: 'Exit', description: null, readOnly: false, questions: [] },
      { id: 'q3', name: 'Wellbeing', description: null, readOnly: true, questions: [] },
    ],
  },
});

const sequence = (extra: Record<string, unknown> = {}) => ({
  id: 's1',
  name: 'Programme',
  description: 'Start to finish',
  destination: 'https://example.org/thanks',
  questionnaires: [
    { id: 'q1', name: 'Intake' },
    { id: 'q2', name: 'Exit' },
  ],
  ...extra,
});

const variablesOf = (calls: Operation[], field: string) =>
  calls.find((call) => call.query.includes(`${field}(`))?.variables;

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
  localStorage.clear();
});

describe('/sequences', () => {
  it('lists sequences with their questionnaires in order and deletes after confirmation', async () => {
    // Prepare
    let deleted = false;
    const calls = stubApi({
      GetSequences: () => ({ data: { sequences: deleted ? [] : [sequence()] } }),
      DeleteSequence: () => {
        deleted = true;
        return { data: { DeleteSequence: true } };
      },
    });
    renderApp('/sequences');
    // Assess
    const link = await screen.findByRole('link', { name: 'Programme' });
    expect(link.getAttribute('href')).toBe('/sequences/s1');
    const steps = screen.getByRole('list', { name: 'Questionnaires of Programme' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Intake', 'Exit']);
    expect(screen.getByText('Then on to https://example.org/thanks')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New Sequence' }).getAttribute('href')).toBe('/sequences/new');
    const area = screen.getByRole('navigation', { name: 'Questionnaires, sequences and catalogue' });
    expect(within(area).getByRole('link', { name: 'Sequences' }).getAttribute('aria-current')).toBe('page');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Questionnaires' }).className).toMatch(/active/);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Delete Programme' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText("Are you sure you want to delete 'Programme'?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Assess
    expect(
      await screen.findByText('Chain questionnaires into a sequence to record them one after another.'),
    ).toBeTruthy();
    expect(variablesOf(calls, 'DeleteSequence')).toEqual({ id: 's1' });
  });

  it('says when the sequences cannot be loaded', async () => {
    stubApi({ GetSequences: () => refused('internal') });
    renderApp('/sequences');
    expect(await screen.findByText(/^Failed to load sequences\./)).toBeTruthy();
  });
});

describe('/sequences/new', () => {
  it('starts with one empty slot and shows every validation message', async () => {
    // Prepare
    stubApi({ GetQuestionnaires: questionnaires });
    renderApp('/sequences/new');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLSelectElement>('Questionnaire 1').value).toBe('');
    // Act: leave each field empty or wrong
    fireEvent.blur(screen.getByLabelText('Name'));
    fireEvent.blur(screen.getByLabelText('Questionnaire 1'));
    fireEvent.change(screen.getByLabelText(/Destination web address/), {
      target: { value: 'not a web address' },
    });
    fireEvent.blur(screen.getByLabelText(/Destination web address/));
    // Assess
    expect(await screen.findByText('Please enter a name for the new sequence')).toBeTruthy();
    expect(await screen.findByText('At least one questionnaire is required')).toBeTruthy();
    expect(await screen.findByText('Destination should be a valid web address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Destination web address/), {
      target: { value: 'ftp://example.org' },
    });
    expect(await screen.findByText('Destination should be a valid web address')).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a sequence of ordered questionnaires, reordered by keyboard, then goes to /sequences', async () => {
    // Prepare
    const restore = layOutListItems();
    const calls = stubApi({
      GetQuestionnaires: questionnaires,
      CreateSequence: () => ({ data: { NewSequence: sequence() } }),
      GetSequences: () => ({ data: { sequences: [sequence()] } }),
    });
    const { router } = renderApp('/sequences/new');
    // Act: name, three slots, remove one, reorder
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Programme' } });
    fireEvent.change(screen.getByLabelText('Questionnaire 1'), { target: { value: 'q1' } });
    expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add questionnaire' }));
    fireEvent.change(screen.getByLabelText('Questionnaire 2'), { target: { value: 'q3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add questionnaire' }));
    fireEvent.change(screen.getByLabelText('Questionnaire 3'), { target: { value: 'q2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Questionnaire 2' }));
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    await moveByKeyboard(screen.getByRole('button', { name: 'Reorder questionnaire 2 (Exit)' }), -1);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Questionnaire 1').value).toBe('q2'));
    fireEvent.change(screen.getByLabelText(/Destination web address/), {
      target: { value: ' https://example.org/thanks ' },
    });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/sequences'));
    expect(variablesOf(calls, 'NewSequence')).toEqual({
      name: 'Programme',
      description: null,
      destination: 'https://example.org/thanks',
      questionnaires: ['q2', 'q1'],
    });
    restore();
  });

  it('explains a name in use, and maps the API field errors', async () => {
    // Prepare
    let attempt = 0;
    stubApi({
      GetQuestionnaires: questionnaires,
      CreateSequence: () =>
        ++attempt === 1
          ? refused('sequence.nameInUse')
          : refused('input.invalid', { fieldErrors: { destination: 'invalid' } }),
    });
    renderApp('/sequences/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Programme' } });
    fireEvent.change(screen.getByLabelText('Questionnaire 1'), { target: { value: 'q1' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    // Act
    fireEvent.click(save);
    // Assess
    expect(await screen.findByText('Sequence name already in use, please pick another')).toBeTruthy();
    // Act
    await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Save' }))));
    // Assess
    expect(await screen.findByText('Destination should be a valid web address')).toBeTruthy();
  });

  it('says when the questionnaires cannot be loaded, and Cancel goes back to /sequences', async () => {
    stubApi({ GetQuestionnaires: () => refused('internal') });
    renderApp('/sequences/new');
    expect(await screen.findByText('Failed to load questionnaires, please refresh')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/sequences');
  });
});

describe('/sequences/:id', () => {
  it('edits the sequence and shows the failure with the advice', async () => {
    // Prepare
    let attempt = 0;
    const calls = stubApi({
      GetQuestionnaires: questionnaires,
      GetSequence: () => ({ data: { sequence: sequence() } }),
      EditSequence: () =>
        ++attempt === 1
          ? refused('sequence.conflict')
          : { data: { EditSequence: sequence({ destination: null }) } },
      GetSequences: () => ({ data: { sequences: [sequence()] } }),
    });
    const { router } = renderApp('/sequences/s1');
    const name = await screen.findByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Programme');
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Questionnaire 2').value).toBe('q2'));
    // Act: clear the destination
    fireEvent.change(screen.getByLabelText(/Destination web address/), { target: { value: '' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess: the failure
    expect(
      await screen.findByText(
        /^Editing the sequence failed\. Please refresh and try again, if that doesn't work, please drop us an email at /,
      ),
    ).toBeTruthy();
    // Act: again
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/sequences'));
    expect(variablesOf(calls, 'EditSequence')).toEqual({
      id: 's1',
      name: 'Programme',
      description: 'Start to finish',
      destination: null,
      questionnaires: ['q1', 'q2'],
    });
  });

  it('says when the sequence cannot be loaded', async () => {
    stubApi({ GetQuestionnaires: questionnaires, GetSequence: () => refused('sequence.notFound') });
    renderApp('/sequences/nope');
    expect(await screen.findByText(/^Failed to load sequence\./)).toBeTruthy();
  });
});
