import { describe, expect, it } from 'vitest';
import {
  countTicks,
  defaultVisibleSeries,
  labelRoom,
  radarLayout,
  truncateLabel,
  uniqueLabels,
} from './chart-utils';

describe('chart helpers', () => {
  it('cuts labels at 40 characters plus "..."', () => {
    expect(truncateLabel('a'.repeat(40))).toBe('a'.repeat(40));
    expect(truncateLabel('b'.repeat(41))).toBe(`${'b'.repeat(40)}...`);
  });

  it('shows the latest three series by default', () => {
    expect(defaultVisibleSeries(['r1', 'r2', 'r3', 'r4', 'r5'])).toEqual(['r3', 'r4', 'r5']);
    expect(defaultVisibleSeries(['r1', 'r2'])).toEqual(['r1', 'r2']);
  });

  it('numbers repeated labels', () => {
    expect(uniqueLabels(['Mood', 'Sleep', 'Mood'])).toEqual(['Mood', 'Sleep', 'Mood (2)']);
  });

  it('gives whole-number ticks for counts and room for labels', () => {
    expect(countTicks(2)).toEqual([0, 1, 2]);
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(25)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(labelRoom(4)).toBe(48);
    expect(labelRoom(43)).toBe(220);
  });

  it('numbers a narrow radar so that the chart keeps most of the width, and names the axes of a wide one', () => {
    // Act
    const phone = radarLayout(290);
    const desktop = radarLayout(800);
    const unmeasured = radarLayout(undefined);
    // Assess
    expect(phone.compact).toBe(true);
    expect(phone.margin.left + phone.margin.right).toBeLessThan(290 / 4);
    expect(desktop).toEqual({ compact: false, margin: { top: 60, right: 110, bottom: 60, left: 110 } });
    expect(unmeasured.compact).toBe(false);
  });
});
