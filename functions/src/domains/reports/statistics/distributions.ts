/**
 * The two distributions the reliable-change report needs: the standard normal and Student's t. Written here rather
 * than taken from a library because none is installed and the figures need only these few functions
 * (docs/decisions.md, "Statistics without a dependency").
 */

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; relative error below 1e-15). */
export const logGamma = (x: number): number => {
  const coefficients = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = coefficients[0]!;
  for (let index = 1; index < 9; index++) sum += coefficients[index]! / (shifted + index);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
};

/** The continued fraction of the incomplete beta function (modified Lentz; Numerical Recipes §6.4). */
const betaContinuedFraction = (a: number, b: number, x: number): number => {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let result = d;
  for (let m = 1; m <= 300; m++) {
    const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    d = 1 + even * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + even / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    result *= d * c;
    const odd = -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 + odd * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + odd / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    result *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return result;
};

/** The regularized incomplete beta function I_x(a, b). */
export const regularizedBeta = (x: number, a: number, b: number): number => {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // The fraction converges fast only below (a + 1) / (a + b + 2); above it, use the symmetry I_x(a,b) = 1 − I_{1−x}(b,a).
  return x < (a + 1) / (a + b + 2)
    ? (front * betaContinuedFraction(a, b, x)) / a
    : 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
};

/** P(T ≤ t) for Student's t with `df` degrees of freedom. */
export const studentTCdf = (t: number, df: number): number => {
  const tail = 0.5 * regularizedBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
};

/**
 * The p-quantile of Student's t with `df` degrees of freedom, 0 < p < 1: the CDF inverted by bisection, which
 * always converges because the CDF is monotone; 200 halvings reach the limits of double precision.
 */
export const studentTQuantile = (p: number, df: number): number => {
  if (!(p > 0 && p < 1) || !(df > 0)) throw new RangeError('studentTQuantile: 0 < p < 1 and df > 0');
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  let low = 0;
  let high = 1;
  while (studentTCdf(high, df) < p) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-14 * high; step++) {
    const middle = (low + high) / 2;
    if (studentTCdf(middle, df) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

/** erfc(x): the Taylor series of erf below 2 and the continued fraction of erfc above, both to about 1e-15. */
export const erfc = (x: number): number => {
  if (x < 0) return 2 - erfc(-x);
  if (x < 2) {
    // erf(x) = 2/√π · Σ (−1)^n x^(2n+1) / (n! (2n+1))
    let term = x;
    let sum = x;
    for (let n = 1; n < 100; n++) {
      term *= (-x * x) / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-17 * Math.abs(sum)) break;
    }
    return 1 - (2 / Math.sqrt(Math.PI)) * sum;
  }
  // erfc(x) = e^(−x²)/√π · 1/(x + ½/(x + 1/(x + 3/2/(x + …)))), evaluated from the tail up.
  let fraction = x;
  for (let k = 60; k >= 1; k--) fraction = x + k / 2 / fraction;
  return Math.exp(-x * x) / (Math.sqrt(Math.PI) * fraction);
};

/** P(Z ≤ z) for the standard normal. */
export const normalCdf = (z: number): number => 0.5 * erfc(-z / Math.SQRT2);
