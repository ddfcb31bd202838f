import { describe, expect, it } from 'vitest';
import {
  editRecordValues,
  hasRecordChanges,
  recordChanges,
  toIso,
  toLocalInput,
  validateEditRecord,
} from './edit-record';

const record = {
  date: null,
  created: new Date(2024, 2, 1, 9, 30).toISOString(),
  meetingTags: ['a'],
  notes: null,
  beneficiary: 'b1',
};

describe('edit record', () => {
  it('starts from the record date, else when it was created', () => {
    expect(editRecordValues(record)).toEqual({
      date: '2024-03-01T09:30',
      tags: ['a'],
      required: [],
      notes: '',
      beneficiary: 'b1',
    });
    expect(editRecordValues({ ...record, date: new Date(2023, 0, 2, 3, 4).toISOString() }).date).toBe(
      '2023-01-02T03:04',
    );
  });

  it('converts between local inputs and ISO date-times', () => {
    const iso = toIso('2024-03-01T09:30');
    expect(toLocalInput(iso)).toBe('2024-03-01T09:30');
    expect(() => toIso('x')).toThrow(RangeError);
  });

  it('saves only what changed', () => {
    // Prepare
    const initial = editRecordValues(record);
    // Act
    const none = recordChanges(initial, { ...initial, tags: ['a'], notes: ' ' });
    const all = recordChanges(initial, {
      date: '2024-02-01T10:00',
      tags: ['b'],
      required: [],
      notes: ' Went well ',
      beneficiary: ' b2 ',
    });
    // Assess
    expect(none).toEqual({});
    expect(hasRecordChanges(initial, { ...initial, notes: ' ' })).toBe(false);
    expect(hasRecordChanges(initial, { ...initial, date: '' })).toBe(true);
    expect(all).toEqual({
      conducted: toIso('2024-02-01T10:00'),
      tags: ['b'],
      notes: 'Went well',
      beneficiary: 'b2',
    });
  });

  it('needs a past date and a beneficiary', () => {
    const now = new Date(2024, 2, 1, 12, 0).getTime();
    const values = { tags: [], required: [], notes: '' };
    expect(validateEditRecord({ ...values, date: '2024-03-01T11:00', beneficiary: 'b' }, { now })).toEqual(
      {},
    );
    expect(validateEditRecord({ ...values, date: '2024-03-01T13:00', beneficiary: ' ' }, { now })).toEqual({
      date: 'validation.dateInPast',
      beneficiary: 'validation.beneficiaryRequired',
    });
    expect(validateEditRecord({ ...values, date: '', beneficiary: 'b' }, { now }).date).toBe(
      'validation.dateInPast',
    );
  });

  it('refuses a date before 2000, as the API does', () => {
    const values = { tags: [], required: [], notes: '', beneficiary: 'b' };
    expect(validateEditRecord({ ...values, date: '1999-12-30T23:00' }).date).toBe('validation.dateTooEarly');
    expect(validateEditRecord({ ...values, date: '2000-01-02T00:00' }).date).toBeUndefined();
  });

  it('moves a required tag’s option from the free tags to its dropdown and saves both as the record’s tags', () => {
    // Prepare
    const requiredTags = [
      { label: 'Dept. code', options: ['D1', 'D2'] },
      { label: 'Site', options: ['North'] },
    ];
    const initial = editRecordValues({ ...record, meetingTags: ['a', 'D2'] }, requiredTags);
    // Act
    const changes = recordChanges(initial, { ...initial, required: ['D1', 'North'] });
    // Assess
    expect(initial).toMatchObject({ tags: ['a'], required: ['D2', ''] });
    expect(changes).toEqual({ tags: ['a', 'D1', 'North'] });
    expect(recordChanges(initial, { ...initial, tags: ['a', 'D2'], required: ['D2', ''] })).toEqual({});
  });

  it('checks changed tags against the required tags, counting the beneficiary’s', () => {
    // Prepare
    const requiredTags = [{ label: 'Site', options: ['North', 'South'] }];
    const initial = editRecordValues({ ...record, meetingTags: ['North'] }, requiredTags);
    const context = { requiredTags, initial };
    // Act
    const cleared = { ...initial, required: [''] };
    // Assess
    expect(validateEditRecord(cleared, context).required).toBe('validation.requiredTags');
    expect(validateEditRecord(cleared, { ...context, benTags: ['South'] }).required).toBeUndefined();
    expect(validateEditRecord({ ...cleared, tags: ['South'] }, context).required).toBeUndefined();
    // A record saved without the tag can still have its notes changed: only saved tags are checked.
    const lacking = editRecordValues(record, requiredTags);
    expect(validateEditRecord({ ...lacking, notes: 'x' }, { requiredTags, initial: lacking })).toEqual({});
  });

  it('refuses a beneficiary ID over 100 characters, as the API would', () => {
    const now = new Date(2024, 2, 1, 12, 0).getTime();
    const values = { date: '2024-03-01T11:00', tags: [], required: [], notes: '' };
    expect(validateEditRecord({ ...values, beneficiary: 'b'.repeat(100) }, { now })).toEqual({});
    expect(validateEditRecord({ ...values, beneficiary: 'b'.repeat(101) }, { now })).toEqual({
      beneficiary: 'validation.beneficiaryTooLong',
    });
  });

  it('refuses notes over 5000 characters, as the API would', () => {
    const now = new Date(2024, 2, 1, 12, 0).getTime();
    const values = { date: '2024-03-01T11:00', tags: [], required: [], beneficiary: 'b' };
    expect(validateEditRecord({ ...values, notes: 'n'.repeat(5000) }, { now })).toEqual({});
    expect(validateEditRecord({ ...values, notes: 'n'.repeat(5001) }, { now })).toEqual({
      notes: 'notes.tooLong',
    });
  });
});
