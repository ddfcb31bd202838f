import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMING, startSessionScheduler, type SessionNotice } from './session-scheduler';

const T0 = Date.UTC(2025, 0, 1, 12);
const HOUR = 3_600_000;
const MINUTE = 60_000;

function setup(expiresIn: number, refresh: () => Promise<number>) {
  const notices: SessionNotice[] = [];
  const scheduler = startSessionScheduler({
    expiresAt: T0 + expiresIn,
    refresh,
    onNotice: (notice) => notices.push(notice),
  });
  return { notices, scheduler };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session scheduler', () => {
  it('refreshes on start when the token expires within 6 hours', async () => {
    // Prepare
    const refresh = vi.fn(() => Promise.resolve(Date.now() + HOUR));
    // Act
    const { scheduler, notices } = setup(SESSION_TIMING.refreshOnStartWithinMs, refresh);
    await vi.advanceTimersByTimeAsync(0);
    // Assess
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(scheduler.expiresAt()).toBe(T0 + HOUR);
    expect(notices).toEqual([]);
    scheduler.stop();
  });

  it('does not refresh on start when more than 6 hours are left', async () => {
    const refresh = vi.fn(() => Promise.resolve(Date.now() + 8 * HOUR));
    const { scheduler } = setup(SESSION_TIMING.refreshOnStartWithinMs + 1, refresh);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(refresh).not.toHaveBeenCalled();
    scheduler.stop();
  });

  it('refreshes on start when the token has already expired', async () => {
    const refresh = vi.fn(() => Promise.resolve(Date.now() + HOUR));
    const { scheduler } = setup(-1000, refresh);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('checks every 5 seconds and refreshes within 2 minutes of expiry, then shows the renewal for 2 seconds', async () => {
    // Prepare: just over 6 hours left, so no refresh on start
    const refresh = vi.fn(() => Promise.resolve(Date.now() + HOUR));
    const { scheduler, notices } = setup(SESSION_TIMING.refreshOnStartWithinMs + 1, refresh);
    // Act: the last check before the 2-minute mark finds 2 min + 1 ms left
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.refreshOnStartWithinMs - 2 * MINUTE);
    // Assess
    expect(refresh).not.toHaveBeenCalled();
    // Act: the next check, 5 s later
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.checkEveryMs);
    // Assess
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([{ kind: 'renewed' }]);
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.renewedToastMs - 1);
    expect(notices).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(notices).toEqual([{ kind: 'renewed' }, { kind: 'none' }]);
    scheduler.stop();
  });

  it('retries a failed refresh after 20 seconds and counts down from 60 seconds', async () => {
    // Prepare: 90 s left (refresh on start fails too)
    const refresh = vi.fn((): Promise<number> => {
      return Promise.reject(new Error('network'));
    });
    const { scheduler, notices } = setup(90_000, refresh);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Act + Assess: checks at 5, 10, 15 s skip (gap); 20 s retries
    await vi.advanceTimersByTimeAsync(15_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(notices).toEqual([]);
    // 30 s: 60 s left, the countdown starts
    await vi.advanceTimersByTimeAsync(10_000);
    expect(notices.at(-1)).toEqual({ kind: 'expiring', expiresAt: T0 + 90_000 });
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('replaces the countdown with the renewal once a retry succeeds', async () => {
    // Prepare: 55 s left; the first two attempts fail
    const refresh = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementation(() => Promise.resolve(Date.now() + HOUR));
    const { scheduler, notices } = setup(55_000, refresh);
    // Act
    await vi.advanceTimersByTimeAsync(5_000);
    expect(notices).toEqual([{ kind: 'expiring', expiresAt: T0 + 55_000 }]);
    await vi.advanceTimersByTimeAsync(35_000); // retries at 20 s (fails) and 40 s (succeeds)
    // Assess
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(notices.at(-1)).toEqual({ kind: 'renewed' });
    expect(scheduler.expiresAt()).toBe(T0 + 40_000 + HOUR);
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.renewedToastMs);
    expect(notices.at(-1)).toEqual({ kind: 'none' });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('takes a session renewed elsewhere: the countdown ends, the renewal shows, checks go on from the new expiry', async () => {
    // Prepare: 55 s left; refreshing here keeps failing
    const refresh = vi.fn((): Promise<number> => {
      return Promise.reject(new Error('network'));
    });
    const { scheduler, notices } = setup(55_000, refresh);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(notices.at(-1)).toEqual({ kind: 'expiring', expiresAt: T0 + 55_000 });
    const attempts = refresh.mock.calls.length;
    // Act
    scheduler.renewed(T0 + 5_000 + HOUR);
    // Assess
    expect(notices.at(-1)).toEqual({ kind: 'renewed' });
    expect(scheduler.expiresAt()).toBe(T0 + 5_000 + HOUR);
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.renewedToastMs);
    expect(notices.at(-1)).toEqual({ kind: 'none' });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(attempts);
    scheduler.stop();
  });

  it('stops checking once stopped', async () => {
    const refresh = vi.fn((): Promise<number> => {
      return Promise.reject(new Error('network'));
    });
    const { scheduler, notices } = setup(7 * HOUR, refresh);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(7 * HOUR);
    expect(refresh).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });
});
