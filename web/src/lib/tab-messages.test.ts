import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToOtherTabs, tellOtherTabs, type TabMessage } from './tab-messages';

/** What another tab's `tellOtherTabs` looks like here: a storage event for the key it wrote. */
const fromAnotherTab = (newValue: string | null, key = 'ripple.tabMessage') =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

afterEach(() => localStorage.clear());

describe('tab messages', () => {
  it('passes on what another tab sent', () => {
    // Prepare
    const received: TabMessage[] = [];
    const unsubscribe = subscribeToOtherTabs((message) => received.push(message));
    // Act
    fromAnotherTab(JSON.stringify({ kind: 'organisationChanged', orgId: 'org-2', sent: '1' }));
    fromAnotherTab(JSON.stringify({ kind: 'signedOut', sent: '2' }));
    unsubscribe();
    fromAnotherTab(JSON.stringify({ kind: 'signedIn', sent: '3' }));
    // Assess
    expect(received).toEqual([{ kind: 'organisationChanged', orgId: 'org-2' }, { kind: 'signedOut' }]);
  });

  it('ignores other keys, removals and messages it does not know', () => {
    // Prepare
    const listener = vi.fn();
    const unsubscribe = subscribeToOtherTabs(listener);
    // Act
    fromAnotherTab(JSON.stringify({ kind: 'signedOut' }), 'something-else');
    fromAnotherTab(null);
    fromAnotherTab('not json');
    fromAnotherTab(JSON.stringify({ kind: 'organisationChanged' }));
    fromAnotherTab(JSON.stringify({ kind: 'format-disk' }));
    unsubscribe();
    // Assess
    expect(listener).not.toHaveBeenCalled();
  });

  it('writes a new value each time, so that the same message twice reaches the other tabs twice', () => {
    // Act
    tellOtherTabs({ kind: 'signedOut' });
    const first = localStorage.getItem('ripple.tabMessage');
    tellOtherTabs({ kind: 'signedOut' });
    // Assess
    expect(localStorage.getItem('ripple.tabMessage')).not.toBe(first);
    expect(JSON.parse(localStorage.getItem('ripple.tabMessage') ?? '{}')).toMatchObject({
      kind: 'signedOut',
    });
  });
});
