import { describe, expect, it } from 'vitest';
import { noteMissing } from './required-note';

describe('noteMissing', () => {
  it('asks for a required note that is shown, and blank text is no note', () => {
    const required = { noteRequired: true, noteDeactivated: false };
    expect(noteMissing(required, '')).toBe(true);
    expect(noteMissing(required, '  ')).toBe(true);
    expect(noteMissing(required, null)).toBe(true);
    expect(noteMissing(required, 'Slept badly')).toBe(false);
  });

  it('asks for no note that is optional or switched off', () => {
    expect(noteMissing({ noteRequired: false, noteDeactivated: false }, '')).toBe(false);
    expect(noteMissing({ noteRequired: true, noteDeactivated: true }, '')).toBe(false);
  });
});
