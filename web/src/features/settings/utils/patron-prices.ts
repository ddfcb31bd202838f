/** Spec 02 §9: the charity sizes (payment link index 0–4) and their monthly base prices in pounds. */
export const PATRON_SIZES = [
  { key: 'micro', monthly: 5 },
  { key: 'small', monthly: 10 },
  { key: 'medium', monthly: 20 },
  { key: 'large', monthly: 40 },
  { key: 'major', monthly: 100 },
] as const;

/** The yearly option gives 10% off (× 0.9). */
const YEARLY_DISCOUNT = 0.9;

/** Pounds, to at most 2 decimals: 5 → "5", 4.5 → "4.50". */
const pounds = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
};

/**
 * The price shown for a size: monthly, the base price a month; yearly, the price billed a year (12 months at
 * 10% off) and the same as a monthly equivalent.
 */
export const patronPrice = (monthly: number, period: 'monthly' | 'yearly') =>
  period === 'monthly'
    ? { amount: pounds(monthly), perMonth: pounds(monthly) }
    : { amount: pounds(monthly * 12 * YEARLY_DISCOUNT), perMonth: pounds(monthly * YEARLY_DISCOUNT) };
