import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { layOutListItems, moveByKeyboard } from '@/components/ui/sortable-list.test-utils';
import { graphqlResponse, renderApp, stubApi } from '../../../test-utils';
import { aQuestion, aQuestionnaire } from '@/testing/questionnaire-data';
import * as auth from '@/testing/auth-mock';
import type { Operation } from '@/testing/stub-api';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const refused = (errorType: string, errorInfo?: unknown) => ({
  data: null,
  errors: [{ errorType, message: errorType, errorInfo }],
});

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
  localStorage.clear();
});

describe('/questions', () => {
  it('lists questionnaires with the lock and no delete for read-only ones', async () => {
    // Prepare
    stubApi({
      GetQuestionnaires: () => ({
        data: {
          outcomesets: [
            { id: 'q1', name: 'Mine', description: 'Ours', readOnly: false },
            { id: 'q2', name: 'ONS Wellbeing', description: null, readOnly: true },
          ],
        },
      }),
    });
    // Act
    renderApp('/questions');
    // Assess
    await screen.findByRole('link', { name: 'Mine' });
    const items = screen.getAllByRole('listitem');
    const mine = items.find((item) => item.textContent?.includes('Mine')) as HTMLElement;
    const ons = items.find((item) => item.textContent?.includes('ONS Wellbeing')) as HTMLElement;
    expect(within(mine).getByRole('button', { name: 'Delete Mine' })).toBeTruthy();
    expect(within(ons).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(ons).getByRole('button', { name: 'Read only' })).toBeTruthy();
    expect(
      within(mine).getByRole('link', { name: 'Generate beneficiary link for Mine' }).getAttribute('href'),
    ).toBe('/record/remote?q=q1');
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('href')).toBe('/questions/new');
  });

  it('shows the empty state', async () => {
    stubApi({ GetQuestionnaires: () => ({ data: { outcomesets: [] } }) });
    renderApp('/questions');
    expect(await screen.findByText('Get started by creating a questionnaire')).toBeTruthy();
  });

  it('asks before deleting and names the sequences that refuse it', async () => {
    // Prepare
    stubApi({
      GetQuestionnaires: () => ({
        data: { outcomesets: [{ id: 'q1', name: 'Mine', description: null, readOnly: false }] },
      }),
      DeleteQuestionnaire: () => refused('questionnaire.inSequences', { sequences: ['Intake', 'Exit'] }),
    });
    renderApp('/questions');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Mine' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText("Are you sure you want to delete 'Mine'?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Assess
    const button = await screen.findByRole('button', { name: 'Delete Mine' });
    fireEvent.focus(button);
    act(() => button.focus());
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe(
        'Cannot delete questionnaire as it is used in the following sequences: Intake, Exit',
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe(screen.getByRole('tooltip').textContent);
  });
});

describe('/questions/new', () => {
  it('offers Custom and Catalogue, and the quick start counts an existing import as success', async () => {
    // Prepare
    const calls = stubApi({
      ImportQuestionnaire: () => refused('questionnaire.nameInUse'),
      GetQuestionnaires: () => ({ data: { outcomesets: [] } }),
    });
    const { router } = renderApp('/questions/new');
    expect((await screen.findByRole('link', { name: /Custom/ })).getAttribute('href')).toBe(
      '/questions/new/custom',
    );
    expect(screen.getByRole('link', { name: /Catalogue/ }).getAttribute('href')).toBe('/catalogue');
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add ONS Wellbeing' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'));
    const imported = calls.find((call) => call.query.includes('ImportOutcomeSet'));
    expect(imported?.variables).toEqual({
      source: 'softoutcomes',
      id: '7c361e11-ef57-4cc6-b277-05921cc82c41',
    });
  });

  it('shows the quick-start failure and remembers a dismissal', async () => {
    stubApi({ ImportQuestionnaire: () => refused('internal') });
    const first = renderApp('/questions/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Add ONS Wellbeing' }));
    expect(await screen.findByText('Whoops, something went wrong.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the quick start' }));
    expect(screen.queryByRole('button', { name: 'Add ONS Wellbeing' })).toBeNull();
    first.unmount();
    renderApp('/questions/new');
    await screen.findByRole('link', { name: /Custom/ });
    expect(screen.queryByRole('button', { name: 'Add ONS Wellbeing' })).toBeNull();
  });
});

describe('/questions/new/custom', () => {
  it('validates, explains a name in use, then creates and opens the questions tab', async () => {
    // Prepare
    let attempt = 0;
    stubApi({
      CreateQuestionnaire: () =>
        ++attempt === 1 ? refused('questionnaire.nameInUse') : { data: { AddOutcomeSet: { id: 'new1' } } },
      GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire({ id: 'new1', questions: [] }) } }),
    });
    const { router } = renderApp('/questions/new/custom');
    const create = await screen.findByRole('button', { name: 'Create' });
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/questions/new');
    // Act: empty
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(true));
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(await screen.findByText('Please enter a name for the new questionnaire')).toBeTruthy();
    // Act: name in use
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wellbeing' } });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(create);
    expect(await screen.findByText('Questionnaire name already in use, please pick another')).toBeTruthy();
    // Act: success
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions/new1/questions'));
  });

  it('shows the generic failure with the advice', async () => {
    stubApi({ CreateQuestionnaire: () => refused('internal') });
    renderApp('/questions/new/custom');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'X' } });
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create' }).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(/^Creating the questionnaire failed\. Please refresh and try again/),
    ).toBeTruthy();
  });
});

describe('/questions/:id editor', () => {
  it('keeps the tabs in the URL', async () => {
    // Prepare
    stubApi({ GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire() } }) });
    const { router } = renderApp('/questions/qs1/categories');
    expect(await screen.findByText('No categories defined')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Categories' }).getAttribute('aria-selected')).toBe('true');
    // Act
    fireEvent.click(screen.getByRole('tab', { name: 'Questions' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions/qs1/questions'));
    expect(await screen.findByText('1. First')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Questions' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when the questionnaire cannot be loaded', async () => {
    stubApi({ GetQuestionnaire: () => refused('questionnaire.notFound') });
    renderApp('/questions/nope');
    expect(await screen.findByText(/^Failed to load questionnaire\. Please refresh/)).toBeTruthy();
  });

  it('shows the read-only warning, the lock and a summary', async () => {
    stubApi({ GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire({ readOnly: true }) } }) });
    renderApp('/questions/qs1');
    expect(await screen.findByRole('heading', { name: /Wellbeing/ })).toBeTruthy();
    expect(
      screen.getByText(
        'This questionnaire cannot be edited as it has been imported from another account. If this is unexpected, please contact support.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read only' })).toBeTruthy();
    expect(await screen.findByText('How people feel')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
  });

  it('saves the General tab only when changed and valid, with the required-tag messages', async () => {
    // Prepare
    const calls = stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire() } }),
      EditQuestionnaire: ({ variables }) => ({
        data: { EditOutcomeSet: aQuestionnaire({ name: variables.name as string }) },
      }),
    });
    renderApp('/questions/qs1');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    // Act: a required tag without label or options
    fireEvent.click(screen.getByRole('button', { name: 'Add required tag' }));
    fireEvent.blur(screen.getByLabelText('Label'));
    expect(await screen.findByText('Label must be provided')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Area' } });
    fireEvent.change(screen.getByLabelText('Options (one per line)'), { target: { value: 'North\nSouth' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wellbeing 2' } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess
    await waitFor(() => expect(calls.some((call) => call.query.includes('EditOutcomeSet'))).toBe(true));
    const edit = calls.find((call) => call.query.includes('EditOutcomeSet'));
    expect(edit?.variables).toMatchObject({
      outcomeSetID: 'qs1',
      name: 'Wellbeing 2',
      requiredTags: [{ label: 'Area', options: ['North', 'South'] }],
      notePrompt: 'Additional information',
    });
  });

  it('clears a custom note prompt left blank, so the default prompt applies again', async () => {
    // Prepare
    const calls = stubApi({
      GetQuestionnaire: () => ({
        data: { outcomeset: aQuestionnaire({ notePrompt: 'How was the session?' }) },
      }),
      EditQuestionnaire: () => ({ data: { EditOutcomeSet: aQuestionnaire({ notePrompt: null }) } }),
    });
    renderApp('/questions/qs1');
    const save = await screen.findByRole('button', { name: 'Save' });
    // Act
    fireEvent.change(screen.getByLabelText('Note prompt'), { target: { value: ' ' } });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess
    await waitFor(() => expect(calls.some((call) => call.query.includes('EditOutcomeSet'))).toBe(true));
    expect(calls.find((call) => call.query.includes('EditOutcomeSet'))?.variables.notePrompt).toBe('');
  });
});

describe('/questions/:id/questions', () => {
  it('moves a question down by keyboard at once and rolls back with a message when refused', async () => {
    // Prepare
    let release: (value: Response) => void = () => undefined;
    stubApi({ GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire() } }) });
    const fetchMock = globalThis.fetch as unknown as Mock<
      (url: string, init: RequestInit) => Promise<Response>
    >;
    const base = fetchMock.getMockImplementation() as (url: string, init: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
      (init.body as string).includes('MoveQuestion(')
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : base(url, init),
    );
    const restore = layOutListItems();
    renderApp('/questions/qs1/questions');
    const handle = await screen.findByRole('button', { name: 'Reorder question 1' });
    // Act: Space, ArrowDown, Space on the drag handle
    await moveByKeyboard(handle, 1);
    // Assess: optimistic
    await waitFor(() => {
      const texts = screen.getAllByText(/^\d\. /).map((item) => item.textContent);
      expect(texts.slice(0, 2)).toEqual(['1. Second', '2. First']);
    });
    // Act: the server refuses
    release(graphqlResponse(refused('questionnaire.readOnly')));
    // Assess: rolled back with the message
    expect(
      await screen.findByText('Moving the question failed, its old place has been restored.'),
    ).toBeTruthy();
    await waitFor(() => {
      const texts = screen.getAllByText(/^\d\. /).map((item) => item.textContent);
      expect(texts.slice(0, 2)).toEqual(['1. First', '2. Second']);
    });
    restore();
  });

  it('shows the order the server keeps when two moves made one after the other are both refused', async () => {
    // Prepare
    const replies: ((value: Response) => void)[] = [];
    const reads = { count: 0 };
    stubApi({
      GetQuestionnaire: () => {
        reads.count += 1;
        return { data: { outcomeset: aQuestionnaire() } };
      },
    });
    const fetchMock = globalThis.fetch as unknown as Mock<
      (url: string, init: RequestInit) => Promise<Response>
    >;
    const base = fetchMock.getMockImplementation() as (url: string, init: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
      (init.body as string).includes('MoveQuestion(')
        ? new Promise<Response>((resolve) => replies.push(resolve))
        : base(url, init),
    );
    const restore = layOutListItems();
    renderApp('/questions/qs1/questions');
    const order = () => screen.getAllByText(/^\d\. /).map((item) => item.textContent);
    // Act: First down, then Third up, before either is answered
    await moveByKeyboard(await screen.findByRole('button', { name: 'Reorder question 1' }), 1);
    await waitFor(() => expect(order()).toEqual(['1. Second', '2. First', '3. Third']));
    await moveByKeyboard(screen.getByRole('button', { name: 'Reorder question 3' }), -2);
    await waitFor(() => expect(order()).toEqual(['1. Third', '2. Second', '3. First']));
    await waitFor(() => expect(replies).toHaveLength(2));
    const readsBefore = reads.count;
    replies[0]!(graphqlResponse(refused('network')));
    replies[1]!(graphqlResponse(refused('network')));
    // Assess
    await waitFor(() => expect(reads.count).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(order()).toEqual(['1. First', '2. Second', '3. Third']));
    restore();
  });

  it('archives a question after confirmation, and says in words when that fails', async () => {
    // Prepare
    let refuse = true;
    const calls = stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire() } }),
      ArchiveQuestion: () =>
        refuse
          ? refused('network')
          : {
              data: {
                DeleteQuestion: aQuestionnaire({
                  questions: [
                    aQuestion('a', 'First'),
                    aQuestion('b', 'Second', { archived: true }),
                    aQuestion('c', 'Third'),
                  ],
                }),
              },
            },
    });
    renderApp('/questions/qs1/questions');
    const archive = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Archive question 2' }));
      const dialog = await screen.findByRole('alertdialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    };
    // Act: refused
    await archive();
    // Assess
    const trigger = await screen.findByRole('button', { name: 'Archive question 2' });
    await waitFor(() => expect(trigger.className).toMatch(/failed/));
    act(() => trigger.focus());
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe('Archiving the question failed.'),
    );
    // Act: accepted
    refuse = false;
    await archive();
    // Assess
    expect(screen.getByText('2. Second')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^\d+\. Second$/)).toBeNull());
    expect(screen.getByText('1 archived question')).toBeTruthy();
    expect(
      calls.filter((call) => call.query.includes('DeleteQuestion(')).map((call) => call.variables),
    ).toEqual([
      { outcomeSetID: 'qs1', questionID: 'b' },
      { outcomeSetID: 'qs1', questionID: 'b' },
    ]);
  });

  it('shows archived questions collapsed and marked Archived, and restores one', async () => {
    // Prepare
    const withArchived = aQuestionnaire({
      inUse: true,
      questions: [
        aQuestion('a', 'First', { answered: true }),
        aQuestion('b', 'Second', { archived: true, answered: true }),
        aQuestion('c', 'Third', { answered: true }),
      ],
    });
    const calls = stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: withArchived } }),
      RestoreQuestion: () => ({ data: { RestoreQuestion: aQuestionnaire({ inUse: true }) } }),
    });
    renderApp('/questions/qs1/questions');
    // Assess: collapsed under its count, marked, with Restore and, every question answered, no Delete
    const summary = await screen.findByText('1 archived question');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    const item = within(details).getByRole('listitem');
    expect(within(item).getByText('Archived')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.getByText('2. Third')).toBeTruthy();
    // Act
    fireEvent.click(summary);
    fireEvent.click(within(item).getByRole('button', { name: 'Restore Second' }));
    // Assess
    await waitFor(() => expect(screen.getByText('2. Second')).toBeTruthy());
    expect(screen.queryByText('1 archived question')).toBeNull();
    expect(calls.find((call) => call.query.includes('RestoreQuestion('))?.variables).toEqual({
      outcomeSetID: 'qs1',
      questionID: 'b',
    });
  });

  it('offers Delete only for the questions no record has answered, in a questionnaire in use', async () => {
    // Prepare
    stubApi({
      GetQuestionnaire: () => ({
        data: {
          outcomeset: aQuestionnaire({
            inUse: true,
            questions: [
              aQuestion('a', 'First', { answered: true }),
              aQuestion('b', 'Second'),
              aQuestion('c', 'Old', { archived: true, answered: true }),
              aQuestion('d', 'Unused', { archived: true }),
            ],
          }),
        },
      }),
    });

    // Act
    renderApp('/questions/qs1/questions');

    // Assess
    expect(await screen.findByRole('button', { name: 'Delete question 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete question 1' })).toBeNull();
    const archived = screen.getByText('2 archived questions').closest('details') as HTMLElement;
    expect(within(archived).getByRole('button', { name: 'Delete Unused' })).toBeTruthy();
    expect(within(archived).queryByRole('button', { name: 'Delete Old' })).toBeNull();
    expect(within(archived).getByRole('button', { name: 'Restore Old' })).toBeTruthy();
  });

  it('deletes a question for good after confirmation while no record uses the questionnaire', async () => {
    // Prepare
    const calls = stubApi({
      GetQuestionnaire: () => ({
        data: {
          outcomeset: aQuestionnaire({
            questions: [
              aQuestion('a', 'First'),
              aQuestion('b', 'Second'),
              aQuestion('c', 'Gone', { archived: true }),
            ],
          }),
        },
      }),
      RemoveQuestion: () => ({
        data: {
          RemoveQuestion: aQuestionnaire({ questions: [aQuestion('a', 'First'), aQuestion('b', 'Second')] }),
        },
      }),
    });
    renderApp('/questions/qs1/questions');
    // Act: the archived one, confirmed
    const archived = (await screen.findByText('1 archived question')).closest('details') as HTMLElement;
    fireEvent.click(within(archived).getByRole('button', { name: 'Delete Gone' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText("Are you sure you want to delete 'Gone'? It cannot be restored."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Assess
    await waitFor(() => expect(screen.queryByText('1 archived question')).toBeNull());
    expect(calls.find((call) => call.query.includes('RemoveQuestion('))?.variables).toEqual({
      outcomeSetID: 'qs1',
      questionID: 'c',
    });
    expect(screen.getByRole('button', { name: 'Delete question 2' })).toBeTruthy();
  });

  it('says a question cannot be deleted once a record has answered it', async () => {
    // Prepare: a record answered it in another tab after this page loaded
    stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire() } }),
      RemoveQuestion: () => refused('question.answered'),
    });
    renderApp('/questions/qs1/questions');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Delete question 1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    // Assess
    const trigger = await screen.findByRole('button', { name: 'Delete question 1' });
    await waitFor(() => expect(trigger.className).toMatch(/failed/));
    act(() => trigger.focus());
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe(
        'This question cannot be deleted as records have answered it. Archive it instead.',
      ),
    );
  });

  it('adds a reversed question, prefilled from the last one', async () => {
    // Prepare
    const calls = stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire() } }),
      AddLikertQuestion: () => ({ data: { AddLikertQuestion: aQuestionnaire() } }),
    });
    renderApp('/questions/qs1/questions');
    fireEvent.click(await screen.findByRole('button', { name: 'New Question' }));
    expect(screen.getByLabelText<HTMLInputElement>('Left value').value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>('Label for 5').value).toBe('Always');
    // Act
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'I feel lonely' } });
    fireEvent.change(screen.getByLabelText('Left value'), { target: { value: 'abc' } });
    expect(screen.getByLabelText<HTMLInputElement>('Left value').value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Reverse scoring' }));
    expect(screen.getByLabelText<HTMLInputElement>('Left value').value).toBe('5');
    expect(screen.getByLabelText<HTMLInputElement>('Label for 5').value).toBe('Never');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess
    await waitFor(() => expect(calls.some((call) => call.query.includes('AddLikertQuestion('))).toBe(true));
    expect(calls.find((call) => call.query.includes('AddLikertQuestion('))?.variables).toMatchObject({
      outcomeSetID: 'qs1',
      question: 'I feel lonely',
      minValue: 5,
      maxValue: 1,
      labels: [
        { value: 5, label: 'Never' },
        { value: 1, label: 'Always' },
      ],
    });
  });

  it('moves an end label to the typed end, keeping the other end label while typing through it', async () => {
    // Prepare
    stubApi({ GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire() } }) });
    renderApp('/questions/qs1/questions');
    fireEvent.click(await screen.findByRole('button', { name: 'New Question' }));
    const right = screen.getByLabelText('Right value');
    // Act: select the 5 and type 10, passing through the left end's 1
    fireEvent.focus(right);
    fireEvent.change(right, { target: { value: '1' } });
    fireEvent.change(right, { target: { value: '10' } });
    fireEvent.blur(right);
    // Assess
    expect(screen.getByLabelText<HTMLInputElement>('Label for 1').value).toBe('Never');
    expect(screen.getByLabelText<HTMLInputElement>('Label for 10').value).toBe('Always');
    expect(screen.getByLabelText<HTMLInputElement>('Label for 5').value).toBe('');
  });

  it('asks for a short version and both end labels', async () => {
    stubApi({ GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire({ questions: [] }) } }) });
    renderApp('/questions/qs1/questions');
    fireEvent.click(await screen.findByRole('button', { name: 'New Question' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'x'.repeat(31) } });
    fireEvent.blur(screen.getByLabelText('Shortened question'));
    fireEvent.change(screen.getByLabelText('Label for 1'), { target: { value: 'Low' } });
    expect(
      await screen.findByText('Please provide a shorter version of your question for use in graphs'),
    ).toBeTruthy();
    expect(
      await screen.findByText('Please set labels for at least the left and right extremes of the scale'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Right value'), { target: { value: '1' } });
    fireEvent.blur(screen.getByLabelText('Right value'));
    expect(await screen.findByText('The left and right values cannot be equal')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
  });

  it('locks the scale of a questionnaire in use and sends no scale values', async () => {
    // Prepare
    const calls = stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire({ inUse: true }) } }),
      EditLikertQuestion: () => ({ data: { EditLikertQuestion: aQuestionnaire({ inUse: true }) } }),
    });
    renderApp('/questions/qs1/questions');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit question 2' }));
    // Assess: locked, the ends read-only (not disabled) and described by the reason beside them (issue 31 item 12)
    const reason = screen.getByText(/^Values cannot be edited as records exist for this questionnaire/);
    for (const label of ['Left value', 'Right value']) {
      const end = screen.getByLabelText<HTMLInputElement>(label);
      expect(end.readOnly).toBe(true);
      expect(end.disabled).toBe(false);
      expect(end.getAttribute('aria-describedby')?.split(' ')).toContain(reason.closest('p')?.id);
    }
    expect(reason.closest('p')?.id).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reverse scoring' })).toBeNull();
    // Act
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Second, edited' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess
    await waitFor(() => expect(calls.some((call) => call.query.includes('EditLikertQuestion('))).toBe(true));
    const variables = calls.find((call) => call.query.includes('EditLikertQuestion('))?.variables ?? {};
    expect(variables).toMatchObject({ questionID: 'b', question: 'Second, edited' });
    expect(variables).not.toHaveProperty('minValue');
    expect(variables).not.toHaveProperty('maxValue');
  });

  it('keeps an edited question shown when only setting its category fails', async () => {
    // Prepare
    const categories = [{ id: 'c1', name: 'Mood', description: null, aggregation: 'mean' }];
    const edited = aQuestionnaire({
      categories,
      questions: [aQuestion('a', 'First'), aQuestion('b', 'Second, edited'), aQuestion('c', 'Third')],
    });
    stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire({ categories }) } }),
      EditLikertQuestion: () => ({ data: { EditLikertQuestion: edited } }),
      SetQuestionCategory: () => refused('internal'),
    });
    renderApp('/questions/qs1/questions');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit question 2' }));
    // Act
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Second, edited' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'c1' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(/^Saving the question failed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // Assess: the text saved is shown, and editing again starts from it
    expect(await screen.findByText(/Second, edited/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit question 2' }));
    expect(screen.getByLabelText<HTMLInputElement>('Question').value).toBe('Second, edited');
  });

  it('shows each category pill state and sets a category from the pill', async () => {
    // Prepare
    const categories = [
      { id: 'c1', name: 'Mood', description: null, aggregation: 'mean' },
      { id: 'c2', name: 'Sleep', description: null, aggregation: 'sum' },
    ];
    const questions = [
      aQuestion('a', 'First', { categoryID: 'c2' }),
      aQuestion('b', 'Second'),
      aQuestion('c', 'Third', { categoryID: 'gone' }),
    ];
    let release: (value: Response) => void = () => undefined;
    const calls = stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire({ categories, questions }) } }),
    });
    const fetchMock = globalThis.fetch as unknown as Mock<
      (url: string, init: RequestInit) => Promise<Response>
    >;
    const base = fetchMock.getMockImplementation() as (url: string, init: RequestInit) => Promise<Response>;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) =>
      (init.body as string).includes('SetCategory(')
        ? (calls.push(JSON.parse(init.body as string) as Operation),
          new Promise<Response>((resolve) => {
            release = resolve;
          }))
        : base(url, init),
    );
    renderApp('/questions/qs1/questions');
    // Assess: a category's name in its colour, No Category, Unknown Category
    const sleep = await screen.findByRole('button', { name: 'Category of question 1: Sleep' });
    expect(sleep.className).toMatch(/pill1/);
    expect(screen.getByRole('button', { name: 'Category of question 2: No Category' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Category of question 3: Unknown Category' })).toBeTruthy();
    // Act: choose Mood for question 2
    fireEvent.click(screen.getByRole('button', { name: 'Category of question 2: No Category' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Mood' }));
    // Assess: loading while saving
    const pending = await screen.findByRole('button', { name: 'Category of question 2: Saving…' });
    expect(pending.hasAttribute('data-pending')).toBe(true);
    expect(calls.find((call) => call.query.includes('SetCategory('))?.variables).toEqual({
      outcomeSetID: 'qs1',
      questionID: 'b',
      categoryID: 'c1',
    });
    // Act: the server refuses
    release(graphqlResponse(refused('questionnaire.readOnly')));
    // Assess
    expect(
      await screen.findByRole('button', { name: 'Category of question 2: Setting category failed' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Setting category failed');
  });

  it('shows plain pills on a read-only questionnaire', async () => {
    stubApi({
      GetQuestionnaire: () => ({
        data: {
          outcomeset: aQuestionnaire({
            readOnly: true,
            categories: [{ id: 'c1', name: 'Mood', description: null, aggregation: 'mean' }],
            questions: [aQuestion('a', 'First', { categoryID: 'c1' }), aQuestion('b', 'Second')],
          }),
        },
      }),
    });
    renderApp('/questions/qs1/questions');
    expect(await screen.findByText('Mood')).toBeTruthy();
    expect(screen.getByText('No Category')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Category of question/ })).toBeNull();
  });

  it('shows the list only for a read-only questionnaire', async () => {
    stubApi({ GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire({ readOnly: true }) } }) });
    renderApp('/questions/qs1/questions');
    expect(await screen.findByText('1. First')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New Question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reorder/ })).toBeNull();
  });
});

describe('/questions/:id/categories', () => {
  const withCategory = () =>
    aQuestionnaire({ categories: [{ id: 'c1', name: 'Mood', description: null, aggregation: 'mean' }] });

  it('adds a category, asking for its name first', async () => {
    // Prepare
    const calls = stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire() } }),
      AddCategory: () => ({ data: { AddCategory: withCategory() } }),
    });
    renderApp('/questions/qs1/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Category' }));
    // Act: no name
    fireEvent.blur(screen.getByLabelText('Name'));
    expect(await screen.findByText('Please enter a name for the category')).toBeTruthy();
    // Act: a name and Sum
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mood' } });
    fireEvent.change(screen.getByLabelText('Aggregation'), { target: { value: 'sum' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    // Assess
    expect(await screen.findByText('Aggregation: Average')).toBeTruthy();
    expect(calls.find((call) => call.query.includes('AddCategory('))?.variables).toEqual({
      outcomeSetID: 'qs1',
      aggregation: 'sum',
      name: 'Mood',
      description: null,
    });
  });

  it('explains that a category in use cannot be deleted', async () => {
    stubApi({
      GetQuestionnaire: () => ({ data: { outcomeset: withCategory() } }),
      DeleteCategory: () => refused('category.inUse'),
    });
    renderApp('/questions/qs1/categories');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Mood' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText("Are you sure you want to delete the category 'Mood'?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const button = await screen.findByRole('button', { name: 'Delete Mood' });
    await waitFor(() => expect(button.className).toMatch(/failed/));
    act(() => button.focus());
    await waitFor(() =>
      expect(screen.getByRole('tooltip').textContent).toBe('Cannot delete a category which is in use'),
    );
    expect(screen.getByRole('alert').textContent).toBe('Cannot delete a category which is in use');
  });

  it('shows the read-only empty state without an Add button', async () => {
    stubApi({ GetQuestionnaire: () => ({ data: { outcomeset: aQuestionnaire({ readOnly: true }) } }) });
    renderApp('/questions/qs1/categories');
    expect(await screen.findByText('No categories defined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Category' })).toBeNull();
  });
});
