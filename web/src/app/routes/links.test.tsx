import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../test-utils';
import { decodeNext, encodeExternal } from '@/features/answering/utils/forward-list';
import { summonCodeFor } from '@/features/beneficiary-links/utils/summon-code';
import {
  clearBeneficiarySession,
  getBeneficiarySession,
  saveBeneficiarySession,
} from '@/lib/beneficiary-session';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const ID = '3f2b1c4e-8a9d-4e2f-b6a1-0c9d8e7f6a5b';
const jwt = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const inAnHour = () => Date.now() / 1000 + 3600;

type Call = { query: string; variables: Record<string, unknown> };

/** Answers (or promises of them) by operation name; an Error answer is an error code, a TypeError no network. */
function stubApi(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const call = JSON.parse(init.body as string) as Call;
      calls.push(call);
      const name = /(?:query|mutation) (\w+)/.exec(call.query)?.[1] ?? '';
      const answer = await answers[name];
      if (answer instanceof TypeError) throw answer;
      if (answer instanceof Error)
        return graphqlResponse({ data: null, errors: [{ errorType: answer.message, message: 'x' }] });
      if (name === 'GetAnsweringMeeting') return new Promise<Response>(() => undefined);
      return graphqlResponse({ data: answer });
    }),
  );
  return calls;
}

/** A facilitator signed in on this browser until they sign out. */
function signInStaff() {
  auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 });
  auth.signOutUser.mockImplementation(() => Promise.resolve(void auth.getSession.mockResolvedValue(null)));
}

beforeEach(() => {
  auth.getSession.mockResolvedValue(null);
  auth.signOutUser.mockReset().mockResolvedValue(undefined);
});
afterEach(() => clearBeneficiarySession());

describe('/jti/{jti}', () => {
  it('stores the beneficiary session and opens the first record with the rest in next', async () => {
    // Prepare
    const token = jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1', 'm2'], exp: inAnHour() });
    stubApi({ GetLinkToken: { jwt: token } });
    // Act
    const { router } = renderApp('/jti/abc');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m1'));
    expect(decodeNext(new URLSearchParams(router.state.location.search).get('next'))).toEqual(['m2']);
    expect(getBeneficiarySession()?.token).toBe(token);
  });

  it('draws no page of its own while the link is used, then opens the record', async () => {
    // Prepare: the token arrives only when released
    const token = jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: inAnHour() });
    let release = () => undefined as void;
    const answer = new Promise<void>((resolve) => (release = resolve));
    const calls = stubApi({ GetLinkToken: answer.then(() => ({ jwt: token })) });
    // Act
    const { router } = renderApp('/jti/abc');
    // Assess: only the boot header, no page, while the token is fetched
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m1'));
    expect(screen.queryByRole('heading', { name: 'Questionnaire link' })).toBeNull();
  });

  it('treats a token whose expiry has passed as expired, and stores nothing', async () => {
    stubApi({ GetLinkToken: { jwt: jwt({ sub: 'b', beneficiary: true, sequence: ['m1'], exp: 1 }) } });
    renderApp('/jti/abc');
    expect(await screen.findByText('This link has expired. Please request a new link')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Questionnaire link' })).toBeTruthy();
    expect(getBeneficiarySession()).toBeNull();
  });

  it('says an expired link has expired', async () => {
    stubApi({ GetLinkToken: new Error('link.expired') });
    renderApp('/jti/abc');
    expect(await screen.findByText('Expired')).toBeTruthy();
    expect(screen.getByText('This link has expired. Please request a new link')).toBeTruthy();
  });

  it('thanks a beneficiary whose link is complete already, and stores nothing', async () => {
    // Prepare
    stubApi({ GetLinkToken: new Error('link.completed') });
    // Act
    renderApp('/jti/abc');
    // Assess
    expect(await screen.findByText('You have already completed this questionnaire. Thank you.')).toBeTruthy();
    expect(screen.queryByText(/expired|not seem to be valid/)).toBeNull();
    expect(getBeneficiarySession()).toBeNull();
  });

  it("warns a beneficiary holding another link's session, and uses this link only once they continue", async () => {
    // Prepare
    const before = jwt({ sub: 'ben-0', beneficiary: true, sequence: ['m0'], exp: inAnHour() });
    saveBeneficiarySession(before);
    const token = jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: inAnHour() });
    const calls = stubApi({ GetLinkToken: { jwt: token } });
    const { router } = renderApp('/jti/abc');
    expect(await screen.findByText('Using this link will log you out')).toBeTruthy();
    expect(calls).toEqual([]);
    expect(getBeneficiarySession()?.token).toBe(before);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m1'));
    expect(getBeneficiarySession()?.token).toBe(token);
    expect(auth.signOutUser).not.toHaveBeenCalled();
  });

  it.each(['link.notFound', 'input.invalid'])(
    'says a link the API answers %s for is not valid',
    async (code) => {
      stubApi({ GetLinkToken: new Error(code) });
      renderApp('/jti/abc');
      expect(await screen.findByText('This link does not seem to be valid')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );

  it.each([
    ['no network', new TypeError('Failed to fetch')],
    ['a server error', new Error('internal')],
  ])('offers to try again after %s, not calling the link invalid', async (_, failure) => {
    // Prepare
    const token = jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: inAnHour() });
    const answers: Record<string, unknown> = { GetLinkToken: failure };
    const calls = stubApi(answers);
    const { router } = renderApp('/jti/abc');
    expect(
      await screen.findByText(/^Loading questionnaire failed\. Please refresh and try again/),
    ).toBeTruthy();
    expect(screen.queryByText('This link does not seem to be valid')).toBeNull();
    expect(getBeneficiarySession()).toBeNull();
    // Act: the network is back
    answers.GetLinkToken = { jwt: token };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m1'));
    expect(calls.filter((call) => call.query.includes('GetLinkToken'))).toHaveLength(2);
    expect(getBeneficiarySession()?.token).toBe(token);
  });

  it('refuses a token that is not a beneficiary one or has no sequence', async () => {
    stubApi({ GetLinkToken: { jwt: jwt({ sub: 'b', beneficiary: true, sequence: [], exp: inAnHour() }) } });
    renderApp('/jti/abc');
    expect(await screen.findByText('This link does not seem to be valid')).toBeTruthy();
    expect(getBeneficiarySession()).toBeNull();
  });

  it('warns a signed-in staff user, and uses the link only once they continue', async () => {
    // Prepare
    signInStaff();
    const token = jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: inAnHour() });
    const calls = stubApi({ GetLinkToken: { jwt: token } });
    const { router } = renderApp('/jti/abc');
    expect(await screen.findByText('Using this link will log you out')).toBeTruthy();
    expect(auth.signOutUser).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/jti/abc');
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m1'));
    expect(auth.signOutUser).toHaveBeenCalledOnce();
    expect(getBeneficiarySession()?.token).toBe(token);
  });

  it('takes a beneficiary who is not signed in straight in, without a warning', async () => {
    // Prepare
    const token = jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: inAnHour() });
    const calls = stubApi({ GetLinkToken: { jwt: token } });
    // Act
    const { router } = renderApp('/jti/abc');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/m1'));
    expect(screen.queryByText('Using this link will log you out')).toBeNull();
    expect(auth.signOutUser).not.toHaveBeenCalled();
    // Spec 01 §6: beneficiaries are excluded from usage tracking.
    expect(calls.map((call) => call.query).join()).not.toContain('RecordUsage');
  });
});

describe('/smn/{id}', () => {
  it('asks for the ID when the link names no beneficiary, then goes to /jti', async () => {
    // Prepare
    const calls = stubApi({
      GetSummonStatus: { summonStatus: 'OPEN' },
      NewMeetingFromSummon: { NewMeetingFromSummon: 'j1' },
      GetLinkToken: new Error('x'),
    });
    const { router } = renderApp(`/smn/${ID}`);
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your ID')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your ID/), { target: { value: ' client-7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/jti/j1'));
    expect(calls.map((call) => call.variables).slice(0, 2)).toEqual([
      { summonID: ID },
      { summonID: ID, beneficiaryID: 'client-7' },
    ]);
  });

  it.each([
    ['NOT_FOUND', 'We did not recognise this link. Please request a new link'],
    ['EXPIRED', 'This link has expired. Please request a new link'],
    ['EXHAUSTED', 'This link has been exhausted. Please request a new link'],
  ])('checks a link naming no one first, and says %s alone, with no ID form', async (status, message) => {
    // Prepare
    const calls = stubApi({ GetSummonStatus: { summonStatus: status } });
    // Act
    renderApp(`/smn/${ID}`);
    // Assess
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByLabelText(/Your ID/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(calls.map((call) => call.query).join()).not.toContain('NewMeetingFromSummon');
  });

  it('offers Try again when the check of a link naming no one could not reach the API', async () => {
    // Prepare
    stubApi({ GetSummonStatus: new TypeError('Failed to fetch') });
    renderApp(`/smn/${ID}`);
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    stubApi({ GetSummonStatus: { summonStatus: 'OPEN' } });
    // Act
    fireEvent.click(retry);
    // Assess
    expect(await screen.findByLabelText(/Your ID/)).toBeTruthy();
  });

  it('says an ID over 100 characters is too long, and sends nothing', async () => {
    // Prepare
    const calls = stubApi({
      GetSummonStatus: { summonStatus: 'OPEN' },
      NewMeetingFromSummon: { NewMeetingFromSummon: 'j1' },
    });
    renderApp(`/smn/${ID}`);
    const id = await screen.findByLabelText(/Your ID/);

    // Act
    fireEvent.change(id, { target: { value: 'c'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // Assess
    expect(await screen.findByText('Your ID can be at most 100 characters')).toBeTruthy();
    expect(calls.map((call) => call.query).join()).not.toContain('NewMeetingFromSummon');
  });

  it('starts at once when the link names the beneficiary', async () => {
    const calls = stubApi({
      NewMeetingFromSummon: { NewMeetingFromSummon: 'j2' },
      GetLinkToken: new Error('x'),
    });
    const code = summonCodeFor(ID, 'client-7');
    const { router } = renderApp(`/smn/${code}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jti/j2'));
    expect(calls[0]?.variables).toEqual({ summonID: code, beneficiaryID: null });
  });

  it('warns a signed-in staff user, and starts only once they continue', async () => {
    // Prepare
    signInStaff();
    const calls = stubApi({
      NewMeetingFromSummon: { NewMeetingFromSummon: 'j2' },
      GetLinkToken: new Error('x'),
    });
    const { router } = renderApp(`/smn/${summonCodeFor(ID, 'client-7')}`);
    expect(await screen.findByText('Using this link will log you out')).toBeTruthy();
    expect(calls).toEqual([]);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/jti/j2'));
    expect(auth.signOutUser).toHaveBeenCalledOnce();
    expect(calls[0]?.variables).toMatchObject({ beneficiaryID: null });
  });

  it("warns a beneficiary holding another link's session before using the summon", async () => {
    // Prepare
    saveBeneficiarySession(jwt({ sub: 'ben-0', beneficiary: true, sequence: ['m0'], exp: inAnHour() }));
    const calls = stubApi({
      NewMeetingFromSummon: { NewMeetingFromSummon: 'j2' },
      GetLinkToken: new Error('x'),
    });
    const { router } = renderApp(`/smn/${summonCodeFor(ID, 'client-7')}`);
    expect(await screen.findByText('Using this link will log you out')).toBeTruthy();
    expect(calls).toEqual([]);
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/jti/j2'));
    expect(getBeneficiarySession()).toBeNull();
  });

  it.each([
    ['link.completed', 'You have already completed this questionnaire. Thank you.'],
    ['summon.expired', 'This link has expired. Please request a new link'],
    ['summon.exhausted', 'This link has been exhausted. Please request a new link'],
    ['summon.notFound', 'We did not recognise this link. Please request a new link'],
    ['internal', /^Loading questionnaire failed\. Please refresh and try again/],
  ])('shows the %s message', async (code, message) => {
    stubApi({ NewMeetingFromSummon: new Error(code) });
    renderApp(`/smn/${summonCodeFor(ID, 'client-7')}`);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('offers Try again when a link naming the beneficiary could not reach the API', async () => {
    // Prepare: no network, then the API answers
    stubApi({ NewMeetingFromSummon: new TypeError('Failed to fetch') });
    const code = summonCodeFor(ID, 'client-7');
    const { router } = renderApp(`/smn/${code}`);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/^Loading questionnaire failed\./)).toBeTruthy();
    const calls = stubApi({
      NewMeetingFromSummon: { NewMeetingFromSummon: 'j3' },
      GetLinkToken: new Error('x'),
    });
    // Act
    fireEvent.click(retry);
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/jti/j3'));
    expect(calls[0]?.variables).toEqual({ summonID: code, beneficiaryID: null });
  });
});

describe('/external/{b64url}', () => {
  const signInBeneficiary = () =>
    saveBeneficiarySession(jwt({ sub: 'b', beneficiary: true, sequence: ['m1'], exp: inAnHour() }));

  it('asks before leaving for the host', async () => {
    signInBeneficiary();
    renderApp(`/external/${encodeExternal('https://example.org/thanks')}`);
    expect(
      await screen.findByText('You will now be redirected to example.org, would you like to continue?'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      'https://example.org/thanks',
    );
  });

  it("offers a beneficiary who is still signed in the header's Log Out, and staff nothing", async () => {
    // Prepare
    signInBeneficiary();
    const { router } = renderApp(`/external/${encodeExternal('https://example.org/thanks')}`);
    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(getBeneficiarySession()).toBeNull();
    signInStaff();
    renderApp(`/external/${encodeExternal('https://example.org/thanks')}`);
    await screen.findAllByRole('link', { name: 'Continue' });
    expect(screen.queryAllByRole('button', { name: 'Log Out' })).toHaveLength(0);
  });

  it('shows the invalid link page', async () => {
    signInBeneficiary();
    renderApp('/external/not-a-url');
    expect(await screen.findByText('Whoops, something went wrong.')).toBeTruthy();
    expect(screen.getByText('Please contact your facilitator.')).toBeTruthy();
  });

  it('shows a signed-in user of no organisation the blocker, not the notice', async () => {
    // Prepare
    signInStaff();
    stubApi({ GetOrganisation: new Error('auth.noOrganisation') });
    // Act
    renderApp(`/external/${encodeExternal('https://example.org/thanks')}`);
    // Assess
    expect(await screen.findByText('Sorry, it seems you do not belong to an organisation.')).toBeTruthy();
    expect(screen.queryByText(/You will now be redirected/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('shows the invalid link page, not "Page not found", for a parameter that cannot be decoded', async () => {
    // Prepare
    signInBeneficiary();
    // Act
    renderApp('/external/%%%');
    // Assess
    expect(await screen.findByText('Whoops, something went wrong.')).toBeTruthy();
    expect(screen.getByText('Please contact your facilitator.')).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('sends an anonymous visitor to log in, and back here afterwards', async () => {
    // Prepare
    const path = `/external/${encodeExternal('https://example.org/thanks')}`;
    // Act
    const { router } = renderApp(path);
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
    expect(screen.queryByText(/You will now be redirected/)).toBeNull();
  });
});

describe("the chrome of a beneficiary's link pages", () => {
  const homeLink = () => screen.queryByRole('link', { name: 'Ripple, home' });

  it('never links the logo to the staff login on /smn or a /jti problem page', async () => {
    // Prepare
    stubApi({
      GetLinkToken: new Error('link.notFound'),
      GetSummonStatus: { summonStatus: 'OPEN' },
      NewMeetingFromSummon: new Error('summon.notFound'),
    });
    // Act
    const summon = renderApp(`/smn/${ID}`);
    await screen.findByLabelText(/Your ID/);
    // Assess
    expect(homeLink()).toBeNull();
    expect(screen.getByRole('img', { name: 'Ripple' })).toBeTruthy();
    summon.unmount();
    renderApp('/jti/abc');
    await screen.findByText('This link does not seem to be valid');
    expect(homeLink()).toBeNull();
  });

  it('does not link the logo on the invalid external page for a beneficiary, and does for staff', async () => {
    // Prepare
    saveBeneficiarySession(jwt({ sub: 'b', beneficiary: true, sequence: ['m1'], exp: inAnHour() }));
    // Act
    const beneficiary = renderApp('/external/not-a-url');
    await screen.findByText('Whoops, something went wrong.');
    // Assess
    expect(homeLink()).toBeNull();
    beneficiary.unmount();
    clearBeneficiarySession();
    signInStaff();
    stubApi({});
    renderApp('/external/not-a-url');
    await screen.findByText('Whoops, something went wrong.');
    expect(homeLink()).toBeTruthy();
  });
});

describe('a beneficiary user on a staff route', () => {
  it('is logged out', async () => {
    // Prepare
    saveBeneficiarySession(jwt({ sub: 'b', beneficiary: true, sequence: ['m1'], exp: inAnHour() }));
    stubApi({});
    // Act
    const { router } = renderApp('/questions');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getBeneficiarySession()).toBeNull();
  });
});
