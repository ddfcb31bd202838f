import { useSyncExternalStore } from 'react';
import { TOUR_NONE, tourReducer, type TourEvent, type TourState } from '../utils/tour';

/**
 * The one running tour, kept outside React so it outlives the page that started it: the tour walks the user
 * through other pages while the shell shows its panel.
 */
let state: TourState = TOUR_NONE;
/** Where focus goes back to when the tour ends. */
let returnFocus: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function dispatchTour(event: TourEvent): void {
  if (event.type === 'start' && state === TOUR_NONE) {
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  const next = tourReducer(state, event);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The element focused when the tour started, taken once. */
export function takeTourReturnFocus(): HTMLElement | null {
  const element = returnFocus;
  returnFocus = null;
  return element;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useTourState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => TOUR_NONE,
  );
