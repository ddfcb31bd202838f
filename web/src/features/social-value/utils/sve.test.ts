import { describe, expect, it } from 'vitest';
import { deflatorValue, handOffUrl, percentOfRange } from './sve';

describe('social value calculator', () => {
  it('takes percentages of the range from its minimum (quirk Q3 not replicated)', () => {
    expect(percentOfRange(5, 1, 5)).toBe(100);
    expect(percentOfRange(1, 1, 5)).toBe(0);
    expect(percentOfRange(3, 1, 5)).toBe(50);
    expect(percentOfRange(2, 2, 2)).toBe(0);
  });

  it('divides by 100: dead weight from the initial value, drop-off and attribution from the latest', () => {
    // Prepare
    const question = { id: 'q', min: 1, max: 5, initial: 2, latest: 4 };
    // Act
    const values = {
      deadweight: deflatorValue(question, 'deadweight'),
      dropOff: deflatorValue(question, 'dropOff'),
      attribution: deflatorValue(question, 'attribution'),
    };
    // Assess
    expect(values).toEqual({ deadweight: 0.25, dropOff: 0.75, attribution: 0.75 });
    expect(handOffUrl({ ...values, attribution: 2 / 3 }, 'https://sve.example/import')).toBe(
      'https://sve.example/import?a=0.6667&dw=0.25&do=0.75',
    );
  });
});
