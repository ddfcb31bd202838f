import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetTagsDocument = graphql(`
  query GetTags {
    tags
  }
`);

export const getTags = () => request(GetTagsDocument).then((data) => data.tags);

/** Every tag of the organisation: offered before a questionnaire is chosen. */
export const getTagsQueryOptions = () =>
  queryOptions({ queryKey: ['tag-suggestions', 'all'], queryFn: getTags });

export const useTags = (enabled = true) => useQuery({ ...getTagsQueryOptions(), enabled });
