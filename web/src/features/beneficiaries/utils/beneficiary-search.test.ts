import { describe, expect, it } from 'vitest';
import { confirmAction, matchBeneficiaries, offersCreate, recentBeneficiaries } from './beneficiary-search';

describe('beneficiary search', () => {
  it('suggests recent beneficiaries once each, most recent first, when nothing is typed', () => {
    // Prepare
    const recent = recentBeneficiaries([{ beneficiary: 'b2' }, { beneficiary: 'b1' }, { beneficiary: 'b2' }]);
    // Act
    const shown = matchBeneficiaries('  ', ['b1', 'b2', 'b3'], recent);
    // Assess
    expect(shown).toEqual(['b2', 'b1']);
  });

  it('filters existing beneficiaries case-insensitively, taking regex characters literally', () => {
    const existing = ['Alpha-1', 'alpha.2', 'alphax2', 'beta(1)', 'BETA'];
    expect(matchBeneficiaries('ALPHA', existing, [])).toEqual(['Alpha-1', 'alpha.2', 'alphax2']);
    expect(matchBeneficiaries('a.2', existing, [])).toEqual(['alpha.2']);
    expect(matchBeneficiaries('a(1', existing, [])).toEqual(['beta(1)']);
    expect(matchBeneficiaries('*', existing, [])).toEqual([]);
  });

  it('offers creating only a new, non-empty id', () => {
    expect(offersCreate('', ['a'])).toBe(false);
    expect(offersCreate('a', ['a'])).toBe(false);
    expect(offersCreate(' b ', ['a'])).toBe(true);
  });

  it('reads View for an existing beneficiary, Create for a new one, else Submit', () => {
    expect(confirmAction('a', ['a'])).toBe('view');
    expect(confirmAction('b', ['a'])).toBe('create');
    expect(confirmAction('', ['a'])).toBe('submit');
    expect(confirmAction('a', undefined)).toBe('submit');
  });
});
