import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

async function submitLogin(url: string) {
  const view = renderApp(url);
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.org' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return view;
}

beforeEach(() => {
  auth.getSession.mockResolvedValue(null);
});

describe('/login', () => {
  it('asks for the email and password', async () => {
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please provide your email address')).toBeTruthy();
    expect(await screen.findByText('Please provide a password')).toBeTruthy();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('never flashes a stale error when a filled field is left', async () => {
    // Prepare: leaving the email for the password checks the form while the password is still empty
    renderApp('/login');
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'ada@example.org' } });
    fireEvent.blur(email);
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'secret1' } });
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBeNull());
    // Act
    fireEvent.blur(password);
    // Assess: no error at any moment (a flash would move the button away from the pointer)
    expect(screen.queryByText('Please provide a password')).toBeNull();
  });

  it('shows the failure with the refresh-and-email advice', async () => {
    // Prepare
    auth.signInWithPassword.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), {}),
    );
    // Act
    await submitLogin('/login');
    // Assess
    expect(await screen.findByText('Failed to login')).toBeTruthy();
    expect(
      screen.getByText(/^Login failed\. Please refresh and try again, if that doesn't work/),
    ).toBeTruthy();
  });

  it('says when the account is blocked', async () => {
    auth.signInWithPassword.mockRejectedValue(new Error('User is disabled.'));
    await submitLogin('/login');
    expect(
      await screen.findByText('Your account has been blocked. Please contact support if this is unexpected.'),
    ).toBeTruthy();
  });

  it('goes to the redirect path on success, and never off-site', async () => {
    // Prepare: the guarded page the user asked for is not signed in yet, then is
    auth.signInWithPassword.mockImplementation(async () => {
      auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 });
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    // Act
    const { router } = await submitLogin('/login?redirect=%2Fno-such-page%3Fq%3D1');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-such-page'));
    expect(router.state.location.search).toBe('?q=1');
  });

  it('ignores an off-site redirect', async () => {
    auth.signInWithPassword.mockImplementation(async () => {
      auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: Date.now() + 60_000 });
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const { router } = await submitLogin('/login?redirect=https%3A%2F%2Fevil.example');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
