import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';
import { operationName, type Answer, type Operation } from '@/testing/stub-api';
import { stubStaffApi } from '@/testing/stub-staff-api';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

type RestAnswer = (url: string) => { status: number; body: unknown };

/** A fetch stub answering the shell's queries, GraphQL operations by name and `/v1/don/*` by path. */
function stubApi(answers: Record<string, Answer>, rest?: RestAnswer) {
  const restCalls: { url: string; authorization: string | undefined }[] = [];
  const { calls } = stubStaffApi(
    { ...quiet, ...answers },
    {
      rest: (url, init) => {
        if (!url.startsWith('/v1/don/')) return undefined;
        restCalls.push({ url, authorization: (init.headers as Record<string, string>)?.Authorization });
        const answer = rest?.(url) ?? { status: 404, body: { error: 'notFound' } };
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      },
    },
  );
  return { calls, restCalls };
}

/** The lists beside the users, empty unless a test answers them itself. */
const quiet: Record<string, Answer> = {
  GetPendingInvites: () => ({ data: { invites: [] } }),
  GetOpenLinks: () => ({ data: { openLinks: [] } }),
  GetRecordImports: () => ({ data: { recordImports: [] } }),
};

const refused = (errorType: string) => ({ data: null, errors: [{ errorType, message: errorType }] });
const patron = (don: boolean) => () => ({ data: { organisation: { id: 'o', don } } });

beforeEach(() => {
  auth.getSession.mockResolvedValue({ idToken: 'token', expiresAt: Date.now() + 60_000 });
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/settings tabs', () => {
  it('opens on the Data tab and each tab keeps its URL', async () => {
    // Prepare
    stubApi({
      GetQuestionnaires: () => ({ data: { outcomesets: [] } }),
      GetOrgUsers: () => ({ data: { organisation: { id: 'o', users: [] } } }),
      GetPatronStatus: patron(false),
    });
    // Act
    const { router } = renderApp('/settings');
    // Assess
    const tabs = await screen.findByRole('tablist', { name: 'Settings' });
    expect(within(tabs).getByRole('tab', { name: 'Data', selected: true })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Import records' })).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/users'));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Patron' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/patron'));
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Branding' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/branding'));
    expect(await within(tabs).findByRole('tab', { name: 'Branding', selected: true })).toBeTruthy();
  });
});

describe('/settings/data', () => {
  it('opens the Data tab at its own address too', async () => {
    stubApi({ GetQuestionnaires: () => ({ data: { outcomesets: [] } }), GetPatronStatus: patron(false) });
    renderApp('/settings/data');
    const tabs = await screen.findByRole('tablist', { name: 'Settings' });
    expect(within(tabs).getByRole('tab', { name: 'Data', selected: true })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Import records' })).toBeTruthy();
  });
});

describe('/settings data and export', () => {
  it('chooses a questionnaire and opens its export page', async () => {
    // Prepare
    stubApi({
      GetQuestionnaires: () => ({
        data: {
          outcomesets: [
            { id: 'q1', name: 'Alpha', description: null, readOnly: false, questions: [] },
            { id: 'q2', name: 'Beta', description: null, readOnly: false, questions: [] },
          ],
        },
      }),
      ExportMeetings: () => ({ data: { exportMeetings: '/v1/export/tok' } }),
    });
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const { router } = renderApp('/settings');
    // Act
    fireEvent.change(await screen.findByLabelText('Questionnaire'), { target: { value: 'q2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    // Assess
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/settings/data/questionnaire/export/q2'),
    );
    expect(await screen.findByText('Download started')).toBeTruthy();
  });

  it('passes the filters, navigates to the download path and says so', async () => {
    // Prepare
    const { calls } = stubApi({ ExportMeetings: () => ({ data: { exportMeetings: '/v1/export/tok' } }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    // Act
    renderApp(
      '/settings/data/questionnaire/export/q1?start=2024-01-01&end=2024-12-31&tags=["a","b"]&or=true',
    );
    // Assess
    expect(await screen.findByText('Download started')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith(
      `/v1/export/tok?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    );
    const exportCall = calls.find((call) => call.query.includes('exportMeetings'));
    expect(exportCall?.variables).toEqual({
      questionnaire: 'q1',
      start: '2024-01-01',
      end: '2024-12-31',
      tags: ['a', 'b'],
      orTags: true,
    });
  });

  it('says Export failed when the export is refused', async () => {
    // Prepare
    stubApi({ ExportMeetings: () => refused('questionnaire.notFound') });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    // Act
    renderApp('/settings/data/questionnaire/export/nope');
    // Assess
    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('/settings/users', () => {
  const users = [
    { id: 'u3', name: 'Zoe', joined: '2024-03-01T00:00:00Z', active: true },
    { id: 'u2', name: 'Bea', joined: '2024-02-01T00:00:00Z', active: false },
    { id: 'u1', name: 'ada', joined: '2024-01-01T00:00:00Z', active: true },
  ];

  it('lists active users by name before blocked ones', async () => {
    // Prepare
    stubApi({ GetOrgUsers: () => ({ data: { organisation: { id: 'o', users } } }) });
    // Act
    renderApp('/settings/users');
    // Assess
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Joined', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'ada',
      'Zoe',
      'BeaBlocked',
    ]);
    expect(within(rows[2]!).getByText(/can no longer access this organisation/)).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it('removes a user after confirmation and refreshes the list', async () => {
    // Prepare
    let current = users;
    const { calls } = stubApi({
      GetOrgUsers: () => ({ data: { organisation: { id: 'o', users: current } } }),
      RemoveUser: (operation) => {
        current = current.map((user) =>
          user.id === operation.variables.userID ? { ...user, active: false } : user,
        );
        return { data: { RemoveUser: { id: operation.variables.userID } } };
      },
    });
    renderApp('/settings/users');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Zoe' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Assess
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Zoe' })).toBeNull());
    expect(calls.some((call) => call.variables.userID === 'u3')).toBe(true);
    expect(screen.getAllByText('Blocked')).toHaveLength(2);
  });

  it('generates an invite link in a copy box and resets it on close', async () => {
    // Prepare
    let code = 0;
    stubApi({
      GetOrgUsers: () => ({ data: { organisation: { id: 'o', users } } }),
      GetInviteLink: () => ({ data: { GetInviteLink: `code${++code}` } }),
    });
    const writeText = vi.fn(() => Promise.resolve(undefined));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/settings/users');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    // Assess
    const field = await screen.findByLabelText<HTMLInputElement>('Invite link');
    expect(field.value).toBe(`${window.location.origin}/invite/code1`);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invite/code1`);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByLabelText('Invite link')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Invite link')).value).toMatch(/\/invite\/code2$/);
  });

  it('says Failed to generate invite when generating fails', async () => {
    // Prepare
    stubApi({
      GetOrgUsers: () => ({ data: { organisation: { id: 'o', users } } }),
      GetInviteLink: () => refused('auth.noOrganisation'),
    });
    renderApp('/settings/users');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
    // Assess
    expect(await screen.findByText('Failed to generate invite')).toBeTruthy();
  });
});

const invite = (code: string, name: string, day: number) => ({
  code,
  createdBy: `by-${code}`,
  createdByName: name,
  created: `2024-05-0${day}T10:00:00Z`,
  expires: `2024-05-${day + 7 < 10 ? '0' : ''}${day + 7}T10:00:00Z`,
});

const aLink = (id: string, change: Record<string, unknown> = {}) => ({
  id,
  kind: 'ONE_TIME',
  createdBy: 'u3',
  createdByName: 'Zoe',
  beneficiary: 'ben-1',
  questionnaire: 'q1',
  sequence: null,
  created: '2024-05-01T10:00:00Z',
  expires: '2024-08-09T10:00:00Z',
  uses: 0,
  maxUses: 1,
  ...change,
});

describe('/settings/users pending invites', () => {
  const users = [{ id: 'u1', name: 'Ada', joined: '2024-01-01T00:00:00Z', active: true }];

  it('lists who made each invite, when, and when it expires, and revokes one after confirmation', async () => {
    // Prepare
    let pending = [invite('c1', 'Ada', 1), invite('c2', 'Zoe', 2)];
    const { calls } = stubApi({
      GetOrgUsers: () => ({ data: { organisation: { id: 'o', users } } }),
      GetPendingInvites: () => ({ data: { invites: pending } }),
      RevokeInvite: ({ variables }) => {
        pending = pending.filter((item) => item.code !== variables.code);
        return { data: { RevokeInvite: true } };
      },
    });
    renderApp('/settings/users');
    const list = await screen.findByRole('region', { name: 'Pending invites' });
    const first = await within(list).findByRole('heading', { name: 'Invite made by Ada' });
    const item = first.closest('li')!;
    expect(within(item).getByText('Created').nextSibling?.textContent).toMatch(/2024/);
    expect(within(item).getByText('Expires').nextSibling?.textContent).toMatch(/8 May 2024|May 8, 2024/);
    // Act
    fireEvent.click(within(item).getByRole('button', { name: /^Revoke the invite made by Ada on / }));
    expect(await screen.findByRole('alertdialog', { name: /Revoke this invite\?/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    // Assess
    await waitFor(() =>
      expect(within(list).queryByRole('heading', { name: 'Invite made by Ada' })).toBeNull(),
    );
    expect(calls.find((call) => call.query.includes('RevokeInvite('))?.variables).toEqual({ code: 'c1' });
    // The invite now in its place takes focus, as the revoked one's button went with it.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(list).getByRole('heading', { name: 'Invite made by Zoe' })),
    );
  });

  it('says when there are no pending invites, and lists the one just generated', async () => {
    // Prepare
    let pending: ReturnType<typeof invite>[] = [];
    stubApi({
      GetOrgUsers: () => ({ data: { organisation: { id: 'o', users } } }),
      GetPendingInvites: () => ({ data: { invites: pending } }),
      GetInviteLink: () => {
        pending = [invite('c9', 'Ada', 3)];
        return { data: { GetInviteLink: 'c9' } };
      },
    });
    renderApp('/settings/users');
    expect(await screen.findByText('There are no pending invites.')).toBeTruthy();
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Invite User' }));
    await screen.findByLabelText('Invite link');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // Assess
    expect(await screen.findByRole('heading', { name: 'Invite made by Ada' })).toBeTruthy();
  });
});

describe('/settings/users removing a member with open links', () => {
  const users = [
    { id: 'u1', name: 'Ada', joined: '2024-01-01T00:00:00Z', active: true },
    { id: 'u3', name: 'Zoe', joined: '2024-03-01T00:00:00Z', active: true },
  ];
  const setUp = () => {
    let current = users;
    let links = [
      aLink('j1'),
      aLink('s1', { kind: 'SUMMON', beneficiary: null }),
      aLink('j2', { createdBy: 'u1' }),
    ];
    const calls = stubApi({
      GetOrgUsers: () => ({ data: { organisation: { id: 'o', users: current } } }),
      GetOpenLinks: () => ({ data: { openLinks: links } }),
      RemoveUser: ({ variables }) => {
        current = current.map((user) => (user.id === variables.userID ? { ...user, active: false } : user));
        return { data: { RemoveUser: { id: variables.userID } } };
      },
      RevokeLinksOf: ({ variables }) => {
        const before = links.length;
        links = links.filter((link) => link.createdBy !== variables.userID);
        return { data: { RevokeLinksOf: before - links.length } };
      },
    }).calls;
    renderApp('/settings/users');
    return calls;
  };
  const names = (calls: Operation[]) => calls.map(operationName);

  it('offers to revoke the links they made and, when chosen, revokes them after removing them', async () => {
    // Prepare
    const calls = setUp();
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Zoe' }));
    const dialog = await screen.findByRole('alertdialog');
    const choice = await within(dialog).findByRole('checkbox', {
      name: 'Also revoke the 2 open links Zoe made',
    });
    expect((choice as HTMLInputElement).checked).toBe(false);
    fireEvent.click(choice);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Assess
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Zoe' })).toBeNull());
    const made = names(calls);
    expect(made.indexOf('RevokeLinksOf')).toBeGreaterThan(made.indexOf('RemoveUser'));
    expect(calls.find((call) => call.query.includes('RevokeLinksOf('))?.variables).toEqual({ userID: 'u3' });
    expect(screen.queryByRole('button', { name: /^Revoke \d+ open links? Zoe$/ })).toBeNull();
  });

  it("leaves the links open unless chosen, and offers to revoke them from the removed member's row", async () => {
    // Prepare
    const calls = setUp();
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Zoe' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Assess
    const later = await screen.findByRole('button', { name: 'Revoke 2 open links Zoe' });
    expect(names(calls)).not.toContain('RevokeLinksOf');
    // Act
    fireEvent.click(later);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Assess
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke 2 open links Zoe' })).toBeNull());
    expect(names(calls)).toContain('RevokeLinksOf');
  });

  it('words the choice for a member who made one link', async () => {
    setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ada' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Also revoke the open link Ada made' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });
});

describe('/settings/links', () => {
  const answers = (links: ReturnType<typeof aLink>[]) => ({
    GetOpenLinks: () => ({ data: { openLinks: links } }),
    GetQuestionnaires: () => ({
      data: {
        outcomesets: [{ id: 'q1', name: 'Wellbeing', description: null, readOnly: false, questions: [] }],
      },
    }),
    GetSequences: () => ({
      data: {
        sequences: [{ id: 's9', name: 'Intake', description: null, destination: null, questionnaires: [] }],
      },
    }),
  });

  it('lists open links with who made them, for whom, for what, when, and uses, and revokes one', async () => {
    // Prepare
    let links = [
      aLink('j1'),
      aLink('s1', {
        kind: 'SUMMON',
        beneficiary: null,
        questionnaire: null,
        sequence: 's9',
        uses: 3,
        maxUses: null,
      }),
      aLink('s2', { kind: 'SUMMON', beneficiary: null, questionnaire: 'gone', uses: 2, maxUses: 10 }),
    ];
    const { calls } = stubApi({
      ...answers(links),
      GetOpenLinks: () => ({ data: { openLinks: links } }),
      RevokeLink: ({ variables }) => {
        links = links.filter((link) => link.id !== variables.id);
        return { data: { RevokeLink: true } };
      },
    });
    // Act
    const { router } = renderApp('/settings/links');
    // Assess
    const tabs = await screen.findByRole('tablist', { name: 'Settings' });
    expect(within(tabs).getByRole('tab', { name: 'Links', selected: true })).toBeTruthy();
    const one = (await screen.findByRole('heading', { name: 'One-time link for ben-1' })).closest('li')!;
    const fact = (item: HTMLElement, term: string) => within(item).getByText(term).nextSibling?.textContent;
    await waitFor(() => expect(fact(one, 'Questionnaire')).toBe('Wellbeing'));
    expect(fact(one, 'Made by')).toBe('Zoe');
    expect(fact(one, 'Uses')).toBe('0 of 1');
    const many = screen.getAllByRole('heading', { name: 'Summon link for many beneficiaries' });
    expect(fact(many[0]!.closest('li')!, 'Sequence')).toBe('Intake');
    expect(fact(many[0]!.closest('li')!, 'Uses')).toBe('3, no limit');
    expect(fact(many[1]!.closest('li')!, 'Questionnaire')).toBe('A deleted questionnaire');
    expect(fact(many[1]!.closest('li')!, 'Uses')).toBe('2 of 10');
    // Act
    fireEvent.click(within(one).getByRole('button', { name: /^Revoke One-time link for ben-1, / }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Assess
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'One-time link for ben-1' })).toBeNull(),
    );
    expect(calls.find((call) => call.query.includes('RevokeLink('))?.variables).toEqual({ id: 'j1' });
    expect(router.state.location.pathname).toBe('/settings/links');
    await waitFor(() => expect(document.activeElement).toBe(many[0]));
  });

  it('shows a link made since the list was last shown', async () => {
    // Prepare: the list was shown empty, then a link was made elsewhere in the app
    let links: ReturnType<typeof aLink>[] = [];
    stubApi({ ...answers([]), GetOpenLinks: () => ({ data: { openLinks: links } }) });
    const { router } = renderApp('/settings/links');
    await screen.findByText('There are no open links.');
    await act(() => router.navigate('/settings/users'));
    links = [aLink('j1')];
    // Act
    await act(() => router.navigate('/settings/links'));
    // Assess
    expect(await screen.findByRole('heading', { name: 'One-time link for ben-1' })).toBeTruthy();
  });

  it('says when no link is open, and the message takes focus once the last is revoked', async () => {
    // Prepare
    let links = [aLink('j1')];
    stubApi({
      ...answers([]),
      GetOpenLinks: () => ({ data: { openLinks: links } }),
      RevokeLink: () => {
        links = [];
        return { data: { RevokeLink: true } };
      },
    });
    renderApp('/settings/links');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: /^Revoke One-time link/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    // Assess
    const empty = await screen.findByText('There are no open links.');
    await waitFor(() => expect(document.activeElement).toBe(empty));
  });
});

describe('/settings/patron', () => {
  it('shows yearly prices by default, monthly on toggle, and goes to the chosen payment link', async () => {
    // Prepare
    const { restCalls } = stubApi({ GetPatronStatus: patron(false) }, (url) => ({
      status: 200,
      body: { url: `https://pay.example/${new URL(url, 'http://x').search}` },
    }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp('/settings/patron');
    // Assess
    expect(await screen.findByText('£54 a year')).toBeTruthy();
    expect(screen.getByText('£1080 a year')).toBeTruthy();
    // Act
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    // Assess
    expect(await screen.findByText('£5 a month')).toBeTruthy();
    expect(screen.getByText('£100 a month')).toBeTruthy();
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Choose Medium' }));
    // Assess
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/?size=2&period=monthly'));
    expect(restCalls[0]).toEqual({
      url: '/v1/don/checkout?size=2&period=monthly',
      authorization: 'Bearer token',
    });
  });

  it('lets a patron manage billing and shows the failure message', async () => {
    // Prepare
    let ok = false;
    const { restCalls } = stubApi({ GetPatronStatus: patron(true) }, () =>
      ok
        ? { status: 200, body: { url: 'https://billing.example/portal' } }
        : { status: 409, body: { error: 'billing.noCustomer' } },
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp('/settings/patron');
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Manage' }));
    // Assess
    expect(await screen.findByText('Failed to redirect, please try refreshing')).toBeTruthy();
    expect(restCalls[0]!.url).toMatch(/^\/v1\/don\/redirect\?return=http/);
    // Act
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
    // Assess
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/portal'));
  });

  it('thanks new patrons', async () => {
    // Prepare
    stubApi({});
    // Act
    renderApp('/settings/patron/success');
    // Assess
    expect(await screen.findByText(/will be in touch within 24 hours about custom branding/)).toBeTruthy();
  });
});

describe('/settings/branding', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const PNG_URL = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
  const none = { name: 'Acme Trust', logo: null, colours: null, chart: [], updatedAt: null };
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Upload a logo'), { target: { files: [file] } });

  it('frames the editor with a Patrons Only tab for non-patrons and never asks for the branding', async () => {
    // Prepare
    const { calls } = stubApi({ GetPatronStatus: patron(false) });
    // Act
    renderApp('/settings/branding');
    // Assess
    const link = await screen.findByRole('link', { name: 'Patrons Only' });
    expect(link.getAttribute('href')).toBe('/settings/patron');
    expect(screen.getByRole('heading', { name: 'Branding' })).toBeTruthy();
    expect(calls.some((call) => call.query.includes('organisationBranding'))).toBe(false);
  });

  it('checks the logo in the browser, previews it, warns about contrast and saves only what changed', async () => {
    // Prepare
    const { calls } = stubApi({
      GetPatronStatus: patron(true),
      GetOrganisationBranding: () => ({ data: { organisationBranding: none } }),
      SetOrganisationBranding: ({ variables }) => ({
        data: {
          SetOrganisationBranding: {
            ...none,
            logo: variables.logo,
            colours: variables.colours,
            updatedAt: '2024-05-01T10:00:00.000Z',
          },
        },
      }),
    });
    renderApp('/settings/branding');
    const text = await screen.findByLabelText('Text colour');
    expect(screen.queryByRole('link', { name: 'Patrons Only' })).toBeNull();
    expect((text as HTMLInputElement).value).toBe('#1b2430');
    expect(screen.getByRole('button', { name: 'Save branding' }).hasAttribute('disabled')).toBe(true);

    // Act + Assess: an SVG (even named .png) and a file over 200 KB are refused with a clear error
    choose(new File(['<svg onload="alert(1)"/>'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image')).toBeTruthy();
    const large = new Uint8Array(200 * 1024 + 1);
    large.set(PNG);
    choose(new File([large], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo must be 200 KB or smaller')).toBeTruthy();

    // Act: a PNG, and a pale text colour
    choose(new File([PNG], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Current logo' })).toHaveProperty('src', PNG_URL),
    );
    fireEvent.change(text, { target: { value: '#aaaaaa' } });

    // Assess: the preview shows both, and the contrast warning names the failing pairs
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('img', { name: 'Acme Trust' })).toHaveProperty('src', PNG_URL);
    expect(preview.style.getPropertyValue('--color-text')).toBe('#aaaaaa');
    expect(await screen.findByText('Some colours may be hard to see')).toBeTruthy();
    expect(screen.getByText('Text on the page background: 2.20:1, needs 4.5:1')).toBeTruthy();

    // Act: save
    fireEvent.click(screen.getByRole('button', { name: 'Save branding' }));

    // Assess: logo and colours sent, the untouched chart colours not
    expect(await screen.findByText('Branding saved')).toBeTruthy();
    const saved = calls.find((call) => call.query.includes('SetOrganisationBranding'));
    expect(saved?.variables).toEqual({
      logo: PNG_URL,
      colours: {
        primary: '#0b5cad',
        primaryContrast: '#ffffff',
        accent: '#00857f',
        background: '#f7f9fc',
        text: '#aaaaaa',
      },
    });
  });

  it('refuses a bad colour in the form and shows the server refusing a logo', async () => {
    // Prepare
    stubApi({
      GetPatronStatus: patron(true),
      GetOrganisationBranding: () => ({ data: { organisationBranding: none } }),
      SetOrganisationBranding: () => refused('branding.logoTooLarge'),
    });
    renderApp('/settings/branding');
    const primary = await screen.findByLabelText('Primary colour (buttons, links, tabs)');

    // Act: a colour name
    fireEvent.change(primary, { target: { value: 'purple' } });
    fireEvent.blur(primary);

    // Assess
    expect(
      await screen.findByText('Please enter a colour as # and 6 hexadecimal digits, e.g. #0b5cad'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save branding' }).hasAttribute('disabled')).toBe(true);

    // Act: a valid colour, saved, refused by the server
    fireEvent.change(primary, { target: { value: '#5b2a86' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save branding' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save branding' }));

    // Assess
    expect(await screen.findByText('The logo must be 200 KB or smaller')).toBeTruthy();
  });
});
