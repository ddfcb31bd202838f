import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import type { GetReliableChangeQuery } from '@/lib/graphql/generated/graphql';
import { request } from '@/lib/graphql/client';
import type { ReportInput } from './get-report';

const GetReliableChangeDocument = graphql(`
  query GetReliableChange(
    $questionnaire: String!
    $start: String!
    $end: String!
    $tags: [String]
    $openStart: Boolean
    $orTags: Boolean
    $minRequiredRecords: Int
    $forSharing: Boolean
  ) {
    reliableChange(
      questionnaire: $questionnaire
      start: $start
      end: $end
      tags: $tags
      openStart: $openStart
      orTags: $orTags
      minRequiredRecords: $minRequiredRecords
      forSharing: $forSharing
    ) {
      smallNumberThreshold
      forSharing
      questions {
        ...ChangeStatisticsFields
      }
      categories {
        ...ChangeStatisticsFields
      }
    }
  }

  fragment ChangeStatisticsFields on ChangeStatistics {
    id
    direction
    notes
    n
    tooFew
    meanChange
    ciLow
    ciHigh
    effectSize
    wilcoxonP
    wilcoxonMethod
    reliability
    sdInitial
    threshold
    improved {
      count
      rate
    }
    unchanged {
      count
      rate
    }
    deteriorated {
      count
      rate
    }
    beneficiaries {
      id
      initial
      latest
      change
      class
    }
    talkingTherapies {
      measure
      casesAtStart
      reliableImprovement {
        count
        rate
      }
      recovery {
        count
        rate
      }
      reliableRecovery {
        count
        rate
      }
    }
  }
`);

export type ReliableChangeData = GetReliableChangeQuery['reliableChange'];
export type ChangeFigures = ReliableChangeData['questions'][number];

/** docs/reports.md "Reliable change": the figures over the beneficiaries of the same report. */
export const useReliableChange = ({
  enabled,
  ...input
}: ReportInput & { forSharing: boolean; enabled: boolean }) =>
  useQuery({
    queryKey: ['reliableChange', input],
    queryFn: () => request(GetReliableChangeDocument, input).then((data) => data.reliableChange),
    staleTime: 0,
    gcTime: 60_000,
    enabled,
  });
