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
  required: {},
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
    expect(check('2026-01-03T10:00')).toBe('validation.dateInPast');
    expect(check('2026-01-01T10:00')).toBeUndefined();
  });

  it('requires every required tag, typed or chosen', () => {
    const ctx = { type: 'live' as const, sources };
    expect(validateNewRecord(values({ source: 'sequence:s1' }), ctx).required).toBe(
      'validation.requiredTags',
    );
    expect(validateNewRecord(values({ source: 'sequence:s1', tags: ['south'] }), ctx).required).toBe(
      'validation.requiredTags',
    );
    expect(validateNewRecord(values({ source: 'sequence:s1', required: { Site: 'North' } }), ctx)).toEqual(
      {},
    );
  });

  it('merges tags with required tags without duplicates', () => {
    expect(mergeTags({ tags: ['a', ' b', '', 'North'], required: { Site: 'North' } })).toEqual([
      'a',
      'b',
      'North',
    ]);
  });

  it('rounds the days to complete up, 100 by default, and refuses none, fewer or over 3650', () => {
    expect(roundDays('2.1')).toBe(3);
    expect(roundDays('7')).toBe(7);
    expect(roundDays('')).toBe(100);
    expect(roundDays(2.5)).toBe(3);
    const check = (daysToComplete: string) =>
      validateNewRecord(values({ daysToComplete }), { type: 'remote', sources }).daysToComplete;
    expect(check('0')).toBe('validation.daysPositive');
    expect(check('abc')).toBe('validation.daysPositive');
    expect(check('0.5')).toBeUndefined();
    expect(check('3650')).toBeUndefined();
    expect(check('3649.5')).toBeUndefined();
    expect(check('3651')).toBe('validation.daysTooMany');
    expect(validateNewRecord(values({ daysToComplete: 2.5 }), { type: 'remote', sources })).toEqual({});
    expect(validateNewRecord(values({ daysToComplete: '0' }), { type: 'live', sources })).toEqual({});
  });
});
