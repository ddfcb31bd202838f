import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { SequenceFieldsFragment } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

/**
 * A sequence as the list and the editor show it.
 * @public Documents spread it by name and codegen reads it there; no module imports it (knip).
 */
export const SequenceFields = graphql(`
  fragment SequenceFields on Sequence {
    id
    name
    description
    destination
    questionnaires {
      id
      name
    }
  }
`);

export type Sequence = SequenceFieldsFragment;

const GetSequencesDocument = graphql(`
  query GetSequences {
    sequences {
      ...SequenceFields
    }
  }
`);

/** The organisation's sequences, sorted by name. */
export const getSequences = () => request(GetSequencesDocument).then((data) => data.sequences);

export const sequencesQueryKey = ['sequences'] as const;

export const getSequencesQueryOptions = () =>
  queryOptions({ queryKey: sequencesQueryKey, queryFn: getSequences });

export const useSequences = () => useQuery(getSequencesQueryOptions());
