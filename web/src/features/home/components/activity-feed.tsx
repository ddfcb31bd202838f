import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { useHomeContext } from '../api/get-home-context';
import { useRecentMeetingsFeed } from '../api/get-recent-meetings';
import { mergeMeetingPages, type FeedFilters } from '../utils/feed-pages';
import { MeetingCard } from './meeting-card';
import styles from './home.module.css';

/**
 * Spec 01 §2 Home: the organisation's recent records in a grid of 4/3/2/1 columns, 12 a page; the next page
 * loads when the end of the list scrolls into view, or with the Load more button (for keyboard users and
 * browsers without IntersectionObserver).
 */
export function ActivityFeed({ filters }: { filters: FeedFilters }) {
  const { t } = useTranslation('home');
  const feed = useRecentMeetingsFeed(filters);
  const context = useHomeContext();
  // The facilitator of each record by name; a user no longer listed shows as a former user, and nobody is named
  // until the users are known.
  const userNames = useMemo(
    () => new Map(context.data?.organisation.users.map((user) => [user.id, user.name])),
    [context.data],
  );
  const meetings = useMemo(() => mergeMeetingPages(feed.data?.pages ?? []), [feed.data]);
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;

  useEffect(() => {
    const element = end.current;
    if (!element || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // Observing again after each page also loads the next one when the end is still in view (a tall screen).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, meetings.length]);

  return (
    <Loader loading={feed.isPending} error={feed.error} entity={t('feed.entity')}>
      {meetings.length === 0 ? (
        <p className={styles.empty}>{t('feed.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-busy={isFetchingNextPage || undefined}>
          {meetings.map((meeting) => (
            <li key={meeting.id}>
              <MeetingCard
                meeting={meeting}
                userName={context.isSuccess ? (userNames.get(meeting.user) ?? null) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {isFetchingNextPage
          ? t('feed.loadingMore')
          : meetings.length
            ? t('feed.count', { count: meetings.length })
            : ''}
      </p>
      {isFetchNextPageError ? <Alert>{t('feed.loadMoreFailed')}</Alert> : null}
      {hasNextPage ? (
        <div ref={end} className={styles.more}>
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('feed.loadingMore') : t('feed.loadMore')}
          </Button>
        </div>
      ) : null}
    </Loader>
  );
}
