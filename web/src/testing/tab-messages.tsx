import { TAB_MESSAGE_KEY, type TabMessage } from '@/lib/tab-messages';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/**
 * What another tab's `tellOtherTabs(message)` looks like in this one: a storage event for the key it wrote, with a
 * value new each time as it writes. A string (or null, a removal) is sent as it is, to stand for a broken, unknown
 * or cleared message; `key` for another key's event.
 */
export function fromAnotherTab(message: TabMessage | string | null, key = TAB_MESSAGE_KEY): void {
  const newValue =
    typeof message === 'object' && message !== null
      ? JSON.stringify({ ...message, sent: `${Date.now()}:${Math.random()}` })
      : message;
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

/** The last message this tab told the others (`tellOtherTabs`), or null when it told none. */
export const lastTabMessage = (): unknown => JSON.parse(localStorage.getItem(TAB_MESSAGE_KEY) ?? 'null');

/** A form on the page holding changes not saved yet: 'typed' in its Notes. */
export function UnsavedForm() {
  useUnsavedChanges(true);
  return <textarea aria-label="Notes" defaultValue="typed" />;
}
