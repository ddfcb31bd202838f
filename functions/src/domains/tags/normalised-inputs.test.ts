import { describe, expect, it } from 'vitest';

import { BeneficiaryId } from '#domains/beneficiaries/beneficiaries.service.ts';
import { TagFilter } from '#domains/reports/reports.service.ts';

import { TagList } from './tag-list.ts';

/** Every boundary that takes a beneficiary id or a tag normalises it the one way (`normaliseLabel`). */
describe('inputs naming a beneficiary or a tag', () => {
  it('normalise beneficiary ids, tags and report and export tag filters alike', () => {
    // Act
    const id = BeneficiaryId.parse('\u200BJose\u0301 ');
    const tags = TagList.parse(['Leeds\u200B', '\u202ELeeds', 'leeds', '\u2066\u2069']);
    const filter = TagFilter.parse(['Caf\u0065\u0301', '\uFEFFCaf\u00E9', null]);

    // Assess
    expect(id).toBe('Jos\u00E9');
    expect(tags).toEqual(['Leeds', 'leeds']);
    expect(filter).toEqual(['Caf\u00E9']);
  });
});
