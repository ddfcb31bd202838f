import { queryOptions } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetImportQuestionnaireDocument = graphql(`
  query GetImportQuestionnaire($id: String!) {
    outcomeset(id: $id) {
      id
      name
      questions {
        id
        question
        short
        archived
      }
    }
  }
`);

/** A questionnaire's questions, to match the file's columns to. */
export const getImportQuestionnaire = (id: string) =>
  request(GetImportQuestionnaireDocument, { id }).then((data) => data.outcomeset);

export const getImportQuestionnaireQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['questionnaires', id, 'import'], queryFn: () => getImportQuestionnaire(id) });
