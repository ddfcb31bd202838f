import { describe, expect, it } from 'vitest';
import { moveEnd, reverseScale, scalePoints, setLabel } from './likert-scale';

describe('reverseScale', () => {
  it('swaps the ends and flips the labels', () => {
    // Prepare
    const scale = {
      leftValue: 1,
      rightValue: 5,
      labels: [
        { value: 1, label: 'Never' },
        { value: 2, label: 'Rarely' },
        { value: 5, label: 'Always' },
      ],
    };
    // Act
    const reversed = reverseScale(scale);
    // Assess
    expect(reversed).toEqual({
      leftValue: 5,
      rightValue: 1,
      labels: [
        { value: 5, label: 'Never' },
        { value: 4, label: 'Rarely' },
        { value: 1, label: 'Always' },
      ],
    });
    expect(reverseScale(reversed)).toEqual(scale);
  });

  it('handles scales through zero', () => {
    expect(reverseScale({ leftValue: -2, rightValue: 10, labels: [{ value: 0, label: 'Zero' }] })).toEqual({
      leftValue: 10,
      rightValue: -2,
      labels: [{ value: 8, label: 'Zero' }],
    });
  });
});

describe('scalePoints', () => {
  it('lists points left to right in either direction', () => {
    expect(scalePoints(1, 4)).toEqual([1, 2, 3, 4]);
    expect(scalePoints(3, 0)).toEqual([3, 2, 1, 0]);
  });
});

describe('moveEnd', () => {
  it("moves the end's label with the value and drops labels outside the scale", () => {
    // Prepare
    const scale = {
      leftValue: 1,
      rightValue: 5,
      labels: [
        { value: 1, label: 'Never' },
        { value: 4, label: 'Often' },
        { value: 5, label: 'Always' },
      ],
    };
    // Act
    const moved = moveEnd(scale, 'rightValue', 3);
    // Assess
    expect(moved).toEqual({
      leftValue: 1,
      rightValue: 3,
      labels: [
        { value: 1, label: 'Never' },
        { value: 3, label: 'Always' },
      ],
    });
  });

  it('lets the moved label win over one already on the new value', () => {
    const moved = moveEnd(
      {
        leftValue: 1,
        rightValue: 5,
        labels: [
          { value: 3, label: 'Middle' },
          { value: 5, label: 'Always' },
        ],
      },
      'rightValue',
      3,
    );
    expect(moved.labels).toEqual([{ value: 3, label: 'Always' }]);
  });
});

describe('setLabel', () => {
  it('sets, replaces and removes labels', () => {
    const labels = setLabel([{ value: 1, label: 'A' }], 3, 'C');
    expect(labels).toEqual([
      { value: 1, label: 'A' },
      { value: 3, label: 'C' },
    ]);
    expect(setLabel(labels, 1, 'B')).toEqual([
      { value: 1, label: 'B' },
      { value: 3, label: 'C' },
    ]);
    expect(setLabel(labels, 3, '')).toEqual([{ value: 1, label: 'A' }]);
  });
});
