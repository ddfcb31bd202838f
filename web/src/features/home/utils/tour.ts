/** The tour's three tracks, in the order the onboarding checklist lists them. */
export type TourTrack = 'questionnaire' | 'record' | 'report';

/** Shell elements a stage points at; the layout marks them with `data-tour`. */
export type TourAnchor = 'questionnaires' | 'new-record' | 'beneficiary' | 'report';

export type TourStage = {
  /** `{track}-{step}`, also the stage's translation key. */
  id: string;
  track: TourTrack;
  step: number;
  anchor?: TourAnchor;
  /** The page the stage explains: the tour goes there, and arriving there moves the tour on to it. */
  path?: string;
  /** A 'What next?' panel ends its track, offering the next track (or, last of all, a report). */
  whatNext?: { nextTrack?: TourTrack };
};

const stage = (
  track: TourTrack,
  step: number,
  rest: Omit<TourStage, 'id' | 'track' | 'step'> = {},
): TourStage => ({
  id: `${track}-${step}`,
  track,
  step,
  ...rest,
});

/** Spec 01 §2: questionnaire 1-4, record 1-7, report 1-3, each track ending in a 'What next?' panel. */
export const TOUR_STAGES: readonly TourStage[] = [
  stage('questionnaire', 1, { anchor: 'questionnaires' }),
  stage('questionnaire', 2, { path: '/questions' }),
  stage('questionnaire', 3, { path: '/questions' }),
  stage('questionnaire', 4, { whatNext: { nextTrack: 'record' } }),
  stage('record', 1, { anchor: 'new-record' }),
  stage('record', 2, { path: '/record' }),
  stage('record', 3, { path: '/record' }),
  stage('record', 4, { path: '/record' }),
  stage('record', 5, { path: '/record' }),
  stage('record', 6, { anchor: 'beneficiary' }),
  stage('record', 7, { whatNext: { nextTrack: 'report' } }),
  stage('report', 1, { anchor: 'report' }),
  stage('report', 2, { anchor: 'report', path: '/report' }),
  stage('report', 3, { whatNext: {} }),
];

/** The tour's state: a stage id, or 'none' when no tour runs (spec 01 §4 Tour). */
export type TourState = string;
export const TOUR_NONE = 'none';

export type TourEvent =
  | { type: 'start'; track: TourTrack }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'cancel' }
  /** The location changed to `pathname`. */
  | { type: 'location'; pathname: string }
  /** The element the stage `id` points at left the page. */
  | { type: 'unmount'; id: string };

export const findStage = (state: TourState): TourStage | undefined =>
  TOUR_STAGES.find((candidate) => candidate.id === state);

export const trackStages = (track: TourTrack) => TOUR_STAGES.filter((candidate) => candidate.track === track);

/** The stage after `current` in its track; none after a 'What next?' panel. */
function following(current: TourStage): TourState {
  const stages = trackStages(current.track);
  return stages.find((candidate) => candidate.step === current.step + 1)?.id ?? TOUR_NONE;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Spec 01 §4 Tour: stages move on explicit click (next, back, a 'What next?' choice), on a location change to
 * the page of the next stage, or when the element of the current step unmounts; cancel ends the tour (none).
 */
export function tourReducer(state: TourState, event: TourEvent): TourState {
  if (event.type === 'cancel') return TOUR_NONE;
  if (event.type === 'start') return trackStages(event.track)[0]?.id ?? TOUR_NONE;
  const current = findStage(state);
  if (!current) return TOUR_NONE;
  switch (event.type) {
    case 'next':
      return following(current);
    case 'back':
      return current.step > 1 ? `${current.track}-${current.step - 1}` : state;
    case 'unmount':
      return event.id === current.id && !current.whatNext ? following(current) : state;
    case 'location': {
      if (current.path && samePath(current.path, event.pathname)) return state;
      const next = findStage(following(current));
      return next?.path && samePath(next.path, event.pathname) ? next.id : state;
    }
  }
}
