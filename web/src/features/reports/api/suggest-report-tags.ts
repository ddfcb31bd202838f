import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const SuggestReportTagsDocument = graphql(`
  query SuggestReportTags($questionnaire: String!) {
    suggestQuestionnaireTags(questionnaire: $questionnaire)
  }
`);

/** Tags to offer on the report form: the questionnaire's recent records' tags first, then the organisation's. */
export const suggestReportTags = (questionnaire: string) =>
  request(SuggestReportTagsDocument, { questionnaire }).then((data) => data.suggestQuestionnaireTags);

export const suggestReportTagsQueryOptions = (questionnaire: string) =>
  queryOptions({
    queryKey: ['tags', 'questionnaire', questionnaire],
    queryFn: () => suggestReportTags(questionnaire),
  });

export const useSuggestedReportTags = (questionnaire: string) =>
  useQuery({ ...suggestReportTagsQueryOptions(questionnaire), enabled: !!questionnaire });
