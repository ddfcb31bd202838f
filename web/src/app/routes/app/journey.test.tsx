import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-utils';
import * as auth from '@/testing/auth-mock';
import { stubStaffApi } from '@/testing/stub-staff-api';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const outcomeSet = {
  id: 'q1',
  name: 'Wellbeing',
  categories: [],
  questions: [
    {
      id: 'a',
      question: 'How is your mood?',
      short: 'Mood',
      archived: false,
      categoryID: null,
      leftValue: 1,
      rightValue: 5,
    },
    {
      id: 'b',
      question: 'Sleep',
      short: null,
      archived: false,
      categoryID: null,
      leftValue: 1,
      rightValue: 5,
    },
  ],
};
const meeting = (id: string, date: string, a: number, b: number) => ({
  id,
  outcomeSetID: 'q1',
  date,
  created: date,
  outcomeSet,
  answers: [
    { questionID: 'a', answer: a },
    { questionID: 'b', answer: b },
  ],
  aggregates: { category: [] },
});

/** The beneficiary's complete `meetings` and `incomplete` ones. */
const stubApi = (meetings: unknown[], incomplete: unknown[] = []) =>
  stubStaffApi({ GetJourney: () => ({ data: { meetings, incompleteMeetings: incomplete } }) });

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const cells = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/journey', () => {
  it('compares the first and latest records, and says when the same record is compared', async () => {
    // Prepare
    stubApi([
      meeting('m2', '2024-03-01T10:00:00Z', 4, 3),
      meeting('m1', '2024-01-01T10:00:00Z', 2, 3),
      meeting('m3', '2024-05-01T10:00:00Z', 5, 1),
    ]);
    // Act
    renderApp('/journey?ben=ben-1&vis=table');
    // Assess
    await screen.findByRole('rowheader', { name: 'Mood' });
    expect(cells('Mood')).toEqual(['2.00', '5.00', '3.00']);
    expect(cells('Sleep')).toEqual(['3.00', '1.00', '-2.00']);
    expect(screen.queryByText('You are currently comparing the same record.')).toBeNull();
    // Act
    fireEvent.change(screen.getByLabelText('Second meeting'), { target: { value: 'm1' } });
    // Assess
    expect(await screen.findByText('You are currently comparing the same record.')).toBeTruthy();
    expect(cells('Mood')).toEqual(['2.00', '2.00', '0.00']);
  });

  it('shows the questionnaire last opened when the address names none, and remembers a choice', async () => {
    // Prepare
    const resilience = (id: string, date: string) => ({
      ...meeting(id, date, 1, 1),
      outcomeSetID: 'q2',
      outcomeSet: { ...outcomeSet, id: 'q2', name: 'Resilience' },
    });
    stubApi([meeting('m1', '2024-01-01T10:00:00Z', 2, 3), resilience('m2', '2024-02-01T10:00:00Z')]);
    localStorage.setItem('questionnaire', 'q2');
    // Act
    renderApp('/journey?ben=ben-1');
    // Assess
    const picker = await screen.findByLabelText<HTMLSelectElement>('Questionnaire');
    expect(picker.value).toBe('q2');
    fireEvent.change(picker, { target: { value: 'q1' } });
    expect(localStorage.getItem('questionnaire')).toBe('q1');
  });

  it('needs two records for the line graph', async () => {
    stubApi([meeting('m1', '2024-01-01T10:00:00Z', 2, 3)]);
    renderApp('/journey?ben=ben-1&vis=graph');
    expect(await screen.findByText('Incompatible Visualisation')).toBeTruthy();
    expect(
      screen.getByText('There are fewer than two records, so this cannot be visualised as a line graph.'),
    ).toBeTruthy();
  });

  it('says when there are no records, or none complete', async () => {
    stubApi([]);
    const { unmount } = renderApp('/journey?ben=ben-1');
    expect(await screen.findByText('No meetings found for beneficiary ben-1')).toBeTruthy();
    unmount();
    stubApi([], [{ id: 'x' }]);
    renderApp('/journey?ben=ben-2');
    expect(await screen.findByText('No complete meetings found for beneficiary ben-2')).toBeTruthy();
  });

  it('opens the journey of a typed beneficiary', async () => {
    stubApi([]);
    const { router } = renderApp('/journey');
    fireEvent.change(await screen.findByLabelText('Beneficiary ID'), { target: { value: ' ben-3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show journey' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ben=ben-3'));
    expect(await screen.findByRole('heading', { name: 'Journey of ben-3' })).toBeTruthy();
  });
});
