import { describe, expect, it } from 'vitest';

import type { Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';

import { withCatalogueKnowledge } from './catalogue-knowledge.ts';
import { phq9 } from './data/phq9.ts';

/** A PHQ-9 copy as imports made it before issue 33: no direction, α or measure. */
const oldCopy: Pick<Questionnaire, 'readOnly' | 'questions' | 'categories'> = {
  readOnly: true,
  questions: phq9.questions.map(({ direction: _direction, ...question }) => question),
  categories: phq9.categories.map(
    ({ reliability: _r, reliabilitySource: _s, measure: _m, ...category }) => category,
  ),
};

describe('withCatalogueKnowledge', () => {
  it('fills an old read-only PHQ-9 copy with lower-is-better, its α and the Talking Therapies measure', () => {
    const filled = withCatalogueKnowledge(oldCopy);

    expect(filled.questions.every((question) => question.direction === 'lower')).toBe(true);
    expect(filled.categories[0]).toMatchObject({ reliability: 0.89, measure: 'phq9' });
  });

  it('leaves an editable questionnaire alone, even with catalogue-like ids', () => {
    const editable = { ...oldCopy, readOnly: false };

    expect(withCatalogueKnowledge(editable)).toBe(editable);
  });
});
