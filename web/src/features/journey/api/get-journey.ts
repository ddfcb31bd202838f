import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import type { JourneyRecord } from '../utils/journey';

const GetJourneyDocument = graphql(`
  query GetJourney($beneficiary: String!) {
    meetings(beneficiary: $beneficiary) {
      id
      outcomeSetID
      date
      created
      outcomeSet {
        id
        name
        categories {
          id
          name
          aggregation
        }
        questions {
          id
          question
          short
          archived
          categoryID
          ... on LikertScale {
            leftValue
            rightValue
          }
        }
      }
      answers {
        questionID
        ... on IntAnswer {
          answer
        }
      }
      aggregates {
        category {
          categoryID
          value
        }
      }
    }
    incompleteMeetings(beneficiary: $beneficiary) {
      id
    }
  }
`);

export type Journey = { records: JourneyRecord[]; incomplete: number };

/** A beneficiary's complete records with their questionnaires, and how many are still incomplete. */
export const getJourney = (beneficiary: string): Promise<Journey> =>
  request(GetJourneyDocument, { beneficiary }).then((data) => ({
    records: data.meetings.map((meeting) => ({
      ...meeting,
      answers: meeting.answers.flatMap((answer) =>
        'answer' in answer && typeof answer.answer === 'number'
          ? [{ questionID: answer.questionID, answer: answer.answer }]
          : [],
      ),
    })),
    incomplete: data.incompleteMeetings.length,
  }));

export const getJourneyQueryOptions = (beneficiary: string) =>
  queryOptions({
    queryKey: ['beneficiary-meetings', beneficiary, 'journey'],
    queryFn: () => getJourney(beneficiary),
  });

export const useJourney = (beneficiary: string) => useQuery(getJourneyQueryOptions(beneficiary));
