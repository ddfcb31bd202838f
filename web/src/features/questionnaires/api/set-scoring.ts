import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { Direction } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { useStoreQuestionnaire } from './edit-questionnaire';

const SetQuestionScoringDocument = graphql(`
  mutation SetQuestionScoring(
    $outcomeSetID: ID!
    $questionID: ID!
    $direction: Direction!
    $reliability: Float
  ) {
    SetQuestionScoring(
      outcomeSetID: $outcomeSetID
      questionID: $questionID
      direction: $direction
      reliability: $reliability
    ) {
      ...QuestionnaireFields
    }
  }
`);

const SetCategoryReliabilityDocument = graphql(`
  mutation SetCategoryReliability($outcomeSetID: ID!, $categoryID: ID!, $reliability: Float) {
    SetCategoryReliability(outcomeSetID: $outcomeSetID, categoryID: $categoryID, reliability: $reliability) {
      ...QuestionnaireFields
    }
  }
`);

export type ScoringInput = {
  id: string;
  target:
    { kind: 'question'; questionID: string; direction: Direction } | { kind: 'category'; categoryID: string };
  /** Cronbach's α, 0–1; null clears it. */
  reliability: number | null;
};

/** How a question or category counts in the Reliable Change report (docs/reports.md). */
export const setScoring = ({ id, target, reliability }: ScoringInput) =>
  target.kind === 'question'
    ? request(SetQuestionScoringDocument, {
        outcomeSetID: id,
        questionID: target.questionID,
        direction: target.direction,
        reliability,
      }).then((data) => data.SetQuestionScoring)
    : request(SetCategoryReliabilityDocument, {
        outcomeSetID: id,
        categoryID: target.categoryID,
        reliability,
      }).then((data) => data.SetCategoryReliability);

export const useSetScoring = () => {
  const store = useStoreQuestionnaire();
  return useMutation({ mutationFn: setScoring, onSuccess: store });
};
