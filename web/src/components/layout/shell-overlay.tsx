import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * A slot the staff shell renders beside every page, for a panel that must outlive the page that opened it
 * (the guided tour walks the user from page to page). A feature puts its element in; the shell never needs
 * to know which feature it is.
 */
let overlay: ReactNode = null;
const listeners = new Set<() => void>();

export function setShellOverlay(node: ReactNode): void {
  if (node === overlay) return;
  overlay = node;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Renders whatever is in the slot. */
export function ShellOverlay() {
  return useSyncExternalStore(
    subscribe,
    () => overlay,
    () => null,
  );
}
