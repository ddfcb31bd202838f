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
    expect(
      validateEditRecord({ date: '2024-03-01T11:00', tags: [], notes: '', beneficiary: 'b' }, now),
    ).toEqual({});
    expect(
      validateEditRecord({ date: '2024-03-01T13:00', tags: [], notes: '', beneficiary: ' ' }, now),
    ).toEqual({
      date: 'validation.dateInPast',
      beneficiary: 'validation.beneficiaryRequired',
    });
    expect(validateEditRecord({ date: '', tags: [], notes: '', beneficiary: 'b' }, now).date).toBe(
      'validation.dateInPast',
    );
  });

  it('refuses a beneficiary ID over 100 characters, as the API would', () => {
    const now = new Date(2024, 2, 1, 12, 0).getTime();
    const values = { date: '2024-03-01T11:00', tags: [], notes: '' };
    expect(validateEditRecord({ ...values, beneficiary: 'b'.repeat(100) }, now)).toEqual({});
    expect(validateEditRecord({ ...values, beneficiary: 'b'.repeat(101) }, now)).toEqual({
      beneficiary: 'validation.beneficiaryTooLong',
    });
  });

  it('refuses notes over 5000 characters, as the API would', () => {
    const now = new Date(2024, 2, 1, 12, 0).getTime();
    const values = { date: '2024-03-01T11:00', tags: [], beneficiary: 'b' };
    expect(validateEditRecord({ ...values, notes: 'n'.repeat(5000) }, now)).toEqual({});
    expect(validateEditRecord({ ...values, notes: 'n'.repeat(5001) }, now)).toEqual({
      notes: 'notes.tooLong',
    });
  });
});
