import { describe, expect, it } from 'vitest';
import {
  axisAngle,
  bandLayout,
  linearScale,
  pointsAttribute,
  radarBox,
  radarLabel,
  radarPolygon,
  radarSlice,
  stackSegments,
} from './chart-geometry';

const centre = { x: 100, y: 100 };

describe('radar geometry', () => {
  it('starts the first axis straight up and turns the others clockwise, evenly', () => {
    // Act
    const angles = [0, 1, 2, 3].map((index) => axisAngle(index, 4));
    // Assess
    expect(angles).toEqual([-Math.PI / 2, 0, Math.PI / 2, Math.PI]);
  });

  it('puts a polygon of 4 axes on the axes, 0 at the centre and the maximum at the rim', () => {
    // Act
    const points = radarPolygon([4, 2, 0, 1], 4, centre, 50);
    // Assess
    expect(points).toEqual([
      { x: 100, y: 50 },
      { x: 125, y: 100 },
      { x: 100, y: 100 },
      { x: 87.5, y: 100 },
    ]);
    expect(pointsAttribute(points)).toBe('100,50 125,100 100,100 87.5,100');
  });

  it('places the corners of n axes on a regular polygon', () => {
    for (const count of [3, 5, 8, 12]) {
      // Act
      const points = radarPolygon(Array<number>(count).fill(1), 1, centre, 80);
      // Assess: all on the rim, neighbours the same chord apart
      const distances = points.map(({ x, y }) => Math.hypot(x - centre.x, y - centre.y));
      distances.forEach((distance) => expect(distance).toBeCloseTo(80, 1));
      const chord = 2 * 80 * Math.sin(Math.PI / count);
      points.forEach((point, index) => {
        const next = points[(index + 1) % count]!;
        expect(Math.hypot(next.x - point.x, next.y - point.y)).toBeCloseTo(chord, 1);
      });
    }
  });

  it('keeps values past the scale inside the rim and below 0 at the centre', () => {
    // Act
    const [over, under] = radarPolygon([9, -3, 0], 3, centre, 60);
    // Assess
    expect(over).toEqual({ x: 100, y: 40 });
    expect(under).toEqual(centre);
  });

  it('draws nothing out from the centre when the scale has no range', () => {
    expect(radarPolygon([0, 0, 0], 0, centre, 60)).toEqual([centre, centre, centre]);
  });

  it('fits the circle inside the box less its margin, centred in what is left', () => {
    // Act
    const box = radarBox(800, 420, { top: 60, right: 110, bottom: 60, left: 110 });
    // Assess
    expect(box).toEqual({ centre: { x: 400, y: 210 }, radius: 150 });
    expect(radarBox(50, 50, { top: 32, right: 32, bottom: 32, left: 32 }).radius).toBe(0);
  });

  it('anchors labels so that they run away from the chart', () => {
    // Act
    const labels = [0, 1, 2, 3].map((index) => radarLabel(index, 4, centre, 50));
    // Assess
    expect(labels).toEqual([
      { x: 100, y: 34, anchor: 'middle' },
      { x: 166, y: 100, anchor: 'start' },
      { x: 100, y: 166, anchor: 'middle' },
      { x: 34, y: 100, anchor: 'end' },
    ]);
  });

  it('cuts the slice of an axis half an axis either side of it', () => {
    // Act: the first of 4 axes, from up-left to up-right
    const path = radarSlice(0, 4, centre, 10);
    // Assess
    expect(path).toBe('M100,100 L92.93,92.93 A10,10 0 0 1 107.07,92.93 Z');
  });
});

describe('bar geometry', () => {
  it('spaces bands as a band scale with padding inside and at both ends', () => {
    // Act: 3 bands over 310 px with 10% padding: a step of 100, each band 90
    const bands = bandLayout(3, 310, 0.1);
    // Assess
    expect(bands.bandwidth).toBe(90);
    expect([0, 1, 2].map(bands.start)).toEqual([10, 110, 210]);
    expect(bands.start(2) + bands.bandwidth + 10).toBe(310);
  });

  it('scales values linearly and puts everything at 0 without a range', () => {
    expect(linearScale(4, 200)(1)).toBe(50);
    expect(linearScale(0, 200)(1)).toBe(0);
  });

  it('stacks segments end to end, a missing or negative count taking no room', () => {
    expect(stackSegments([2, 0, 3, -1])).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 2 },
      { start: 2, end: 5 },
      { start: 5, end: 5 },
    ]);
  });
});
