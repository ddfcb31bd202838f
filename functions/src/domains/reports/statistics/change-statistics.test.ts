import { describe, expect, it } from 'vitest';

import {
  classifyChange,
  meanChange,
  reliableChangeThreshold,
  sampleSd,
  suppressCount,
  tooFew,
  wilcoxonSignedRank,
} from './change-statistics.ts';

// The worked example of docs/reports.md ("Reliable change"): six beneficiaries, r = 0.8.
const initial = [4, 6, 5, 3, 7, 5];
const latest = [7, 6, 8, 4, 6, 9];
const changes = latest.map((value, index) => value - initial[index]!);

describe('the worked example of docs/reports.md, by hand', () => {
  it('SD₁ is √2', () => {
    expect(sampleSd(initial)).toBeCloseTo(Math.SQRT2, 12);
  });

  it('the threshold is 1.96 × √2 × √0.4 = 1.753', () => {
    expect(reliableChangeThreshold(Math.SQRT2, 0.8)).toBeCloseTo(1.753, 3);
  });

  it('three improved, three no reliable change, none deteriorated', () => {
    const threshold = reliableChangeThreshold(Math.SQRT2, 0.8);

    const classes = initial.map((value, index) => classifyChange(value, latest[index]!, threshold, 'higher'));

    expect(classes).toEqual(['improved', 'unchanged', 'improved', 'unchanged', 'unchanged', 'improved']);
  });

  it('mean change 1.667, 95% CI −0.397 to 3.730, d_z 0.848', () => {
    const result = meanChange(changes);

    expect(result.mean).toBeCloseTo(1.667, 3);
    expect(result.ciLow).toBeCloseTo(-0.397, 3);
    expect(result.ciHigh).toBeCloseTo(3.73, 3);
    expect(result.effectSize).toBeCloseTo(0.848, 3);
  });

  it('Wilcoxon W+ 13.5, exact p = 6/32 = 0.1875', () => {
    const result = wilcoxonSignedRank(changes);

    expect(result).toEqual({ n: 5, wPlus: 13.5, p: 0.1875, method: 'exact' });
  });
});

describe('against scipy 1.17.1 (computed once with python3, pasted here)', () => {
  it('mean change and CI: numpy std(ddof=1) and stats.t.ppf', () => {
    const result = meanChange(changes);

    expect(result.sd).toBeCloseTo(1.96638416050035, 12);
    expect(result.ciLow).toBeCloseTo(-0.396926953089346, 10);
    expect(result.ciHigh).toBeCloseTo(3.7302602864226797, 10);
    expect(result.effectSize).toBeCloseTo(0.847579379526013, 12);
  });

  it('exact p without ties: stats.wilcoxon(method="exact") = 0.275390625', () => {
    const result = wilcoxonSignedRank([1.5, -0.5, 2.5, 3.5, -4.5, 6, 7.25, 8, 9, -10]);

    expect(result.p).toBeCloseTo(0.275390625, 14);
    expect(result.wPlus).toBe(39);
  });

  it('exact p with ties and a zero: brute force over all 2^17 sign patterns = 0.246002197265625', () => {
    const result = wilcoxonSignedRank([-3, -1, 3, -4, 1, 4, 1, -2, -2, 4, 1, -1, -4, -3, 0, -2, -2, -2]);

    expect(result.p).toBeCloseTo(0.246002197265625, 14);
    expect(result.wPlus).toBe(52);
  });

  it('normal approximation above 25 (ties, zeros): stats.wilcoxon(correction=True, method="approx")', () => {
    const sample = [
      4, 0, 0, 2, 4, 5, -1, -1, 1, 2, -1, 0, 5, 3, 4, 1, 0, -2, 3, 1, 0, -1, 1, -3, -3, -2, 4, 0, -2, -3, 5,
      3, -2, 4, 2, -3, -2, 1, 3, 0,
    ];

    const result = wilcoxonSignedRank(sample);

    expect(result.method).toBe('normal');
    expect(result.p).toBeCloseTo(0.05550750874105671, 12);
  });
});

describe('edge cases', () => {
  it('sampleSd needs two values', () => {
    expect(sampleSd([3])).toBeUndefined();
  });

  it('lower is better turns a fall into an improvement', () => {
    expect(classifyChange(20, 12, 5, 'lower')).toBe('improved');
    expect(classifyChange(12, 20, 5, 'lower')).toBe('deteriorated');
    expect(classifyChange(12, 15, 5, 'lower')).toBe('unchanged');
  });

  it('a change exactly at the threshold is reliable', () => {
    expect(classifyChange(0.1, 0.4, 0.3, 'higher')).toBe('improved');
  });

  it('a zero threshold counts no change as reliable but any change as reliable', () => {
    expect(classifyChange(3, 3, 0, 'higher')).toBe('unchanged');
    expect(classifyChange(3, 4, 0, 'higher')).toBe('improved');
  });

  it('mean change of one value has no interval; identical changes no effect size', () => {
    expect(meanChange([2])).toMatchObject({ n: 1, mean: 2, ciLow: undefined, effectSize: undefined });
    expect(meanChange([2, 2, 2])).toMatchObject({ ciLow: 2, ciHigh: 2, effectSize: undefined });
  });

  it('Wilcoxon of only zeros has no p', () => {
    expect(wilcoxonSignedRank([0, 0])).toEqual({ n: 0, wPlus: 0, p: undefined, method: undefined });
  });

  it('exact at 25, normal at 26', () => {
    const values = Array.from({ length: 26 }, (_, index) => (index % 3 === 0 ? -1 : 1) * (index + 1));

    expect(wilcoxonSignedRank(values.slice(0, 25)).method).toBe('exact');
    expect(wilcoxonSignedRank(values).method).toBe('normal');
  });

  it('small numbers: under the threshold is too few and a count is withheld', () => {
    expect(tooFew(4)).toBe(true);
    expect(tooFew(5)).toBe(false);
    expect(tooFew(9, 10)).toBe(true);
    expect(suppressCount(4)).toBeNull();
    expect(suppressCount(0)).toBeNull();
    expect(suppressCount(5)).toBe(5);
  });
});
