import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../test-utils';
import { aQuestionnaire } from '@/testing/questionnaire-data';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const questionnaire = (name = 'Wellbeing') => aQuestionnaire({ name, description: null, questions: [] });

const api = () =>
  stubApi({
    GetQuestionnaire: () => ({ data: { outcomeset: questionnaire() } }),
    GetQuestionnaires: () => ({ data: { outcomesets: [] } }),
    GetSequences: () => ({ data: { sequences: [] } }),
    EditQuestionnaire: ({ variables }) => ({
      data: { EditOutcomeSet: questionnaire(variables.name as string) },
    }),
  });

/** Asks the page whether the browser should confirm closing it, as the browser does. */
const closingTabIsQuestioned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

const goToQuestionnaires = () =>
  fireEvent.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Questionnaires' }),
  );

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
});

describe('leaving a form with unsaved changes', () => {
  it('asks first: Stay keeps the changes, Leave without saving goes', async () => {
    // Prepare
    api();
    const { router } = renderApp('/questions/qs1');
    const name = await screen.findByLabelText('Name');
    expect(closingTabIsQuestioned()).toBe(false);
    fireEvent.change(name, { target: { value: 'Wellbeing at home' } });
    await waitFor(() => expect(closingTabIsQuestioned()).toBe(true));

    // Act
    goToQuestionnaires();
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));

    // Assess
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/questions/qs1');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Wellbeing at home');

    // Act
    goToQuestionnaires();
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));

    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'));
    await waitFor(() => expect(closingTabIsQuestioned()).toBe(false));
  });

  it('lets a form go without asking once its changes are saved', async () => {
    // Prepare
    const calls = api();
    const { router } = renderApp('/questions/qs1');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Wellbeing at home' } });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.query.includes('EditOutcomeSet'))).toBe(true));
    await waitFor(() => expect(closingTabIsQuestioned()).toBe(false));

    // Act
    goToQuestionnaires();

    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("does not ask again when the form's own Cancel drops the changes", async () => {
    // Prepare
    api();
    const { router } = renderApp('/sequences/new');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Programme' } });
    await waitFor(() => expect(closingTabIsQuestioned()).toBe(true));

    // Act
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));

    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/sequences'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
