import { describe, expect, it } from 'vitest';
import { matchFilterOptions, sortOptions, stringOptions } from './filter-options';

const people = stringOptions(['Ada', 'Alan', 'Grace', 'Katherine']);

describe('matchFilterOptions', () => {
  it('matches names case-insensitively anywhere in the name', () => {
    // Act
    const result = matchFilterOptions(people, 'AL');
    // Assess
    expect(result).toEqual({ kind: 'matches', options: [{ id: 'Alan', name: 'Alan' }] });
  });

  it('treats the query as plain text, not a pattern', () => {
    // Prepare
    const options = stringOptions(['a.b', 'axb', 'c(d']);
    // Act + Assess
    expect(matchFilterOptions(options, 'a.b')).toEqual({
      kind: 'matches',
      options: [{ id: 'a.b', name: 'a.b' }],
    });
    expect(matchFilterOptions(options, 'c(')).toEqual({
      kind: 'matches',
      options: [{ id: 'c(d', name: 'c(d' }],
    });
  });

  it('leaves out what is already chosen', () => {
    expect(matchFilterOptions(people, 'a', ['Ada', 'Alan', 'Grace'])).toEqual({
      kind: 'matches',
      options: [{ id: 'Katherine', name: 'Katherine' }],
    });
  });

  it('shows up to 10 matches, and none once there are more', () => {
    // Prepare
    const ten = stringOptions(Array.from({ length: 10 }, (_, i) => `client-${i}`));
    const eleven = stringOptions(Array.from({ length: 11 }, (_, i) => `client-${i}`));
    // Act + Assess
    expect(matchFilterOptions(ten, 'client')).toMatchObject({ kind: 'matches' });
    expect(matchFilterOptions(eleven, 'CLIENT')).toEqual({ kind: 'tooMany', count: 11 });
  });

  it('reports the trimmed query when nothing matches', () => {
    expect(matchFilterOptions(people, ' zed ')).toEqual({ kind: 'none', query: 'zed' });
  });

  it('matches by name while choosing by id', () => {
    // Prepare
    const questionnaires = [
      { id: 'q1', name: 'Wellbeing' },
      { id: 'q2', name: 'Confidence' },
    ];
    // Act + Assess
    expect(matchFilterOptions(questionnaires, 'q1')).toEqual({ kind: 'none', query: 'q1' });
    expect(matchFilterOptions(questionnaires, 'well', ['q1'])).toEqual({ kind: 'none', query: 'well' });
  });
});

describe('sortOptions', () => {
  it('sorts by name ignoring case', () => {
    expect(sortOptions(stringOptions(['beta', 'Alpha', 'gamma'])).map((option) => option.name)).toEqual([
      'Alpha',
      'beta',
      'gamma',
    ]);
  });
});
