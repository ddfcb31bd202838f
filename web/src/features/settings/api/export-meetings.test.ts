import { describe, expect, it } from 'vitest';
import { exportInputFromSearch } from './export-meetings';

describe('exportInputFromSearch', () => {
  it('reads tags as the JSON array report URLs write, keeping commas inside a tag', () => {
    // Prepare
    const search = new URLSearchParams({
      start: '2024-01-01T00:00:00Z',
      end: '2024-12-31T23:59:59Z',
      tags: JSON.stringify(['north', 'Smith, Jones', ' ']),
      or: 'true',
    });
    // Act
    const input = exportInputFromSearch('q1', search);
    // Assess
    expect(input).toEqual({
      questionnaire: 'q1',
      start: '2024-01-01T00:00:00Z',
      end: '2024-12-31T23:59:59Z',
      tags: ['north', 'Smith, Jones'],
      orTags: true,
    });
  });

  it('reads no tags from an empty array, a missing query or a value that is not a JSON array of strings', () => {
    // Act + Assess
    expect(exportInputFromSearch('q1', new URLSearchParams('tags=[]'))).toEqual({ questionnaire: 'q1' });
    expect(exportInputFromSearch('q1', new URLSearchParams(''))).toEqual({ questionnaire: 'q1' });
    expect(exportInputFromSearch('q1', new URLSearchParams('tags=north'))).toEqual({ questionnaire: 'q1' });
    expect(exportInputFromSearch('q1', new URLSearchParams('tags="north"'))).toEqual({ questionnaire: 'q1' });
    expect(exportInputFromSearch('q1', new URLSearchParams('tags=[1,"a"]')).tags).toEqual(['a']);
  });
});
