import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { RecordSummaryFieldsFragment } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

/**
 * What the record view and edit pages need: the questionnaire's questions, the answers, dates, tags, notes.
 * @public Documents spread it by name and codegen reads it there; no module imports it (knip).
 */
export const RecordSummaryFields = graphql(`
  fragment RecordSummaryFields on Meeting {
    id
    beneficiary
    outcomeSetID
    date
    created
    incomplete
    notes
    tags
    benTags
    meetingTags
    outcomeSet {
      id
      name
      questions {
        id
        question
        archived
        ... on LikertScale {
          leftValue
          rightValue
          leftLabel
          rightLabel
          labels {
            value
            label
          }
        }
      }
    }
    answers {
      questionID
      notes
      ... on IntAnswer {
        answer
      }
    }
  }
`);

export type RecordSummary = RecordSummaryFieldsFragment;

const GetRecordDocument = graphql(`
  query GetRecord($id: String!) {
    meeting(id: $id) {
      ...RecordSummaryFields
    }
  }
`);

export const getRecord = (id: string) => request(GetRecordDocument, { id }).then((data) => data.meeting);

/** Under the single record's key (`['meetings', id]`), so every change to the record makes it stale. */
export const recordQueryKey = (id: string) => ['meetings', id, 'summary'] as const;

export const getRecordQueryOptions = (id: string) =>
  queryOptions({ queryKey: recordQueryKey(id), queryFn: () => getRecord(id) });

export const useRecord = (id: string) => useQuery(getRecordQueryOptions(id));
