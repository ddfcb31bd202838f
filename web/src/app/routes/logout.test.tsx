import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-utils';

const auth = vi.hoisted(() => ({ signOutUser: vi.fn(async () => undefined) }));
vi.mock('@/lib/auth', () => ({
  getSession: vi.fn(async () => null),
  signInWithPassword: vi.fn(),
  signOutUser: auth.signOutUser,
  refreshSession: vi.fn(),
}));

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
