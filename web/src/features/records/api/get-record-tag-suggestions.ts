import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetRecordTagSuggestionsDocument = graphql(`
  query GetRecordTagSuggestions($beneficiary: String!) {
    suggestTags(beneficiary: $beneficiary)
  }
`);

export const getRecordTagSuggestions = (beneficiary: string) =>
  request(GetRecordTagSuggestionsDocument, { beneficiary }).then((data) => data.suggestTags);

/** Tags to offer on a beneficiary's record: the beneficiary's and its records' first, then the organisation's. */
export const getRecordTagSuggestionsQueryOptions = (beneficiary: string) =>
  queryOptions({
    queryKey: ['tag-suggestions', 'beneficiary', beneficiary],
    queryFn: () => getRecordTagSuggestions(beneficiary),
  });

export const useRecordTagSuggestions = (beneficiary: string) =>
  useQuery(getRecordTagSuggestionsQueryOptions(beneficiary));
