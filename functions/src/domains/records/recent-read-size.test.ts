import { describe, expect, it } from 'vitest';

import { RECENT_READ_SIZE, recentReadSize } from './recent-read-size.ts';

describe('recentReadSize', () => {
  it('reads only the items still wanted when nothing is filtered', () => {
    // Prepare
    const stillWanted = 13;
    // Act
    const size = recentReadSize(false, stillWanted);
    // Assess
    expect(size).toBe(13);
  });

  it('caps an unfiltered read at the usual size for deep pages', () => {
    // Prepare
    const stillWanted = 10_001;
    // Act
    const size = recentReadSize(false, stillWanted);
    // Assess
    expect(size).toBe(RECENT_READ_SIZE);
  });

  it('reads the full size when filtered, since the limit counts items before the filter', () => {
    // Prepare
    const stillWanted = 13;
    // Act
    const size = recentReadSize(true, stillWanted);
    // Assess
    expect(size).toBe(RECENT_READ_SIZE);
  });
});
