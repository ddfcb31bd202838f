import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { recordHref } from '@/lib/record-links';
import type { FeedMeeting } from '../api/get-recent-meetings';
import { meetingDate, truncateNotes } from '../utils/feed-pages';
import styles from './home.module.css';

type MeetingCardProps = {
  meeting: FeedMeeting;
  /**
   * The facilitator's name; null for a user the organisation no longer lists (a former user); undefined while
   * the organisation's users are not known, when the card names nobody rather than the wrong person.
   */
  userName: string | null | undefined;
};

/**
 * One record of the activity feed: the beneficiary (to their journey), the questionnaire, when and by whom,
 * notes cut at 100 characters, the tags, and the record itself (continued if incomplete, else viewed).
 */
export function MeetingCard({ meeting, userName }: MeetingCardProps) {
  const { t } = useTranslation('home');
  const date = meetingDate(meeting);
  const notes = truncateNotes(meeting.notes);
  const headingId = `meeting-${meeting.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        <Link to={paths.beneficiaryJourney.getHref(meeting.beneficiary)}>{meeting.beneficiary}</Link>
      </h3>
      <p className={styles.questionnaire}>{meeting.outcomeSet?.name ?? t('feed.questionnaireDeleted')}</p>
      <p className={styles.meta}>
        <time dateTime={date}>
          {t('feed.date', { date: new Date(date), formatParams: { date: { dateStyle: 'medium' } } })}
        </time>
        {userName !== undefined ? (
          <span>{t('feed.facilitator', { name: userName ?? t('feed.unknownUser') })}</span>
        ) : null}
      </p>
      {meeting.incomplete ? <p className={styles.badge}>{t('feed.incomplete')}</p> : null}
      {notes ? <p className={styles.notes}>{notes}</p> : null}
      {meeting.tags.length ? (
        <ul className={styles.tags} aria-label={t('feed.tags')}>
          {meeting.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <Link className={styles.cardAction} to={recordHref(meeting)} aria-describedby={headingId}>
        {meeting.incomplete ? t('feed.continue') : t('feed.view')}
      </Link>
    </article>
  );
}
