import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

type Variables = Record<string, unknown>;
const self = {
  id: 'u1',
  email: 'ada@example.org',
  profile: { id: 'u1', name: 'Ada Lovelace' },
  emailEnabled: true,
  settings: { unsubscribed: false, notifyOnRemote: true, language: 'und' },
};
const question = { id: 'x', archived: false };

const meeting = (index: number, extra: Record<string, unknown> = {}) => ({
  id: `m${index}`,
  beneficiary: `client-${index}`,
  user: 'u1',
  outcomeSetID: 'q1',
  outcomeSet: { id: 'q1', name: 'Wellbeing' },
  date: '2026-03-04T10:00:00.000Z',
  created: '2026-03-04T09:00:00.000Z',
  incomplete: false,
  notes: null,
  tags: [],
  ...extra,
});

type World = {
  meetings: ReturnType<typeof meeting>[];
  generatedReport?: boolean;
  beneficiaries?: string[];
  questions?: number;
  /** The organisation's users and filters never arrive. */
  contextPending?: boolean;
};

/** Answers the home page's queries from `world`, paging recent meetings 12 at a time; records every call. */
function stubApi(world: World) {
  const recent: Variables[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(init.body as string) as { query: string; variables: Variables };
      if (query.includes('GetSelf')) return graphqlResponse({ data: { self } });
      if (query.includes('GetHomeContext')) {
        if (world.contextPending) return new Promise<Response>(() => undefined);
        return graphqlResponse({
          data: {
            beneficiaries: world.beneficiaries ?? world.meetings.map((m) => m.beneficiary),
            tags: ['north', 'south'],
            outcomesets: [
              {
                id: 'q1',
                name: 'Wellbeing',
                questions: Array.from({ length: world.questions ?? 0 }, () => question),
              },
            ],
            organisation: {
              id: 'o',
              generatedReport: world.generatedReport ?? false,
              users: [{ id: 'u1', name: 'Ada Lovelace' }],
            },
          },
        });
      }
      if (query.includes('GetRecentMeetings')) {
        recent.push(variables);
        const page = variables.page as number;
        const chosen = (variables.beneficiaries as string[] | null) ?? null;
        const matching = world.meetings.filter((m) => !chosen || chosen.includes(m.beneficiary));
        const meetings = matching.slice(page * 12, page * 12 + 12);
        return graphqlResponse({
          data: { recentMeetings: { page, isMore: matching.length > page * 12 + 12, meetings } },
        });
      }
      return graphqlResponse({
        data: { organisation: { id: 'o', name: 'Analytical Engines', plugins: [] } },
      });
    }),
  );
  return recent;
}

/** An IntersectionObserver stub whose `reveal()` tells every observer its element came into view. */
function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class Observer {
    entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    /** How many elements are watched: the feed starts watching its end in an effect after it renders. */
    watched: () => [...observers].reduce((count, { elements }) => count + elements.length, 0),
    reveal: () => {
      for (const { callback, elements } of [...observers])
        callback(
          elements.map(
            (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
          ),
          {} as IntersectionObserver,
        );
    },
  };
}

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 3_600_000 });
  localStorage.removeItem('onboarded');
});

afterEach(() => {
  localStorage.removeItem('onboarded');
});

describe('/ (home)', () => {
  it('greets a new organisation with the checklist, not yet dismissible, and the empty feed', async () => {
    // Prepare
    stubApi({ meetings: [] });
    // Act
    renderApp('/');
    // Assess
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    const checklist = await screen.findByRole('region', { name: 'Welcome!' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Create a questionnaire'),
      expect.stringContaining("Record a beneficiary's answers"),
      expect.stringContaining('Generate a report'),
    ]);
    expect(within(checklist).getAllByText(/Not done yet/)).toHaveLength(3);
    expect(within(checklist).queryByRole('button', { name: /Dismiss/ })).toBeNull();
    expect(
      await screen.findByText("Sorry, we couldn't find anything matching your selected filters"),
    ).toBeTruthy();
  });

  it('asks for each of its queries once on a first visit', async () => {
    // Prepare
    stubApi({ meetings: [meeting(1)] });
    // Act
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' });
    await screen.findByRole('link', { name: /client-1/ });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // Assess: the checklist's first page is the feed's, and the page does not refetch what its loader fetched
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => /(?:query|mutation) (\w+)/.exec(init?.body as string)?.[1]);
    expect(asked.filter((name) => name === 'GetRecentMeetings')).toHaveLength(1);
    expect(asked.filter((name) => name === 'GetHomeContext')).toHaveLength(1);
    expect(asked.filter((name) => name === 'GetSelf')).toHaveLength(1);
  });

  it('asks for the user it greets without waiting for the organisation', async () => {
    // Prepare: the organisation never answers
    stubApi({ meetings: [] });
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) =>
        /query GetOrganisation\s*\{/.test(init.body as string)
          ? new Promise<Response>(() => undefined)
          : answer(url, init),
      ),
    );
    // Act
    renderApp('/');
    // Assess
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([, init]) => (init?.body as string).includes('GetSelf'))).toBe(
        true,
      ),
    );
  });

  it('ticks done steps, and remembers a dismissal under onboarded = v1', async () => {
    // Prepare
    stubApi({ meetings: [meeting(1)], generatedReport: true, questions: 3 });
    renderApp('/');
    const checklist = await screen.findByRole('region', { name: 'Welcome!' });
    await waitFor(() => expect(within(checklist).getAllByText(/\(Done\)/)).toHaveLength(3));
    // Act
    fireEvent.click(within(checklist).getByRole('button', { name: 'Dismiss the welcome checklist' }));
    // Assess
    expect(screen.queryByRole('region', { name: 'Welcome!' })).toBeNull();
    expect(localStorage.getItem('onboarded')).toBe('v1');
  });

  it('dismisses the checklist by itself above 8 records', async () => {
    // Prepare
    stubApi({ meetings: Array.from({ length: 9 }, (_, i) => meeting(i)) });
    // Act
    renderApp('/');
    // Assess
    expect(await screen.findByRole('heading', { name: 'client-8' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('onboarded')).toBe('v1'));
    expect(screen.queryByRole('region', { name: 'Welcome!' })).toBeNull();
  });

  it('shows cards with cut notes and the right links, and loads the next page on scroll', async () => {
    // Prepare
    const observer = stubIntersectionObserver();
    const long = `${'a'.repeat(100)}bcd`;
    const meetings = [
      meeting(0, { incomplete: true, date: null, notes: long, tags: ['north'] }),
      meeting(1, { incomplete: true, date: '2024-01-01T10:00:00.000Z' }),
      ...Array.from({ length: 12 }, (_, i) => meeting(i + 2)),
    ];
    const recent = stubApi({ meetings });
    renderApp('/');
    const first = await screen.findByRole('article', { name: 'client-0' });
    // Assess: the first card
    expect(within(first).getByText(`${'a'.repeat(100)}…`)).toBeTruthy();
    expect(within(first).getByText('Incomplete')).toBeTruthy();
    expect(within(first).getByText('By Ada Lovelace')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'client-0' }).getAttribute('href')).toBe(
      '/beneficiary/client-0',
    );
    expect(within(first).getByRole('link', { name: 'Continue record' }).getAttribute('href')).toBe(
      '/meeting/m0',
    );
    // Assess: a historic record is continued in data entry, a complete one viewed
    const historic = screen.getByRole('article', { name: 'client-1' });
    expect(within(historic).getByRole('link', { name: 'Continue record' }).getAttribute('href')).toBe(
      '/dataentry/m1',
    );
    const complete = screen.getByRole('article', { name: 'client-2' });
    expect(within(complete).getByRole('link', { name: 'View record' }).getAttribute('href')).toBe(
      '/meeting/m2/view',
    );
    expect(screen.getAllByRole('article')).toHaveLength(12);
    // Act: the end of the list scrolls into view
    await waitFor(() => expect(observer.watched()).toBeGreaterThan(0));
    act(() => observer.reveal());
    // Assess
    expect(await screen.findByRole('article', { name: 'client-13' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(recent.filter((variables) => variables.page === 1)).toHaveLength(1);
    expect(recent.every((variables) => variables.limit === 12)).toBe(true);
  });

  it("names a record's facilitator only once the organisation's users are known", async () => {
    // Prepare
    stubApi({ meetings: [meeting(0)], contextPending: true });
    // Act
    renderApp('/');
    // Assess
    const card = await screen.findByRole('article', { name: 'client-0' });
    expect(within(card).queryByText(/^By /)).toBeNull();
  });

  it('filters by beneficiary: case-insensitive search, at most 10 matches, the no-result message', async () => {
    // Prepare
    const meetings = Array.from({ length: 12 }, (_, i) => meeting(i));
    const recent = stubApi({ meetings, beneficiaries: [...meetings.map((m) => m.beneficiary), 'Bob'] });
    renderApp('/');
    const field = await screen.findByRole('combobox', { name: 'Beneficiaries' });
    // Act: 12 match "CLIENT", too many to show (typed into the field standing in until the combo box loads)
    act(() => field.focus());
    fireEvent.change(field, { target: { value: 'CLIENT' } });
    // Assess
    const listbox = await screen.findByRole('listbox');
    const input = screen.getByRole('combobox', { name: 'Beneficiaries' });
    expect(within(listbox).getByText('12 matches, keep typing to narrow them down')).toBeTruthy();
    expect(screen.queryAllByRole('option', { name: /client/ })).toHaveLength(0);
    // Act: nothing matches
    fireEvent.change(input, { target: { value: 'zed' } });
    expect(await within(listbox).findByText("We couldn't find any results for 'zed'")).toBeTruthy();
    // Act: one match, chosen
    fireEvent.change(input, { target: { value: 'client-1' } });
    const options = await screen.findAllByRole('option', { name: /client/ });
    expect(options.map((option) => option.textContent)).toEqual(['client-1', 'client-10', 'client-11']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Escape' });
    // Assess
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(recent.at(-1)).toMatchObject({ page: 0, beneficiaries: ['client-1'], tags: null });
    expect(screen.getByRole('row', { name: 'client-1' })).toBeTruthy();
    // Act: clear
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
  });

  it('runs the tour from the checklist and cancels it with Escape, giving focus back', async () => {
    // Prepare
    stubApi({ meetings: [] });
    renderApp('/');
    const checklist = await screen.findByRole('region', { name: 'Welcome!' });
    const showMe = within(checklist).getByRole('button', { name: "Show me: Record a beneficiary's answers" });
    showMe.focus();
    // Act
    fireEvent.click(showMe);
    // Assess
    const dialog = await screen.findByRole('dialog', { name: 'New Record' });
    expect(document.activeElement).toBe(dialog);
    expect(within(dialog).getByText('Guided tour · Step 1 of 7')).toBeTruthy();
    // Act
    fireEvent.keyDown(window, { key: 'Escape' });
    // Assess
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(showMe);
  });
});
