import { describe, expect, it } from 'vitest';

import { SmallNumberThresholdInput, smallNumberThresholdOf } from './small-number-setting.ts';

describe('smallNumberThresholdOf', () => {
  it('is 5 for an organisation that never set it', () => {
    expect(smallNumberThresholdOf({})).toBe(5);
    expect(smallNumberThresholdOf(undefined)).toBe(5);
  });

  it("is the organisation's setting when set", () => {
    expect(smallNumberThresholdOf({ smallNumberThreshold: 10 })).toBe(10);
  });
});

describe('SmallNumberThresholdInput', () => {
  it('takes whole numbers from 1 to 50, and null or nothing', () => {
    for (const value of [1, 5, 50, null, undefined]) {
      expect(SmallNumberThresholdInput.safeParse(value).success).toBe(true);
    }
  });

  it('refuses fractions, numbers out of bounds and text', () => {
    for (const value of [0, 51, -3, 2.5, '5', Number.NaN]) {
      expect(SmallNumberThresholdInput.safeParse(value).success).toBe(false);
    }
  });
});
