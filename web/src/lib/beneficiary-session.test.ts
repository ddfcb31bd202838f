import { afterEach, describe, expect, it } from 'vitest';
import {
  clearBeneficiarySession,
  finishedRecord,
  getBeneficiarySession,
  parseLinkToken,
  rememberFinishedRecord,
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
