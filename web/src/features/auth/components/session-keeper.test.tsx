import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionKeeper } from './session-keeper';
import * as auth from '@/testing/auth-mock';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const T0 = Date.UTC(2025, 0, 1, 12);

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  auth.getSession.mockReset();
  auth.refreshSession.mockReset();
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionKeeper', () => {
  it('counts down with a Log in button, then shows the renewal for 2 seconds', async () => {
    // Prepare: 58 s left; refreshing fails until the third attempt
    auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: T0 + 58_000 });
    auth.refreshSession
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementation(async () => ({ idToken: 't2', expiresAt: Date.now() + 3_600_000 }));
    const onLogIn = vi.fn();
    // Act
    render(<SessionKeeper onLogIn={onLogIn} />);
    await advance(5_000);
    // Assess
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(
      'Your session will expire in 53 seconds, you will need to log in again',
    );
    await advance(3_000);
    expect(status.textContent).toContain('Your session will expire in 50 seconds');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogIn).toHaveBeenCalled();
    // Act: the retry at 40 s succeeds
    await advance(32_000);
    // Assess
    expect(status.textContent).toBe('Successfully refreshed your session');
    await advance(2_000);
    expect(status.textContent).toBe('');
  });

  it('stays silent while the session is far from expiry', async () => {
    auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: T0 + 7 * 3_600_000 });
    render(<SessionKeeper onLogIn={vi.fn()} />);
    await advance(60_000);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(auth.refreshSession).not.toHaveBeenCalled();
  });
});
