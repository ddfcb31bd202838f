import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Loader } from '@/components/ui/loader';
import { useHomeContext } from '../api/get-home-context';
import { NO_FILTERS, type FeedFilters as Filters } from '../utils/feed-pages';
import { ActivityFeed } from './activity-feed';
import { FeedFilters } from './feed-filters';
import { startTour } from './guided-tour';
import { OnboardingChecklist } from './onboarding-checklist';
import { PanelBoundary } from './panel-boundary';
import styles from './home.module.css';

/** Spec 01 §2 Home: the greeting, the onboarding checklist, and the filtered activity feed. */
export function HomePage({ heading, organisation }: { heading: string; organisation?: string }) {
  const { t } = useTranslation('home');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const context = useHomeContext();
  return (
    <>
      <div className={styles.header}>
        <div>
          <h1>{heading}</h1>
          {organisation ? (
            <p className={styles.organisation} data-testid="organisation-name">
              {organisation}
            </p>
          ) : null}
        </div>
        <Button variant="secondary" onClick={() => startTour('questionnaire')}>
          {t('takeTour')}
        </Button>
      </div>
      <PanelBoundary entity={t('checklist.entity')}>
        <OnboardingChecklist onShowMe={startTour} />
      </PanelBoundary>
      <section className={styles.section} aria-labelledby="feed-title">
        <h2 id="feed-title">{t('feed.title')}</h2>
        <PanelBoundary entity={t('filters.entity')}>
          <Loader loading={context.isPending} error={context.error} entity={t('filters.entity')}>
            {context.data ? (
              <FeedFilters context={context.data} filters={filters} onChange={setFilters} />
            ) : null}
          </Loader>
        </PanelBoundary>
        <PanelBoundary entity={t('feed.entity')}>
          <ActivityFeed filters={filters} />
        </PanelBoundary>
      </section>
    </>
  );
}
