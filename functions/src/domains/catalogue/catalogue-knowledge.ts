import type { Questionnaire } from '#domains/questionnaires/questionnaires.repository.ts';

import type { CatalogueEntry } from './data/catalogue-entry.ts';
import { gad7 } from './data/gad7.ts';
import { ons4 } from './data/ons4.ts';
import { phq9 } from './data/phq9.ts';
import { swls } from './data/swls.ts';
import { who5 } from './data/who5.ts';

const ENTRIES: readonly CatalogueEntry[] = [ons4, who5, swls, phq9, gad7];

/**
 * A read-only catalogue copy with the catalogue's directions, α and measures filled in where the copy has none:
 * copies imported before issue 33 were made without them and cannot be edited. Catalogue question and category ids
 * are kept by the import, so they identify the entry. Other questionnaires are returned as they are.
 */
export const withCatalogueKnowledge = <
  T extends Pick<Questionnaire, 'readOnly' | 'questions' | 'categories'>,
>(
  questionnaire: T,
): T => {
  if (!questionnaire.readOnly) return questionnaire;
  const entry = ENTRIES.find((each) =>
    each.questions.some((question) => questionnaire.questions.some(({ id }) => id === question.id)),
  );
  if (!entry) return questionnaire;
  return {
    ...questionnaire,
    questions: questionnaire.questions.map((question) => {
      const known = entry.questions.find(({ id }) => id === question.id);
      if (!known) return question;
      return {
        ...question,
        ...(question.direction === undefined && known.direction ? { direction: known.direction } : {}),
        ...(question.reliability === undefined && known.reliability !== undefined
          ? { reliability: known.reliability }
          : {}),
      };
    }),
    categories: questionnaire.categories.map((category) => {
      const known = entry.categories.find(({ id }) => id === category.id);
      if (!known) return category;
      return {
        ...category,
        ...(category.reliability === undefined && known.reliability !== undefined
          ? { reliability: known.reliability }
          : {}),
        ...(category.measure === undefined && known.measure ? { measure: known.measure } : {}),
      };
    }),
  };
};
