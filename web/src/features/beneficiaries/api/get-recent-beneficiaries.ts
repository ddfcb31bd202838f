import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { RECENT_PAGE_SIZE, recentBeneficiaries } from '../utils/beneficiary-search';

const GetRecentBeneficiariesDocument = graphql(`
  query GetRecentBeneficiaries($limit: Int) {
    recentMeetings(page: 0, limit: $limit) {
      meetings {
        id
        beneficiary
      }
    }
  }
`);

/** Beneficiaries of the first page of recent records, most recent first, for the selector's suggestions. */
export const getRecentBeneficiaries = () =>
  request(GetRecentBeneficiariesDocument, { limit: RECENT_PAGE_SIZE }).then((data) =>
    recentBeneficiaries(data.recentMeetings.meetings),
  );

export const getRecentBeneficiariesQueryOptions = () =>
  queryOptions({
    queryKey: ['recent-meetings', 0, RECENT_PAGE_SIZE, 'beneficiaries'],
    queryFn: getRecentBeneficiaries,
  });

export const useRecentBeneficiaries = () => useQuery(getRecentBeneficiariesQueryOptions());
