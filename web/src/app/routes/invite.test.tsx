import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { graphqlResponse, renderApp } from '../test-utils';
import {
  clearBeneficiarySession,
  getBeneficiarySession,
  saveBeneficiarySession,
} from '@/lib/beneficiary-session';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

type Answer = { data?: unknown; errors?: { errorType: string; message: string }[] };

/** `invite` answers the invite query; `accept` the AcceptInvite mutation; the staff queries get a plain user. */
function stubApi(
  invite: Answer,
  accept: Answer = { data: { AcceptInvite: 'org-1' } },
  organisations: { id: string; name: string }[] = [{ id: 'org-0', name: 'Home charity' }],
) {
  const accepted: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(init.body as string) as {
        query: string;
        variables: Record<string, unknown>;
      };
      if (query.includes('query GetInvite'))
        return Promise.resolve(graphqlResponse({ data: null, ...invite }));
      if (query.includes('query GetOrganisations'))
        return Promise.resolve(graphqlResponse({ data: { organisations } }));
      if (query.includes('mutation AcceptInvite')) {
        accepted.push(variables);
        return Promise.resolve(graphqlResponse({ data: null, ...accept }));
      }
      return Promise.resolve(graphqlResponse({ data: null }));
    }),
  );
  return accepted;
}

const error = (code: string): Answer => ({ errors: [{ errorType: code, message: code }] });

/** Fills in and sends the invite's sign-up form. */
async function signUpAsAda() {
  fireEvent.click(await screen.findByLabelText('I accept the terms of use and privacy policy'));
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.org' } });
  fireEvent.change(screen.getByLabelText('Confirm email'), { target: { value: 'ada@example.org' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
}

beforeEach(() => {
  auth.getSession.mockResolvedValue(null);
  auth.startHostedLogin.mockClear();
});

describe('/invite/{id}', () => {
  it("warns a beneficiary holding a link's session, and shows the invite only once they continue", async () => {
    // Prepare
    const claims = { sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp: Date.now() / 1000 + 3600 };
    saveBeneficiarySession(`h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`);
    const fetchSpy = vi.fn();
    stubApi({ data: { invite: 'org-1' } });
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => (fetchSpy(...args), stubbed(...args)));
    renderApp('/invite/abc');
    // Assess: the warning, and the invite not asked for with the link's token
    expect(await screen.findByText('Using this link will log you out')).toBeTruthy();
    expect(screen.queryByText('Failed to load invite')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Assess
    expect(await screen.findByLabelText('I accept the terms of use and privacy policy')).toBeTruthy();
    expect(getBeneficiarySession()).toBeNull();
    expect(auth.signOutUser).not.toHaveBeenCalled();
    clearBeneficiarySession();
  });

  it.each([
    ['invite.expired', 'Invite Has Expired', 'Please request a new one.'],
    [
      'invite.notFound',
      'Unknown Invite',
      'We did not recognize this invite. Please ensure the URL is correct.',
    ],
  ])('explains %s', async (code, title, text) => {
    stubApi(error(code));
    renderApp('/invite/abc');
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('says any other failure to load', async () => {
    stubApi(error('http.500'));
    renderApp('/invite/abc');
    expect(await screen.findByText(/^Failed to load invite\. Please refresh/)).toBeTruthy();
  });

  it('signs up a logged-out visitor without the organisation field, then sends them to log in and verify', async () => {
    // Prepare
    const accepted = stubApi({ data: { invite: 'org-1' } });
    const { router } = renderApp('/invite/abc');
    // Assess: the header's Log In item, no organisation field
    expect((await screen.findByRole('link', { name: 'Log In' })).getAttribute('href')).toBe(
      '/login?redirect=%2Finvite%2Fabc',
    );
    await screen.findByLabelText('Your name');
    expect(screen.queryByLabelText('Organisation name')).toBeNull();
    // Act
    await signUpAsAda();
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(accepted).toEqual([
      { invite: 'abc', name: 'Ada Lovelace', email: 'ada@example.org', password: 'secret1' },
    ]);
    // The hosted login, not the app, signs the new member in: after the check-your-email message
    expect(router.state.location.search).toBe('?redirect=%2F');
    expect(await screen.findByText(/^Your account has been created\. Please check your email/)).toBeTruthy();
    expect(auth.startHostedLogin).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(auth.startHostedLogin).toHaveBeenCalledWith('/');
  });

  it('tells an existing user to log in to accept', async () => {
    stubApi({ data: { invite: 'org-1' } }, error('signup.emailExists'));
    renderApp('/invite/abc');
    await signUpAsAda();
    expect(
      await screen.findByText(
        'User with email address ada@example.org already exists, please login to accept the invitation',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to accept the invitation' }).getAttribute('href')).toBe(
      '/login?redirect=%2Finvite%2Fabc',
    );
  });

  it.each([
    ['invite.expired', 'Invite Has Expired'],
    ['invite.notFound', 'Unknown Invite'],
    ['http.500', /^Failed to accept invite\. Please refresh/],
  ])('says why signing up through the invite failed: %s', async (code, message) => {
    // Prepare
    stubApi({ data: { invite: 'org-1' } }, error(code));
    renderApp('/invite/abc');
    // Act
    await signUpAsAda();
    // Assess
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText(/Signup failed/)).toBeNull();
    expect(auth.startHostedLogin).not.toHaveBeenCalled();
  });

  describe('signed in', () => {
    beforeEach(() => {
      auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 });
      auth.refreshSession.mockResolvedValue({ idToken: 't2', expiresAt: Date.now() + 60_000 });
    });

    it('accepts, refreshes the token and reloads with success=true', async () => {
      // Prepare
      const accepted = stubApi({ data: { invite: 'org-1' } });
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      renderApp('/invite/abc');
      expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
      // Act
      fireEvent.click(await screen.findByRole('button', { name: 'Accept invite' }));
      // Assess
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/invite/abc?success=true'));
      expect(accepted).toEqual([{ invite: 'abc' }]);
      expect(auth.refreshSession).toHaveBeenCalled();
    });

    it('tells a member of the organisation so before anything is accepted', async () => {
      const accepted = stubApi({ data: { invite: 'org-1' } }, undefined, [{ id: 'org-1', name: 'Harbour' }]);
      renderApp('/invite/abc');
      expect(await screen.findByText('You already belong to this account')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Accept invite' })).toBeNull();
      expect(accepted).toEqual([]);
    });

    it('shows success after the reload, now that the user belongs', async () => {
      stubApi({ data: { invite: 'org-1' } }, undefined, [{ id: 'org-1', name: 'Harbour' }]);
      renderApp('/invite/abc?success=true');
      expect(await screen.findByText('You have joined the organisation.')).toBeTruthy();
    });

    it('shows success after the reload though the invite, now spent, is no longer known', async () => {
      // Prepare: invites are single-use (issue 27)
      stubApi(error('invite.notFound'), undefined, [{ id: 'org-1', name: 'Harbour' }]);
      // Act
      renderApp('/invite/abc?success=true');
      // Assess
      expect(await screen.findByText('You have joined the organisation.')).toBeTruthy();
      expect(screen.queryByText('Unknown Invite')).toBeNull();
    });

    it.each([
      ['invite.alreadyMember', 'You already belong to this account'],
      ['invite.expired', 'Invite Has Expired'],
      ['http.500', /^Failed to accept invite\. Please refresh/],
    ])('explains an accept failure %s', async (code, message) => {
      stubApi({ data: { invite: 'org-1' } }, error(code));
      renderApp('/invite/abc');
      fireEvent.click(await screen.findByRole('button', { name: 'Accept invite' }));
      expect(await screen.findByText(message)).toBeTruthy();
    });
  });
});
