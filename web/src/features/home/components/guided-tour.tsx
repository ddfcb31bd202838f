import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { setShellOverlay } from '@/components/layout/shell-overlay';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';
import { dispatchTour, takeTourReturnFocus, useTourState } from '../hooks/use-tour';
import { findStage, trackStages, type TourStage, type TourTrack } from '../utils/tour';
import styles from './guided-tour.module.css';

type Box = { top: number; left: number; width: number; height: number };

const sameBox = (a: Box, b: Box) =>
  a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;

const findAnchor = (stage: TourStage) =>
  stage.anchor ? document.querySelector<HTMLElement>(`[data-tour="${stage.anchor}"]`) : null;

/** Where the anchor of the current stage is on screen; tells the tour when it leaves the page. */
function useAnchorBox(stage: TourStage | undefined): Box | null {
  const [found, setFound] = useState<{ id: string; box: Box } | null>(null);
  useEffect(() => {
    if (!stage?.anchor) return;
    let seen = false;
    findAnchor(stage)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const update = () => {
      const element = findAnchor(stage);
      if (!element) {
        setFound(null);
        // Spec 01 §4 Tour: a step whose element unmounts moves the tour on.
        if (seen) dispatchTour({ type: 'unmount', id: stage.id });
        return;
      }
      seen = true;
      const rect = element.getBoundingClientRect();
      const box = { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
      setFound((previous) =>
        previous?.id === stage.id && sameBox(previous.box, box) ? previous : { id: stage.id, box },
      );
    };
    update();
    const timer = window.setInterval(update, 250);
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [stage]);
  return stage?.anchor && found?.id === stage.id ? found.box : null;
}

const WIDE = '(min-width: 620px)';

/** Whether the screen is wide enough to place the panel beside its element (else it sits at the bottom). */
function useWide(): boolean {
  const [wide, setWide] = useState(() => !!window.matchMedia?.(WIDE).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/**
 * Spec 01 §2/§4 guided tour: a non-modal dialog beside the element it explains, moving on by click, by the
 * user going to the next stage's page, or when the element goes away. Escape or End the tour cancels it at
 * any time; focus moves into the panel at each stage and goes back where it was when the tour ends.
 */
export function GuidedTour() {
  const { t } = useTranslation('home');
  const state = useTourState();
  const stage = findStage(state);
  const location = useLocation();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const box = useAnchorBox(stage);
  const wide = useWide();
  const wasRunning = useRef(false);

  useEffect(() => {
    dispatchTour({ type: 'location', pathname: location.pathname });
  }, [location.pathname]);

  // A stage reached by a click takes the user to the page it explains.
  const stageId = stage?.id;
  const stagePath = stage?.path;
  useEffect(() => {
    if (stagePath && location.pathname.replace(/\/+$/, '') !== stagePath) void navigate(stagePath);
    // Only when the stage changes: the user may wander off the stage's page and come back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stageId]);

  useLayoutEffect(() => {
    if (stageId) {
      wasRunning.current = true;
      panel.current?.focus();
    } else if (wasRunning.current) {
      wasRunning.current = false;
      const back = takeTourReturnFocus();
      (back?.isConnected ? back : document.getElementById('main'))?.focus();
    }
  }, [stageId]);

  useEffect(() => {
    if (!stageId) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dispatchTour({ type: 'cancel' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [stageId]);

  if (!stage) return null;

  const count = trackStages(stage.track).length;
  const cancel = () => dispatchTour({ type: 'cancel' });
  const titleId = 'tour-title';
  const textId = 'tour-text';
  const placed =
    box && wide
      ? {
          top: Math.min(box.top + box.height + 12, window.innerHeight - 120),
          left: Math.max(8, Math.min(box.left + box.width / 2 - 176, window.innerWidth - 368)),
        }
      : null;

  return (
    <>
      {box ? (
        <div
          className={styles.ring}
          aria-hidden="true"
          style={{ top: box.top - 4, left: box.left - 4, width: box.width + 8, height: box.height + 8 }}
        />
      ) : null}
      <div
        ref={panel}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className={[styles.panel, placed ? styles.anchored : ''].join(' ')}
        style={placed ? { top: placed.top, left: placed.left } : undefined}
        data-stage={stage.id}
      >
        <div className={styles.top}>
          <p className={styles.progress}>
            {t('tour.label')} · {t('tour.progress', { step: stage.step, count })}
          </p>
          <button type="button" className={styles.close} onClick={cancel} aria-label={t('tour.close')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
              <path
                d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
                fill="currentColor"
              />
            </svg>
          </button>
        </div>
        <h2 id={titleId} className={styles.title}>
          {t(`tour.stages.${stage.id}.title` as 'tour.stages.questionnaire-1.title')}
        </h2>
        <div id={textId}>
          <p className={styles.text}>
            {t(`tour.stages.${stage.id}.text` as 'tour.stages.questionnaire-1.text')}
          </p>
          {stage.whatNext && !stage.whatNext.nextTrack ? (
            <p className={styles.text}>{t('tour.final', { email: SUPPORT_EMAIL })}</p>
          ) : null}
        </div>
        <div className={styles.buttons}>
          {stage.whatNext ? (
            <>
              <Button variant="secondary" onClick={cancel}>
                {t('tour.end')}
              </Button>
              {stage.whatNext.nextTrack ? (
                <Button
                  onClick={() =>
                    dispatchTour({ type: 'start', track: stage.whatNext?.nextTrack as TourTrack })
                  }
                >
                  {stage.whatNext.nextTrack === 'record' ? t('tour.showRecord') : t('tour.showReport')}
                </Button>
              ) : (
                <Link className={styles.linkButton} to={paths.report.getHref()} onClick={cancel}>
                  {t('tour.generateReport')}
                </Link>
              )}
            </>
          ) : (
            <>
              {stage.step > 1 ? (
                <Button variant="secondary" onClick={() => dispatchTour({ type: 'back' })}>
                  {t('tour.back')}
                </Button>
              ) : null}
              <Button onClick={() => dispatchTour({ type: 'next' })}>{t('tour.next')}</Button>
            </>
          )}
        </div>
      </div>
    </>
  );
}

const tour = <GuidedTour />;

/** Starts the guided tour at a track; the staff shell shows it on every page until it ends. */
export function startTour(track: TourTrack): void {
  setShellOverlay(tour);
  dispatchTour({ type: 'start', track });
}
