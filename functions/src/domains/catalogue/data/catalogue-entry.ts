import type {
  Category,
  Direction,
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

/** `direction: 'lower'` for items where a higher answer means worse (docs/reports.md, reliable change). */
type ItemInput = { id: string; question: string; short?: string; categoryID?: string; direction?: Direction };

/** Questions that share one scale, as instruments print them. */
export const likertItems = (
  items: ItemInput[],
  scale: { leftValue: number; rightValue: number; labels: ScaleLabel[] },
): LikertQuestion[] =>
  items.map(({ id, question, short, categoryID, direction }) => ({
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
    ...(direction === 'lower' ? { direction } : {}),
  }));
