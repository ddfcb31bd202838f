import { afterEach, describe, expect, it } from 'vitest';
import {
  beneficiarySessionExpired,
  clearBeneficiarySession,
  finishedRecord,
  getBeneficiarySession,
  LINK_TOKEN_PREFIX,
  linkTokenPayload,
  parseLinkToken,
  rememberFinishedRecord,
  renewalDue,
  renewBeneficiarySession,
  saveBeneficiarySession,
} from './beneficiary-session';

const jwt = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

afterEach(() => sessionStorage.clear());

describe('beneficiary session', () => {
  it('reads the claims of a link token', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    expect(parseLinkToken(jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp }))).toMatchObject({
      beneficiary: 'ben-1',
      sequence: ['m1'],
      expiresAt: exp * 1000,
      isBeneficiary: true,
    });
    expect(parseLinkToken('nonsense')).toBeNull();
  });

  it('reads a link token as the API hands it out, prefix and all, and keeps it whole to send', () => {
    // Prepare: `ripple-link.` and an ES256 JWT, as `jwt(jti)` answers.
    const exp = Math.floor(Date.now() / 1000) + 60;
    const header = btoa(JSON.stringify({ alg: 'ES256' })).replace(/=+$/, '');
    const token = `${LINK_TOKEN_PREFIX}${header}.${jwt({ sub: 'ben-1', beneficiary: true, sequence: ['m1'], exp }).slice(2)}`;
    // Act
    saveBeneficiarySession(token);
    // Assess
    expect(linkTokenPayload(token)).toMatchObject({ sub: 'ben-1', sequence: ['m1'] });
    expect(getBeneficiarySession()).toMatchObject({
      token,
      beneficiary: 'ben-1',
      sequence: ['m1'],
      expiresAt: exp * 1000,
    });
    expect(linkTokenPayload(LINK_TOKEN_PREFIX)).toBeNull();
  });

  it('holds a valid beneficiary token until cleared, and drops an expired one', () => {
    // Prepare
    const valid = jwt({ sub: 'b', beneficiary: true, sequence: [], exp: Date.now() / 1000 + 60 });
    // Act
    saveBeneficiarySession(valid);
    // Assess
    expect(getBeneficiarySession()?.token).toBe(valid);
    clearBeneficiarySession();
    expect(getBeneficiarySession()).toBeNull();
    saveBeneficiarySession(jwt({ sub: 'b', beneficiary: true, exp: Date.now() / 1000 - 1 }));
    expect(getBeneficiarySession()).toBeNull();
  });

  it('remembers the records the link finished after the session ends', () => {
    // Prepare
    saveBeneficiarySession(
      jwt({ sub: 'b', beneficiary: true, sequence: ['m1', 'm2'], exp: Date.now() / 1000 + 60 }),
    );
    // Act
    rememberFinishedRecord('m1');
    rememberFinishedRecord('m1');
    clearBeneficiarySession();
    // Assess
    expect(finishedRecord('m1')).toBe(true);
    expect(finishedRecord('m2')).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('ripple.beneficiary.finished') ?? '')).toEqual(['m1']);
  });
});

describe('renewing the link token', () => {
  const token = (sub: string, minutes: number, beneficiary = true) =>
    jwt({ sub, beneficiary, sequence: ['m1'], exp: Math.floor(Date.now() / 1000) + minutes * 60 });

  it('is due only for a valid token with less than 30 minutes left', () => {
    const now = Date.now();
    const session = (minutes: number) => ({
      token: '',
      beneficiary: 'b',
      sequence: [],
      expiresAt: now + minutes * 60_000,
    });
    expect(renewalDue(session(90), now)).toBe(false);
    expect(renewalDue(session(31), now)).toBe(false);
    expect(renewalDue(session(29), now)).toBe(true);
    expect(renewalDue(session(-1), now)).toBe(false);
    expect(renewalDue({ ...session(0), expiresAt: 0 }, now)).toBe(false);
    expect(renewalDue(null, now)).toBe(false);
  });

  it("keeps a renewed token for the same beneficiary only, in the session's place", () => {
    // Prepare
    saveBeneficiarySession(token('ben-1', 10));
    // Act + Assess
    expect(renewBeneficiarySession(token('ben-2', 120))).toBe(false);
    expect(renewBeneficiarySession(token('ben-1', 120, false))).toBe(false);
    expect(renewBeneficiarySession('nonsense')).toBe(false);
    expect(getBeneficiarySession()?.beneficiary).toBe('ben-1');
    const renewed = token('ben-1', 120);
    expect(renewBeneficiarySession(renewed)).toBe(true);
    expect(getBeneficiarySession()?.token).toBe(renewed);
  });

  it('renews nothing without a session', () => {
    expect(renewBeneficiarySession(token('ben-1', 120))).toBe(false);
    expect(getBeneficiarySession()).toBeNull();
  });

  it('tells an expired session from none', () => {
    expect(beneficiarySessionExpired()).toBe(false);
    saveBeneficiarySession(token('ben-1', 10));
    expect(beneficiarySessionExpired()).toBe(false);
    saveBeneficiarySession(token('ben-1', -1));
    expect(beneficiarySessionExpired()).toBe(true);
  });
});
