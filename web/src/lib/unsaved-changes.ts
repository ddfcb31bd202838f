import { useEffect, useSyncExternalStore } from 'react';

/**
 * Which mounted forms hold changes not saved yet. Forms say so with `useUnsavedChanges`; the staff shell's one
 * LeaveGuard asks before leaving while any do (React Router allows one blocker, a page may hold several forms).
 */
const unsaved = new Set<symbol>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Read when a navigation starts, so that a form saved a moment ago no longer holds it back. */
export const hasUnsavedChanges = (): boolean => unsaved.size > 0;

/** Registers the calling form's changes as unsaved while `when` holds and the form is mounted. */
export function useUnsavedChanges(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const form = Symbol('unsaved form');
    unsaved.add(form);
    notify();
    return () => {
      unsaved.delete(form);
      notify();
    };
  }, [when]);
}

/**
 * The user chose to leave the whole app without saving (switching organisation reloads it): the browser must
 * not ask again as the page unloads. The forms' own unregistering later finds nothing to remove.
 */
export function discardUnsavedChanges(): void {
  unsaved.clear();
  notify();
}

/** Whether any form holds unsaved changes, re-rendering as that changes. */
export const useHasUnsavedChanges = (): boolean =>
  useSyncExternalStore(subscribe, hasUnsavedChanges, () => false);

/** Navigation state of a form's own Cancel: the user chose to drop the changes, so nothing asks again. */
export const DISCARD_CHANGES = { discardChanges: true } as const;

export const discardsChanges = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { discardChanges?: unknown }).discardChanges === true;
