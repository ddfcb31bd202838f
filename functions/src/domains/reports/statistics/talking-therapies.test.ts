import { describe, expect, it } from 'vitest';

import { talkingTherapies } from './talking-therapies.ts';

describe('talkingTherapies', () => {
  it('PHQ-9: the worked example of docs/reports.md', () => {
    const pairs = [
      { initial: 18, latest: 8 }, // case, fell 10 → reliable improvement, recovery, reliable recovery
      { initial: 12, latest: 9 }, // case, fell 3 → recovery only
      { initial: 15, latest: 9 }, // case, fell 6 → all three
      { initial: 20, latest: 13 }, // case, fell 7, still a case → reliable improvement only
      { initial: 9, latest: 2 }, // not a case at the start: in no rate
      { initial: 10, latest: 10 }, // case at exactly 10, no change
    ];

    const result = talkingTherapies('phq9', pairs);

    expect(result).toEqual({
      measure: 'phq9',
      n: 6,
      casesAtStart: 5,
      reliableImprovement: 3,
      recovery: 3,
      reliableRecovery: 2,
    });
  });

  it('GAD-7: caseness at 8 and a reliable fall of 4', () => {
    const pairs = [
      { initial: 8, latest: 4 },
      { initial: 8, latest: 5 },
      { initial: 7, latest: 0 },
    ];

    const result = talkingTherapies('gad7', pairs);

    expect(result).toMatchObject({
      casesAtStart: 2,
      reliableImprovement: 1,
      recovery: 2,
      reliableRecovery: 1,
    });
  });
});
