import { describe, expect, it } from 'vitest';
import { radarDrawing } from './radar-scale';

const dimensions = [
  { id: 'a', label: 'Mood' },
  { id: 'b', label: 'Sleep' },
  { id: 'c', label: 'Food' },
];

describe('radarDrawing', () => {
  it('puts the scale minimum at the centre of a 1–5 radar and keeps the true values', () => {
    // Prepare
    const series = [{ label: 'Initial', values: { a: 1, b: 3, c: 5 } }];
    // Act
    const drawing = radarDrawing(dimensions, series, 1, 5);
    // Assess
    expect(drawing.maxValue).toBe(4);
    expect(drawing.data).toEqual([
      { dimension: 'Mood', Initial: 0 },
      { dimension: 'Sleep', Initial: 2 },
      { dimension: 'Food', Initial: 4 },
    ]);
    expect(drawing.valueAt('Food', 'Initial')).toBe(5);
  });

  it('draws negative means of a −2..2 scale inside the middle, not past the centre', () => {
    // Prepare
    const series = [{ label: 'Latest', values: { a: -2, b: -0.5, c: 2 } }];
    // Act
    const drawing = radarDrawing(dimensions, series, -2, 2);
    // Assess
    expect(drawing.maxValue).toBe(4);
    expect(drawing.data.map((row) => row.Latest)).toEqual([0, 1.5, 4]);
    expect(drawing.valueAt('Sleep', 'Latest')).toBe(-0.5);
  });

  it('sits missing values at the centre but reports them as missing', () => {
    // Prepare
    const series = [{ label: 'R1', values: { a: 4, b: undefined, c: 2 } }];
    // Act
    const drawing = radarDrawing(dimensions, series, 1, 5);
    // Assess
    expect(drawing.data[1]).toEqual({ dimension: 'Sleep', R1: 0 });
    expect(drawing.valueAt('Sleep', 'R1')).toBeUndefined();
  });

  it('starts at 0 without a minimum, and puts the largest value at the rim without a maximum', () => {
    // Act
    const drawing = radarDrawing(dimensions, [{ label: 'X', values: { a: 2, b: 3, c: 4 } }]);
    // Assess
    expect(drawing.maxValue).toBe(4);
    expect(drawing.data[0]).toEqual({ dimension: 'Mood', X: 2 });
  });

  it('keeps a rim for values all at the centre', () => {
    // Act
    const drawing = radarDrawing(dimensions, [{ label: 'X', values: { a: 0, b: 0, c: 0 } }]);
    // Assess
    expect(drawing.maxValue).toBe(1);
  });

  it('finds axes by their cut label', () => {
    // Prepare
    const long = [{ id: 'l', label: 'x'.repeat(50) }, ...dimensions.slice(1)];
    // Act
    const drawing = radarDrawing(long, [{ label: 'S', values: { l: 3 } }], 1, 5);
    // Assess
    expect(drawing.valueAt(`${'x'.repeat(40)}...`, 'S')).toBe(3);
  });
});
