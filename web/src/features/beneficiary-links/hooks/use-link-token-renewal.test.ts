import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENEWAL_CHECK_MS, useLinkTokenRenewal } from './use-link-token-renewal';
import { getBeneficiarySession, saveBeneficiarySession } from '@/lib/beneficiary-session';
import { stubApi } from '@/testing/stub-api';

const jwt = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const token = (minutes: number, sub = 'ben-1') =>
  jwt({ sub, beneficiary: true, sequence: ['m1'], exp: Math.floor(Date.now() / 1000) + minutes * 60 });
const refused = (errorType: string) => () => ({ data: null, errors: [{ errorType, message: errorType }] });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useLinkTokenRenewal', () => {
  it('renews a token with under 30 minutes left and keeps the new one', async () => {
    // Prepare
    saveBeneficiarySession(token(20));
    const renewed = token(120);
    const calls = stubApi({ RenewLinkToken: () => ({ data: { RenewLinkToken: renewed } }) });
    // Act
    const { result } = renderHook(() => useLinkTokenRenewal());
    // Assess
    await waitFor(() => expect(getBeneficiarySession()?.token).toBe(renewed));
    expect(calls).toHaveLength(1);
    expect(result.current).toBeNull();
  });

  it('leaves a fresh token alone until it is due, then renews it on the timer', async () => {
    // Prepare
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveBeneficiarySession(token(31));
    const renewed = token(120);
    const calls = stubApi({ RenewLinkToken: () => ({ data: { RenewLinkToken: renewed } }) });
    renderHook(() => useLinkTokenRenewal());
    expect(calls).toHaveLength(0);
    // Act: two minutes on, under 30 left
    await act(() => vi.advanceTimersByTimeAsync(2 * RENEWAL_CHECK_MS));
    // Assess
    await waitFor(() => expect(getBeneficiarySession()?.token).toBe(renewed));
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['link.expired', 'expired'],
    ['link.completed', 'completed'],
  ])('says the link has ended when renewal answers %s, and ends the session', async (code, problem) => {
    // Prepare
    saveBeneficiarySession(token(5));
    stubApi({ RenewLinkToken: refused(code) });
    // Act
    const { result } = renderHook(() => useLinkTokenRenewal());
    // Assess
    await waitFor(() => expect(result.current).toBe(problem));
    expect(getBeneficiarySession()).toBeNull();
  });

  it('tries again at the next check when the API could not be reached', async () => {
    // Prepare
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveBeneficiarySession(token(5));
    let answer: () => unknown = refused('internal');
    const calls = stubApi({ RenewLinkToken: () => answer() });
    const { result } = renderHook(() => useLinkTokenRenewal());
    await waitFor(() => expect(calls).toHaveLength(1));
    // Act
    const renewed = token(120);
    answer = () => ({ data: { RenewLinkToken: renewed } });
    await act(() => vi.advanceTimersByTimeAsync(RENEWAL_CHECK_MS));
    // Assess
    await waitFor(() => expect(getBeneficiarySession()?.token).toBe(renewed));
    expect(result.current).toBeNull();
  });

  it('says expired when the token ran out before it could be renewed (a phone left asleep)', async () => {
    // Prepare
    saveBeneficiarySession(token(-1));
    const calls = stubApi({});
    // Act
    const { result } = renderHook(() => useLinkTokenRenewal());
    // Assess
    await waitFor(() => expect(result.current).toBe('expired'));
    expect(calls).toHaveLength(0);
  });

  it('does nothing for staff (no link session)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({});
    const { result } = renderHook(() => useLinkTokenRenewal());
    await act(() => vi.advanceTimersByTimeAsync(3 * RENEWAL_CHECK_MS));
    expect(calls).toHaveLength(0);
    expect(result.current).toBeNull();
  });
});
