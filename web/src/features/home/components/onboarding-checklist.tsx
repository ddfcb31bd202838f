import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFirstRecentMeetings } from '../api/get-recent-meetings';
import { useHomeContext } from '../api/get-home-context';
import {
  ONBOARDED_VALUE,
  ONBOARDING_STEPS,
  onboardingState,
  readOnboarded,
  storeOnboarded,
} from '../utils/onboarding';
import type { TourTrack } from '../utils/tour';
import styles from './home.module.css';

type OnboardingChecklistProps = {
  /** Starts the guided tour of a step. */
  onShowMe: (track: TourTrack) => void;
};

/**
 * Spec 01 §4 Onboarding checklist 'Welcome!': questionnaire, record and report steps; dismissible once a record
 * exists, gone for good above 8 records; the dismissal is kept in local storage ('onboarded' = 'v1').
 */
export function OnboardingChecklist({ onShowMe }: OnboardingChecklistProps) {
  const { t } = useTranslation('home');
  const meetings = useFirstRecentMeetings();
  const context = useHomeContext();
  const [stored, setStored] = useState(readOnboarded);
  const state =
    meetings.data && context.data
      ? onboardingState({
          meetingCount: meetings.data.meetings.length,
          moreMeetings: meetings.data.isMore,
          questionnaires: context.data.outcomesets,
          generatedReport: context.data.organisation.generatedReport,
          stored,
        })
      : null;

  const forceDismiss = !!state?.forceDismiss;
  // Above 8 records the checklist is hidden already; storing the dismissal keeps it away for good.
  useEffect(() => {
    if (forceDismiss && stored !== ONBOARDED_VALUE) storeOnboarded();
  }, [forceDismiss, stored]);

  if (!state?.visible) return null;

  const dismiss = () => {
    storeOnboarded();
    setStored(ONBOARDED_VALUE);
  };

  return (
    <section className={styles.checklist} aria-labelledby="checklist-title">
      <div className={styles.checklistHeader}>
        <h2 id="checklist-title">{t('checklist.title')}</h2>
        {state.canDismiss ? (
          <Button variant="secondary" onClick={dismiss} aria-label={t('checklist.dismissLabel')}>
            {t('checklist.dismiss')}
          </Button>
        ) : null}
      </div>
      <p>{t('checklist.intro')}</p>
      <ol className={styles.steps}>
        {ONBOARDING_STEPS.map((step, index) => {
          const done = state.done[step];
          const title = t(`checklist.steps.${step}.title`);
          return (
            <li key={step} className={[styles.step, done ? styles.stepDone : ''].join(' ')}>
              <span className={styles.stepMark} aria-hidden="true">
                {done ? '✓' : index + 1}
              </span>
              <div className={styles.stepBody}>
                <p className={styles.stepTitle}>
                  {title}
                  <span className="visually-hidden">
                    {' '}
                    ({done ? t('checklist.done') : t('checklist.toDo')})
                  </span>
                </p>
                <p className={styles.stepText}>{t(`checklist.steps.${step}.text`)}</p>
              </div>
              <Button
                variant="secondary"
                className={styles.showMe}
                onClick={() => onShowMe(step)}
                aria-label={t('checklist.showMeStep', { step: title })}
              >
                {t('checklist.showMe')}
              </Button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
