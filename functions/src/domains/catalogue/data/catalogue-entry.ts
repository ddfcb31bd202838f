import type {
  Category,
  LikertQuestion,
  ScaleLabel,
} from '#domains/questionnaires/questionnaires.repository.ts';

/** One questionnaire of the catalogue: the published instrument, its licence and how to credit it. */
export type CatalogueEntry = {
  id: string;
  name: string;
  description: string;
  instructions?: string;
  /** The terms under which the instrument may be reproduced, with where they are published. */
  license: string;
  /** The credit the licence asks for. */
  attribution: string;
  questions: LikertQuestion[];
  categories: Category[];
};

type ItemInput = { id: string; question: string; short?: string; categoryID?: string };

/** Questions that share one scale, as instruments print them. */
export const likertItems = (
  items: ItemInput[],
  scale: { leftValue: number; rightValue: number; labels: ScaleLabel[] },
): LikertQuestion[] =>
  items.map(({ id, question, short, categoryID }) => ({
    id,
    question,
    ...(short ? { short } : {}),
    archived: false,
    ...(categoryID ? { categoryID } : {}),
    leftValue: scale.leftValue,
    rightValue: scale.rightValue,
    labels: scale.labels,
    noteRequired: false,
    noteDeactivated: false,
  }));
