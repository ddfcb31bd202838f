import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { sequencesQueryKey } from './get-sequences';

const GetSequenceDocument = graphql(`
  query GetSequence($id: String!) {
    sequence(id: $id) {
      ...SequenceFields
    }
  }
`);

export const getSequence = (id: string) => request(GetSequenceDocument, { id }).then((data) => data.sequence);

export const sequenceQueryKey = (id: string) => [...sequencesQueryKey, id] as const;

export const getSequenceQueryOptions = (id: string) =>
  queryOptions({ queryKey: sequenceQueryKey(id), queryFn: () => getSequence(id) });

export const useSequence = (id: string) => useQuery(getSequenceQueryOptions(id));
