import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { AnsweringMeetingFieldsFragment } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';

/**
 * What the answering flow needs of a record: its questionnaire and the answers so far.
 * @public Documents spread it by name and codegen reads it there; no module imports it (knip).
 */
export const AnsweringMeetingFields = graphql(`
  fragment AnsweringMeetingFields on Meeting {
    id
    beneficiary
    incomplete
    notes
    date
    created
    outcomeSet {
      id
      name
      instructions
      noteRequired
      notePrompt
      noteDeactivated
      questions {
        id
        question
        description
        archived
        ... on LikertScale {
          leftValue
          rightValue
          labels {
            value
            label
          }
          noteRequired
          notePrompt
          noteDeactivated
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

export type AnsweringMeeting = AnsweringMeetingFieldsFragment;

const GetMeetingDocument = graphql(`
  query GetAnsweringMeeting($id: String!) {
    meeting(id: $id) {
      ...AnsweringMeetingFields
    }
  }
`);

export const getMeeting = (id: string) => request(GetMeetingDocument, { id }).then((data) => data.meeting);

export const meetingQueryKey = (id: string) => ['meetings', id] as const;

export const getMeetingQueryOptions = (id: string) =>
  queryOptions({ queryKey: meetingQueryKey(id), queryFn: () => getMeeting(id) });

/**
 * The record being answered, read when its page opens and then kept: the page's own saves update it, and a read on
 * reconnecting would only risk the working copy (a link's token may not read the record once it is complete, and
 * the token is gone after Thanks).
 */
export const useMeeting = (id: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...getMeetingQueryOptions(id),
    enabled,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
