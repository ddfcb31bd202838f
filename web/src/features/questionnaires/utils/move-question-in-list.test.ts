import { describe, expect, it } from 'vitest';
import { moveQuestionInList } from './move-question-in-list';

const q = (id: string, archived = false) => ({ id, archived });

describe('moveQuestionInList', () => {
  it('moves among active questions and keeps archived ones in place', () => {
    // Prepare
    const questions = [q('a'), q('x', true), q('b'), q('c')];
    // Act
    const moved = moveQuestionInList(questions, 'c', 0);
    // Assess
    expect(moved.map((item) => item.id)).toEqual(['c', 'x', 'a', 'b']);
  });

  it('moves down by one', () => {
    expect(moveQuestionInList([q('a'), q('b'), q('c')], 'a', 1).map((item) => item.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it('leaves the list alone for an unknown id or an index out of range', () => {
    const questions = [q('a'), q('b')];
    expect(moveQuestionInList(questions, 'z', 0)).toEqual(questions);
    expect(moveQuestionInList(questions, 'a', 2)).toEqual(questions);
  });
});
