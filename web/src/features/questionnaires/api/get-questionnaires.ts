import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetQuestionnairesDocument = graphql(`
  query GetQuestionnaires {
    outcomesets {
      id
      name
      description
      readOnly
      questions {
        id
        archived
      }
    }
  }
`);

/** The organisation's questionnaires, sorted by name. */
export const getQuestionnaires = () => request(GetQuestionnairesDocument).then((data) => data.outcomesets);

export const getQuestionnairesQueryOptions = () =>
  queryOptions({ queryKey: ['questionnaires'], queryFn: getQuestionnaires });

export const useQuestionnaires = () => useQuery(getQuestionnairesQueryOptions());

/** Spec 01 §2: nothing can be recorded until some questionnaire has a question that is not archived. */
export const hasUsableQuestionnaire = (questionnaires: { questions: { archived: boolean }[] }[]) =>
  questionnaires.some((questionnaire) => questionnaire.questions.some((question) => !question.archived));
