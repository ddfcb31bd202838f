import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { CatalogueQuestionnaireFieldsFragment } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import { CATALOGUE_SOURCE, catalogueQueryKey } from './get-catalogue';

/**
 * Everything the catalogue page shows of one questionnaire.
 * @public Documents spread it by name and codegen reads it there; no module imports it (knip).
 */
export const CatalogueQuestionnaireFields = graphql(`
  fragment CatalogueQuestionnaireFields on CatalogueOutcomeSet {
    license
    attribution
    outcomeset {
      id
      name
      description
      instructions
      categories {
        id
        name
        description
        aggregation
      }
      questions {
        __typename
        id
        question
        description
        short
        archived
        categoryID
        ... on LikertScale {
          leftValue
          rightValue
          labels {
            value
            label
          }
        }
      }
    }
  }
`);

export type CatalogueQuestionnaire = CatalogueQuestionnaireFieldsFragment;

const GetCatalogueQuestionnaireDocument = graphql(`
  query GetCatalogueQuestionnaire($id: String!, $source: String!) {
    catalogueQuestionnaire(id: $id, source: $source) {
      ...CatalogueQuestionnaireFields
    }
  }
`);

/** Fails with `catalogue.notFound` for an id the catalogue does not have. */
export const getCatalogueQuestionnaire = (id: string) =>
  request(GetCatalogueQuestionnaireDocument, { id, source: CATALOGUE_SOURCE }).then(
    (data) => data.catalogueQuestionnaire,
  );

export const getCatalogueQuestionnaireQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...catalogueQueryKey, id],
    queryFn: () => getCatalogueQuestionnaire(id),
    staleTime: 60 * 60 * 1000,
  });

export const useCatalogueQuestionnaire = (id: string) => useQuery(getCatalogueQuestionnaireQueryOptions(id));
