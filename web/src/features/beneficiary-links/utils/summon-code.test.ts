import { describe, expect, it } from 'vitest';
import { decodeBase32, decodeSummonCode, encodeBase32, summonCodeFor } from './summon-code';

const ID = '3f2b1c4e-8a9d-4e2f-b6a1-0c9d8e7f6a5b';

describe('summon codes', () => {
  it('encodes base32 as RFC 4648 lowercase without padding', () => {
    expect(encodeBase32('foobar')).toBe('mzxw6ytboi');
    expect(encodeBase32('f')).toBe('my');
    expect(decodeBase32('MZXW6YTBOI')).toBe('foobar');
    expect(decodeBase32('ben-é1'.length ? encodeBase32('ben-é1') : '')).toBe('ben-é1');
    expect(decodeBase32('1!')).toBeNull();
  });

  it('finds the beneficiary in a 6-part code only', () => {
    // Prepare
    const code = summonCodeFor(ID, 'Client 7');
    // Act + Assess
    expect(decodeSummonCode(code)).toEqual({ namesBeneficiary: true, beneficiary: 'Client 7' });
    expect(decodeSummonCode(ID)).toEqual({ namesBeneficiary: false, beneficiary: null });
    expect(decodeSummonCode(`x1-${ID}`)).toEqual({ namesBeneficiary: true, beneficiary: null });
  });
});
