import { describe, expect, it } from 'vitest';
import { linePath, linearScale, monthTicks, nearestPoint, valueTicks } from './line-geometry';

describe('line geometry', () => {
  it('maps a domain onto pixels, and a single value to the middle', () => {
    expect(linearScale(1, 5, 200)(2)).toBe(50);
    expect(linearScale(3, 3, 200)(3)).toBe(100);
  });

  it('puts value ticks on round steps inside the domain', () => {
    expect(valueTicks(1, 5)).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(valueTicks(0, 30)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(valueTicks(-2, 2, 4)).toEqual([-2, -1, 0, 1, 2]);
    expect(valueTicks(0.1, 0.3, 2)).toEqual([0.1, 0.2, 0.3]);
    expect(valueTicks(4, 4)).toEqual([4]);
  });

  it('ticks local first-of-months, widening the step until at most four fit', () => {
    // Act
    const short = monthTicks(new Date(2024, 0, 1), new Date(2024, 4, 1));
    const long = monthTicks(new Date(2023, 1, 15), new Date(2024, 11, 31));
    // Assess
    expect(short).toEqual([new Date(2024, 0, 1), new Date(2024, 2, 1), new Date(2024, 4, 1)]);
    expect(long).toEqual([new Date(2023, 6, 1), new Date(2024, 0, 1), new Date(2024, 6, 1)]);
  });

  it('gives no month tick inside a span shorter than a month', () => {
    expect(monthTicks(new Date(2024, 0, 3), new Date(2024, 0, 20))).toEqual([]);
  });

  it('draws a path through points and finds the nearest one', () => {
    const points = [
      { x: 0, y: 10 },
      { x: 50, y: 0 },
    ];
    expect(linePath(points)).toBe('M0,10 L50,0');
    expect(nearestPoint(points, 40, 5)).toBe(1);
    expect(nearestPoint([], 40, 5)).toBeUndefined();
  });
});
