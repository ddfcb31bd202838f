/**
 * What one tab of the app tells the others of the same browser: the user signed in or out, or switched
 * organisation. Sent through a localStorage key, whose `storage` event reaches every other tab of the origin (not
 * the sender), in every browser we support; BroadcastChannel is missing from older Safari, and Node's crosses the
 * test runner's worker threads.
 */
export type TabMessage =
  { kind: 'signedIn' } | { kind: 'signedOut' } | { kind: 'organisationChanged'; orgId: string };

/** The localStorage key the messages go through. */
export const TAB_MESSAGE_KEY = 'ripple.tabMessage';

/**
 * Another tab's message, checked by hand: this module is on the login page's path, which stays free of zod. An
 * unknown or broken message is ignored.
 */
function parse(value: string): TabMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { kind, orgId } = message as { kind?: unknown; orgId?: unknown };
  if (kind === 'signedIn' || kind === 'signedOut') return { kind };
  if (kind === 'organisationChanged' && typeof orgId === 'string' && orgId) return { kind, orgId };
  return null;
}

/** Tells the other tabs. A storage that refuses (private modes, full) only means they learn it later. */
export function tellOtherTabs(message: TabMessage): void {
  try {
    // A new value every time, so that the same message twice still fires the event.
    localStorage.setItem(
      TAB_MESSAGE_KEY,
      JSON.stringify({ ...message, sent: `${Date.now()}:${Math.random()}` }),
    );
  } catch {
    // Nothing to do: the other tabs find out from the API's answers instead.
  }
}

/** Calls `listener` with each message another tab sends; returns the unsubscribe. */
export function subscribeToOtherTabs(listener: (message: TabMessage) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TAB_MESSAGE_KEY || !event.newValue) return;
    const message = parse(event.newValue);
    if (message) listener(message);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
