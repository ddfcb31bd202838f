import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../../../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

type Operation = { query: string; variables: Record<string, unknown> };
type Answer = (operation: Operation) => unknown;
type RestAnswer = (url: string) => { status: number; body: unknown };

/** A fetch stub answering the shell's queries, GraphQL operations by name and `/v1/don/*` by path. */
function stubApi(answers: Record<string, Answer>, rest?: RestAnswer) {
  const calls: Operation[] = [];
  const restCalls: { url: string; authorization: string | undefined }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/v1/don/')) {
      restCalls.push({ url, authorization: (init.headers as Record<string, string>)?.Authorization });
      const answer = rest?.(url) ?? { status: 404, body: { error: 'notFound' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    const operation = JSON.parse(init.body as string) as Operation;
    calls.push(operation);
    const name = /(?:query|mutation) (\w+)/.exec(operation.query)?.[1] ?? '';
    if (name === 'GetOrganisation')
      return graphqlResponse({ data: { organisation: { id: 'o', name: 'Org', plugins: [] } } });
    if (name === 'GetSelf')
      return graphqlResponse({
        data: { self: { id: 'u', email: 'a@b.c', profile: { id: 'u', name: 'Ada' } } },
      });
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected operation ${name}`);
    return graphqlResponse(answer(operation));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, restCalls };
}

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
    expect(await screen.findByText(/To import data into Ripple, please email us/)).toBeTruthy();
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
    expect(await screen.findByText(/To import data into Ripple, please email us/)).toBeTruthy();
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
    const writeText = vi.fn(async () => undefined);
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
