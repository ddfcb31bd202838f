import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromAnotherTab, lastTabMessage } from '@/testing/tab-messages';
import { subscribeToOtherTabs, tellOtherTabs, TAB_MESSAGE_KEY, type TabMessage } from './tab-messages';

afterEach(() => localStorage.clear());

describe('tab messages', () => {
  it('passes on what another tab sent', () => {
    // Prepare
    const received: TabMessage[] = [];
    const unsubscribe = subscribeToOtherTabs((message) => received.push(message));
    // Act
    fromAnotherTab({ kind: 'organisationChanged', orgId: 'org-2' });
    fromAnotherTab({ kind: 'signedOut' });
    unsubscribe();
    fromAnotherTab({ kind: 'signedIn' });
    // Assess
    expect(received).toEqual([{ kind: 'organisationChanged', orgId: 'org-2' }, { kind: 'signedOut' }]);
  });

  it('ignores other keys, removals and messages it does not know', () => {
    // Prepare
    const listener = vi.fn();
    const unsubscribe = subscribeToOtherTabs(listener);
    // Act
    fromAnotherTab({ kind: 'signedOut' }, 'something-else');
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
    const first = localStorage.getItem(TAB_MESSAGE_KEY);
    tellOtherTabs({ kind: 'signedOut' });
    // Assess
    expect(localStorage.getItem(TAB_MESSAGE_KEY)).not.toBe(first);
    expect(lastTabMessage()).toMatchObject({ kind: 'signedOut' });
  });
});
