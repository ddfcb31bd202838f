import { describe, expect, it } from 'vitest';
import { PATRON_SIZES, patronPrice } from './patron-prices';

describe('patronPrice', () => {
  it('gives the monthly base prices of spec 02 §9', () => {
    // Act
    const prices = PATRON_SIZES.map((size) => patronPrice(size.monthly, 'monthly').amount);
    // Assess
    expect(prices).toEqual(['5', '10', '20', '40', '100']);
  });

  it('bills yearly at 10% off, with the monthly equivalent', () => {
    // Act
    const prices = PATRON_SIZES.map((size) => patronPrice(size.monthly, 'yearly'));
    // Assess
    expect(prices.map((price) => price.amount)).toEqual(['54', '108', '216', '432', '1080']);
    expect(prices.map((price) => price.perMonth)).toEqual(['4.50', '9', '18', '36', '90']);
  });
});
