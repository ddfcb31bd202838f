import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { QuestionnaireFieldsFragment } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

/**
 * Every field the editor shows; each questionnaire mutation answers with it to refresh the cache.
 * @public Documents spread it by name and codegen reads it there; no module imports it (knip).
 */
export const QuestionnaireFields = graphql(`
  fragment QuestionnaireFields on OutcomeSet {
    id
    name
    description
    instructions
    noteRequired
    notePrompt
    noteDeactivated
    readOnly
    inUse
    requiredTags {
      label
      options
    }
    categories {
      id
      name
      description
      aggregation
      reliability
      reliabilitySource
    }
    questions {
      id
      question
      description
      short
      archived
      categoryID
      ... on LikertScale {
        answered
        direction
        reliability
        reliabilitySource
        leftValue
        rightValue
        labels {
          value
          label
        }
        noteRequired
        notePrompt
        noteDeactivated
      }
    }
  }
`);

export type Questionnaire = QuestionnaireFieldsFragment;
export type Question = Questionnaire['questions'][number];

const GetQuestionnaireDocument = graphql(`
  query GetQuestionnaire($id: String!) {
    outcomeset(id: $id) {
      ...QuestionnaireFields
    }
  }
`);

export const getQuestionnaire = (id: string) =>
  request(GetQuestionnaireDocument, { id }).then((data) => data.outcomeset);

export const questionnaireQueryKey = (id: string) => ['questionnaires', id] as const;

export const getQuestionnaireQueryOptions = (id: string) =>
  queryOptions({ queryKey: questionnaireQueryKey(id), queryFn: () => getQuestionnaire(id) });

export const useQuestionnaire = (id: string) => useQuery(getQuestionnaireQueryOptions(id));
