import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';

const GetRecordSourcesDocument = graphql(`
  query GetRecordSources {
    outcomesets {
      id
      name
      requiredTags {
        label
        options
      }
    }
    sequences {
      id
      name
      requiredTags {
        label
        options
      }
    }
  }
`);

/** What a record can be started from: a questionnaire or a sequence. */
export type RecordSource = {
  kind: 'questionnaire' | 'sequence';
  id: string;
  name: string;
  requiredTags: { label: string; options: string[] }[];
};

export const getRecordSources = () =>
  request(GetRecordSourcesDocument).then((data): RecordSource[] => [
    ...data.outcomesets.map((q) => ({ kind: 'questionnaire' as const, ...q })),
    ...data.sequences.map((s) => ({ kind: 'sequence' as const, ...s })),
  ]);

export const getRecordSourcesQueryOptions = () =>
  queryOptions({ queryKey: ['record-sources'], queryFn: getRecordSources });

export const useRecordSources = () => useQuery(getRecordSourcesQueryOptions());
