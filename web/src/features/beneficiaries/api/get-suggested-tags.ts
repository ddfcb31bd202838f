import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetBeneficiaryTagSuggestionsDocument = graphql(`
  query GetBeneficiaryTagSuggestions($beneficiary: String!) {
    suggestTags(beneficiary: $beneficiary)
  }
`);

export const getSuggestedTags = (beneficiary: string) =>
  request(GetBeneficiaryTagSuggestionsDocument, { beneficiary }).then((data) => data.suggestTags);

/** Tags to offer for a beneficiary: its own and its records' first, then the organisation's. */
export const getSuggestedTagsQueryOptions = (beneficiary: string) =>
  queryOptions({
    queryKey: ['tag-suggestions', 'beneficiary', beneficiary],
    queryFn: () => getSuggestedTags(beneficiary),
  });

export const useSuggestedTags = (beneficiary: string) => useQuery(getSuggestedTagsQueryOptions(beneficiary));
