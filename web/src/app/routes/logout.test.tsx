import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-utils';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

describe('/logout', () => {
  it('signs out, confirms, and continues to /redirect with the stored redirect', async () => {
    // Prepare
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    // Act
    renderApp('/logout?redirect=%2Fprofile');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    // Assess
    expect(auth.signOutUser).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'You have been logged out' })).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('/redirect?redirect=%2Fprofile');
  });
});

describe('/logout with the hosted login', () => {
  it("continues through the hosted login's /logout, after revoking the refresh token", async () => {
    // Prepare
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const hostedLogout =
      'http://login.localhost:3000/logout?client_id=c&logout_uri=http%3A%2F%2Fapp.localhost%3A3000%2F';
    auth.hostedLogoutUrl.mockResolvedValue(hostedLogout);
    // Act
    renderApp('/logout');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    // Assess
    expect(auth.signOutUser).toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(hostedLogout);
    auth.hostedLogoutUrl.mockResolvedValue(null);
  });
});
