import { describe, expect, it } from 'vitest';
import type { RecordSource } from '../api/get-record-sources';
import { mergeTags, roundDays, validateNewRecord, type NewRecordValues } from './new-record-form';

const sources: RecordSource[] = [
  { kind: 'questionnaire', id: 'q1', name: 'Wellbeing', requiredTags: [] },
  {
    kind: 'sequence',
    id: 's1',
    name: 'Intake',
    requiredTags: [{ label: 'Site', options: ['North', 'South'] }],
  },
];
const values = (over: Partial<NewRecordValues> = {}): NewRecordValues => ({
  beneficiaryID: 'ben-1',
  source: 'questionnaire:q1',
  tags: [],
  conducted: '',
  required: [],
  daysToComplete: '100',
  ...over,
});

describe('new record form', () => {
  it('requires a beneficiary and a questionnaire, except the beneficiary for summon links', () => {
    expect(validateNewRecord(values({ beneficiaryID: ' ', source: '' }), { type: 'live', sources })).toEqual({
      beneficiaryID: 'validation.beneficiaryRequired',
      source: 'validation.questionnaireRequired',
    });
    expect(validateNewRecord(values({ beneficiaryID: '' }), { type: 'summon', sources })).toEqual({});
  });

  it('refuses a beneficiary ID over 100 characters, as the API does', () => {
    const check = (beneficiaryID: string) =>
      validateNewRecord(values({ beneficiaryID }), { type: 'live', sources }).beneficiaryID;
    expect(check(` ${'b'.repeat(100)} `)).toBeUndefined();
    expect(check('b'.repeat(101))).toBe('validation.beneficiaryTooLong');
  });

  it('requires a past date for data entry', () => {
    const now = Date.parse('2026-01-02T10:00');
    const check = (conducted: string) =>
      validateNewRecord(values({ conducted }), { type: 'historic', sources, now }).conducted;
    expect(check('')).toBe('validation.dateInPast');
    expect(check('2026-02-30T10:00')).toBe('validation.dateInPast');
    expect(check('2026-01-03T10:00')).toBe('validation.dateInPast');
    expect(check('2026-01-01T10:00')).toBeUndefined();
  });

  it('refuses a data entry date before 2000, as the API does', () => {
    const check = (conducted: string) =>
      validateNewRecord(values({ conducted }), { type: 'historic', sources }).conducted;
    expect(check('1999-12-30T10:00')).toBe('validation.dateTooEarly');
    expect(check('0050-06-01T10:00')).toBe('validation.dateTooEarly');
    expect(check('2000-01-02T00:00')).toBeUndefined();
  });

  it('requires every required tag, typed or chosen', () => {
    const ctx = { type: 'live' as const, sources };
    expect(validateNewRecord(values({ source: 'sequence:s1' }), ctx).required).toBe(
      'validation.requiredTags',
    );
    expect(validateNewRecord(values({ source: 'sequence:s1', tags: ['south'] }), ctx).required).toBe(
      'validation.requiredTags',
    );
    expect(validateNewRecord(values({ source: 'sequence:s1', required: ['North'] }), ctx)).toEqual({});
  });

  it('merges tags with required tags without duplicates', () => {
    const requiredTags = [{ label: 'Site', options: ['North'] }];
    expect(mergeTags({ tags: ['a', ' b', '', 'North'], required: ['North'] }, requiredTags)).toEqual([
      'a',
      'b',
      'North',
    ]);
  });

  it('keeps each required tag’s choice by position, so labels with "." or "[" work', () => {
    // Prepare
    const dotted: RecordSource = {
      kind: 'questionnaire',
      id: 'q2',
      name: 'Groups',
      requiredTags: [
        { label: 'Dept. code', options: ['D1', 'D2'] },
        { label: 'No. of sessions [max]', options: ['1', '2'] },
      ],
    };
    const ctx = { type: 'live' as const, sources: [dotted] };
    // Act
    const chosen = values({ source: 'questionnaire:q2', required: ['D2', '1'] });
    // Assess
    expect(validateNewRecord(chosen, ctx)).toEqual({});
    expect(mergeTags(chosen, dotted.requiredTags)).toEqual(['D2', '1']);
    expect(validateNewRecord(values({ source: 'questionnaire:q2', required: ['D2'] }), ctx).required).toBe(
      'validation.requiredTags',
    );
  });

  it('ignores a choice left over from another source that is not an option of the tag at its position', () => {
    const requiredTags = [{ label: 'Group', options: ['A'] }];
    expect(mergeTags({ tags: [], required: ['North', 'B'] }, requiredTags)).toEqual([]);
    expect(mergeTags({ tags: [], required: ['North'] }, [])).toEqual([]);
  });

  it('rounds the days to complete up, 100 by default, and refuses none, fewer or over 365', () => {
    expect(roundDays('2.1')).toBe(3);
    expect(roundDays('7')).toBe(7);
    expect(roundDays('')).toBe(100);
    expect(roundDays(2.5)).toBe(3);
    const check = (daysToComplete: string) =>
      validateNewRecord(values({ daysToComplete }), { type: 'remote', sources }).daysToComplete;
    expect(check('0')).toBe('validation.daysPositive');
    expect(check('abc')).toBe('validation.daysPositive');
    expect(check('0.5')).toBeUndefined();
    expect(check('365')).toBeUndefined();
    expect(check('364.5')).toBeUndefined();
    expect(check('365.5')).toBe('validation.daysTooMany');
    expect(check('3650')).toBe('validation.daysTooMany');
    expect(validateNewRecord(values({ daysToComplete: 2.5 }), { type: 'remote', sources })).toEqual({});
    expect(validateNewRecord(values({ daysToComplete: '0' }), { type: 'live', sources })).toEqual({});
  });
});
