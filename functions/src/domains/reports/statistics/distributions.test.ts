import { describe, expect, it } from 'vitest';

import { normalCdf, regularizedBeta, studentTCdf, studentTQuantile } from './distributions.ts';

describe('studentTQuantile', () => {
  // Reference: scipy 1.17.1 `scipy.stats.t.ppf(0.975, df)`, computed once with python3 and pasted here.
  const scipy: [number, number][] = [
    [1, 12.706204736174694],
    [2, 4.302652729749462],
    [3, 3.1824463052837078],
    [4, 2.7764451051977934],
    [5, 2.5705818356363146],
    [9, 2.262157162798205],
    [10, 2.228138851986274],
    [24, 2.0638985616280245],
    [30, 2.0422724563012378],
    [100, 1.9839715185235518],
    [1000, 1.9623390808264083],
    [9999, 1.960201263621357],
    [99999, 1.9599877077718442],
  ];

  it.each(scipy)('t(0.975, %i) matches scipy', (df, expected) => {
    const actual = studentTQuantile(0.975, df);

    expect(actual).toBeCloseTo(expected, 9);
  });

  it('matches the printed table value of docs/reports.md (df 5: 2.571)', () => {
    expect(studentTQuantile(0.975, 5)).toBeCloseTo(2.571, 3);
  });

  it('is symmetric and inverts the CDF', () => {
    expect(studentTQuantile(0.025, 7)).toBeCloseTo(-studentTQuantile(0.975, 7), 12);
    expect(studentTCdf(studentTQuantile(0.9, 3), 3)).toBeCloseTo(0.9, 12);
    expect(studentTQuantile(0.5, 4)).toBe(0);
  });

  it('refuses probabilities outside (0, 1)', () => {
    expect(() => studentTQuantile(1, 3)).toThrow(RangeError);
    expect(() => studentTQuantile(0.5, 0)).toThrow(RangeError);
  });
});

describe('regularizedBeta and normalCdf', () => {
  it('agrees with closed forms', () => {
    // I_x(1, 1) = x; I_x(a, 1) = x^a.
    expect(regularizedBeta(0.3, 1, 1)).toBeCloseTo(0.3, 14);
    expect(regularizedBeta(0.6, 3, 1)).toBeCloseTo(0.216, 14);
    // t with 1 df is Cauchy: F(1) = 0.75.
    expect(studentTCdf(1, 1)).toBeCloseTo(0.75, 14);
  });

  it('gives the standard normal values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 15);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 13);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316301, 14);
    expect(normalCdf(5)).toBeCloseTo(0.9999997133484281, 14);
  });
});
