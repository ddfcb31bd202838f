import { beforeEach, describe, expect, it } from 'vitest';
import { claimUsageSession, signInOf } from './usage-session';

const token = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

beforeEach(() => sessionStorage.clear());

describe('signInOf', () => {
  it('names a sign-in by its user and auth_time, which a refresh keeps', () => {
    // Prepare
    const signedIn = token({ sub: 'u1', auth_time: 100, iat: 100, exp: 3700 });
    const refreshed = token({ sub: 'u1', auth_time: 100, iat: 3000, exp: 6600 });
    // Act, Assess
    expect(signInOf(signedIn)).toBe('u1@100');
    expect(signInOf(refreshed)).toBe(signInOf(signedIn));
  });

  it('counts an unreadable token as one unknown sign-in', () => {
    expect(signInOf('not-a-jwt')).toBe('unknown');
    expect(signInOf(token({ sub: 'u1' }))).toBe('unknown');
  });
});

describe('claimUsageSession', () => {
  it('is true once per sign-in in this tab', () => {
    // Prepare
    const first = token({ sub: 'u1', auth_time: 100 });
    const again = token({ sub: 'u1', auth_time: 200 });
    // Act, Assess
    expect(claimUsageSession(first)).toBe(true);
    expect(claimUsageSession(first)).toBe(false);
    expect(claimUsageSession(again)).toBe(true);
    expect(claimUsageSession(again)).toBe(false);
  });

  it('starts afresh in another tab (its own session storage)', () => {
    // Prepare
    const signedIn = token({ sub: 'u1', auth_time: 100 });
    claimUsageSession(signedIn);
    // Act
    sessionStorage.clear();
    // Assess
    expect(claimUsageSession(signedIn)).toBe(true);
  });
});
