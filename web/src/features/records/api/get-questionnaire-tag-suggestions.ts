import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetQuestionnaireTagSuggestionsDocument = graphql(`
  query GetQuestionnaireTagSuggestions($questionnaire: String!) {
    suggestQuestionnaireTags(questionnaire: $questionnaire)
  }
`);

export const getQuestionnaireTagSuggestions = (questionnaire: string) =>
  request(GetQuestionnaireTagSuggestionsDocument, { questionnaire }).then(
    (data) => data.suggestQuestionnaireTags,
  );

/** Tags to offer with a questionnaire: those of its latest records first, then the organisation's. */
export const getQuestionnaireTagSuggestionsQueryOptions = (questionnaire: string) =>
  queryOptions({
    queryKey: ['tag-suggestions', 'questionnaire', questionnaire],
    queryFn: () => getQuestionnaireTagSuggestions(questionnaire),
  });

export const useQuestionnaireTagSuggestions = (questionnaire: string | undefined) =>
  useQuery({ ...getQuestionnaireTagSuggestionsQueryOptions(questionnaire ?? ''), enabled: !!questionnaire });
