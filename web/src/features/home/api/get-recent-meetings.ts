import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql/generated';
import { request } from '@/lib/graphql/client';
import { FEED_PAGE_SIZE, NO_FILTERS, nextPageParam, type FeedFilters } from '../utils/feed-pages';

const GetRecentMeetingsDocument = graphql(`
  query GetRecentMeetings(
    $page: Int!
    $limit: Int
    $beneficiaries: [String]
    $users: [String]
    $tags: [String]
    $questionnaires: [String]
  ) {
    recentMeetings(
      page: $page
      limit: $limit
      beneficiaries: $beneficiaries
      users: $users
      tags: $tags
      questionnaires: $questionnaires
    ) {
      page
      isMore
      meetings {
        id
        beneficiary
        user
        outcomeSetID
        outcomeSet {
          id
          name
        }
        date
        created
        incomplete
        notes
        tags
      }
    }
  }
`);

/** Spec 01 §7: one page (0-based, 12 records) of the organisation's records, newest first, filtered. */
export const getRecentMeetings = (page: number, filters: FeedFilters) =>
  request(GetRecentMeetingsDocument, {
    page,
    limit: FEED_PAGE_SIZE,
    beneficiaries: filters.beneficiaries.length ? filters.beneficiaries : null,
    users: filters.users.length ? filters.users : null,
    tags: filters.tags.length ? filters.tags : null,
    questionnaires: filters.questionnaires.length ? filters.questionnaires : null,
  }).then((data) => data.recentMeetings);

export type RecentMeetingsPage = Awaited<ReturnType<typeof getRecentMeetings>>;
export type FeedMeeting = RecentMeetingsPage['meetings'][number];

/** Spec 01 §7 Cache behaviour: other features refetch this key's first page after a record changes. */
export const RECENT_MEETINGS_KEY = 'recent-meetings';

/** The activity feed: pages follow one another while `isMore`. */
export const getRecentMeetingsInfiniteOptions = (filters: FeedFilters) =>
  infiniteQueryOptions({
    queryKey: [RECENT_MEETINGS_KEY, 'feed', filters],
    queryFn: ({ pageParam }) => getRecentMeetings(pageParam, filters),
    initialPageParam: 0,
    getNextPageParam: nextPageParam,
    // Records change on other pages (and by beneficiaries through links): coming home always refetches, in the
    // home route's loader; the page mounting just after it must not ask a second time.
    staleTime: 0,
    refetchOnMount: false,
  });

export const useRecentMeetingsFeed = (filters: FeedFilters) =>
  useInfiniteQuery(getRecentMeetingsInfiniteOptions(filters));

/**
 * The unfiltered first page, which tells the onboarding checklist how many records exist: the unfiltered feed's,
 * so that a first visit asks for it once.
 */
export const useFirstRecentMeetings = () =>
  useInfiniteQuery({ ...getRecentMeetingsInfiniteOptions(NO_FILTERS), select: (feed) => feed.pages[0] });
