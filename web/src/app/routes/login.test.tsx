import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { renderApp } from '../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

beforeEach(() => {
  auth.getSession.mockResolvedValue(null);
  auth.startHostedLogin.mockReset().mockResolvedValue(undefined);
  auth.completeHostedLogin.mockReset().mockResolvedValue('/');
});

describe('/login', () => {
  it('opens the hosted login at once, keeping the page to return to', async () => {
    renderApp('/login?redirect=%2Fbeneficiary%2Fb1');
    expect(await screen.findByText('Redirecting…')).toBeTruthy();
    await waitFor(() => expect(auth.startHostedLogin).toHaveBeenCalledWith('/beneficiary/b1'));
    expect(auth.startHostedLogin).toHaveBeenCalledOnce();
  });

  it('signed in already (back from adding a passkey), goes to the saved page without a new sign-in', async () => {
    // Prepare
    auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 });
    // Act
    const { router } = renderApp('/login?redirect=%2Fprofile');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(auth.startHostedLogin).not.toHaveBeenCalled();
  });

  it('never keeps an off-site page to return to', async () => {
    renderApp('/login?redirect=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(auth.startHostedLogin).toHaveBeenCalledWith('/'));
  });

  it('back with a code, exchanges it once and goes to the saved page', async () => {
    // Prepare: the saved page is signed in once the code is exchanged
    auth.completeHostedLogin.mockImplementation(() => {
      auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 });
      return Promise.resolve('/no-such-page?q=1');
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))),
    );
    // Act
    const { router } = renderApp('/login?code=the-code&state=the-state');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'));
    expect(router.state.location.search).toBe('?q=1');
    expect(auth.completeHostedLogin).toHaveBeenCalledOnce();
    expect(auth.completeHostedLogin).toHaveBeenCalledWith('the-code', 'the-state');
    expect(auth.startHostedLogin).not.toHaveBeenCalled();
  });

  it('shows the failure with the refresh-and-email advice when the code cannot be exchanged', async () => {
    auth.completeHostedLogin.mockRejectedValue(new Error('state mismatch'));
    renderApp('/login?code=the-code&state=stale');
    expect(await screen.findByText('Failed to login')).toBeTruthy();
    expect(
      screen.getByText(/^Login failed\. Please refresh and try again, if that doesn't work/),
    ).toBeTruthy();
    // Trying again starts a new sign-in
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(auth.startHostedLogin).toHaveBeenCalledOnce());
  });

  it('shows the failure when the hosted login returns an error', async () => {
    renderApp('/login?error=access_denied&state=s');
    expect(await screen.findByText('Failed to login')).toBeTruthy();
    expect(auth.startHostedLogin).not.toHaveBeenCalled();
    expect(auth.completeHostedLogin).not.toHaveBeenCalled();
  });

  it('says when the account is blocked', async () => {
    renderApp('/login?error=access_denied&error_description=User+is+disabled.');
    expect(
      await screen.findByText('Your account has been blocked. Please contact support if this is unexpected.'),
    ).toBeTruthy();
  });

  it('after sign-up, says to check the email and waits for the person to log in', async () => {
    renderApp({ pathname: '/login', state: { created: true, email: 'ada@example.org' } });
    expect(await screen.findByText(/^Your account has been created\. Please check your email/)).toBeTruthy();
    expect(auth.startHostedLogin).not.toHaveBeenCalled();
    // No email yet? A new link for the address just signed up with.
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.org');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(auth.startHostedLogin).toHaveBeenCalledWith('/'));
  });
});
