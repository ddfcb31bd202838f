import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/generated';
import { graphqlResponse } from '@/testing/graphql-response';
import { SessionKeeper } from './session-keeper';
import * as auth from '@/testing/auth-mock';
import { fromAnotherTab, UnsavedForm } from '@/testing/tab-messages';

vi.mock('@/lib/auth', () => import('@/testing/auth-mock'));

const T0 = Date.UTC(2025, 0, 1, 12);
const HOUR = 3_600_000;

const SelfDocument = graphql(`
  query SessionKeeperTestSelf {
    self {
      id
    }
  }
`);

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function renderKeeper({ unsaved = false } = {}) {
  const leave = vi.fn();
  render(
    <>
      {unsaved ? <UnsavedForm /> : null}
      <SessionKeeper leave={leave} />
    </>,
  );
  return leave;
}

/** Another tab of this browser says so (through the storage the tabs share). */
const anotherTab = (kind: 'signedIn' | 'signedOut') => act(() => fromAnotherTab({ kind }));

/** A request of the page refused for want of a session, as the API answers an anonymous staff request. */
async function aRefusedRequest() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        graphqlResponse({ data: null, errors: [{ errorType: 'Unauthorized', message: 'Not Authorized' }] }),
      ),
    ),
  );
  await act(() => request(SelfDocument).catch(() => undefined));
  await advance(0);
}

const status = () => screen.getByRole('status');

beforeEach(() => {
  auth.getSession.mockReset();
  auth.refreshSession.mockReset();
  auth.signOutUser.mockClear();
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('SessionKeeper', () => {
  it('counts down, then shows the renewal for 2 seconds', async () => {
    // Prepare: 58 s left; refreshing fails until the third attempt
    auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: T0 + 58_000 });
    auth.refreshSession
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementation(() => Promise.resolve({ idToken: 't2', expiresAt: Date.now() + HOUR }));
    // Act
    renderKeeper();
    await advance(5_000);
    // Assess
    expect(status().textContent).toContain(
      'Your session will expire in 53 seconds, you will need to log in again',
    );
    await advance(3_000);
    expect(status().textContent).toContain('Your session will expire in 50 seconds');
    // Act: the retry at 40 s succeeds
    await advance(32_000);
    // Assess
    expect(status().textContent).toBe('Successfully refreshed your session');
    await advance(2_000);
    expect(status().textContent).toBe('');
  });

  it('announces the countdown once: the seconds are hidden from screen readers, the sentence read stays', async () => {
    // Prepare
    auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: T0 + 58_000 });
    auth.refreshSession.mockRejectedValue(new Error('network'));
    renderKeeper();
    await advance(5_000);
    const spoken = () =>
      [...status().querySelectorAll('p *')]
        .filter((element) => !element.closest('[aria-hidden="true"]'))
        .map((element) => element.textContent)
        .join(' ');
    const first = spoken();
    // Act
    await advance(3_000);
    // Assess
    expect(first).toBe('Your session will expire in less than a minute, you will need to log in again');
    expect(spoken()).toBe(first);
    expect(screen.getByText(/expire in 50 seconds/).getAttribute('aria-hidden')).toBe('true');
  });

  it('stays silent while the session is far from expiry', async () => {
    auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: T0 + 7 * HOUR });
    renderKeeper();
    await advance(60_000);
    expect(status().textContent).toBe('');
    expect(auth.refreshSession).not.toHaveBeenCalled();
  });

  describe('Log in on the countdown', () => {
    beforeEach(() => {
      auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: T0 + 58_000 });
    });

    it('renews the session when refreshing now works, staying on the page', async () => {
      // Prepare
      auth.refreshSession
        .mockRejectedValueOnce(new Error('network'))
        .mockResolvedValue({ idToken: 't2', expiresAt: T0 + HOUR });
      const leave = renderKeeper();
      await advance(5_000);
      // Act
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await advance(0);
      // Assess
      expect(status().textContent).toBe('Successfully refreshed your session');
      expect(leave).not.toHaveBeenCalled();
      expect(auth.signOutUser).not.toHaveBeenCalled();
    });

    it('goes to the login page, to come back here, when refreshing fails and nothing is unsaved', async () => {
      // Prepare
      auth.refreshSession.mockRejectedValue(new Error('network'));
      const leave = renderKeeper();
      await advance(5_000);
      // Act
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await advance(0);
      // Assess
      expect(auth.signOutUser).toHaveBeenCalled();
      expect(leave).toHaveBeenCalledWith('/login?redirect=%2F');
    });

    it('keeps the page with unsaved changes, offering to log in in a new tab, and takes the new session', async () => {
      // Prepare
      auth.refreshSession.mockRejectedValue(new Error('network'));
      const leave = renderKeeper({ unsaved: true });
      await advance(5_000);
      // Act
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await advance(0);
      // Assess
      expect(leave).not.toHaveBeenCalled();
      expect(auth.signOutUser).not.toHaveBeenCalled();
      expect(status().textContent).toContain(
        'Your session could not be renewed. What you typed on this page is kept: log in again in a new tab',
      );
      const link = screen.getByRole('link', { name: 'Log in in a new tab' });
      expect(link.getAttribute('href')).toBe('/login');
      expect(link.getAttribute('target')).toBe('_blank');
      // Act: the user logs in in the new tab
      auth.getSession.mockResolvedValue({ idToken: 't3', expiresAt: Date.now() + HOUR });
      anotherTab('signedIn');
      await advance(0);
      // Assess
      expect(status().textContent).toBe('Successfully refreshed your session');
      await advance(60_000);
      expect(status().textContent).toBe('');
    });
  });

  describe('a session that is gone', () => {
    beforeEach(() => {
      auth.getSession.mockResolvedValue({ idToken: 't', expiresAt: T0 + HOUR });
      auth.refreshSession.mockResolvedValue({ idToken: 't', expiresAt: T0 + HOUR });
    });

    it('is recognised from a request refused for want of one, and the page’s changes are said to be kept', async () => {
      // Prepare
      renderKeeper({ unsaved: true });
      await advance(0);
      auth.getSession.mockResolvedValue(null);
      // Act
      await aRefusedRequest();
      // Assess
      expect(status().textContent).toContain('You have been logged out. What you typed on this page is kept');
      expect(screen.getByRole('link', { name: 'Log in in a new tab' })).toBeTruthy();
    });

    it('is recognised when another tab logs out; without unsaved changes, Log in goes to the login page', async () => {
      // Prepare
      const leave = renderKeeper();
      await advance(0);
      auth.getSession.mockResolvedValue(null);
      // Act
      anotherTab('signedOut');
      await advance(0);
      // Assess
      expect(status().textContent).toContain('You have been logged out.');
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
      await advance(0);
      expect(leave).toHaveBeenCalledWith('/login?redirect=%2F');
    });

    it('is not claimed while a session is still there', async () => {
      // Prepare
      renderKeeper({ unsaved: true });
      await advance(0);
      // Act
      await aRefusedRequest();
      // Assess
      expect(status().textContent).toBe('');
    });

    it('comes back when the tab gets the focus again after logging in elsewhere', async () => {
      // Prepare
      renderKeeper({ unsaved: true });
      await advance(0);
      auth.getSession.mockResolvedValue(null);
      await aRefusedRequest();
      expect(status().textContent).toContain('You have been logged out.');
      // Act
      auth.getSession.mockResolvedValue({ idToken: 't2', expiresAt: Date.now() + HOUR });
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      await advance(0);
      // Assess
      expect(status().textContent).toBe('Successfully refreshed your session');
    });
  });
});
