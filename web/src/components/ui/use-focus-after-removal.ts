import { useCallback, useEffect, useReducer, useRef } from 'react';

/**
 * Moves focus once a deleted item has left a list: its delete button went with it, and focus would fall to
 * <body> (WCAG 2.4.3). Focus goes to the item now in its place, else the one before it, else to the emptied
 * list's element (its Add button, its empty message). The hook keeps those elements: `itemRef(key)` on each
 * item's focus target, `emptyRef` on the emptied list's. A list whose targets another hook already keeps (an
 * inline editor's openers) gives `targetOf` instead, called with the item's key or undefined for the emptied list.
 * Call `removed` with the item's key and index once the delete has succeeded; focus moves when the list no
 * longer holds the key.
 */
export function useFocusAfterRemoval(
  keys: readonly string[],
  targetOf?: (key: string | undefined) => HTMLElement | null | undefined,
) {
  const itemsRef = useRef(new Map<string, HTMLElement>());
  const emptyElementRef = useRef<HTMLElement | null>(null);
  const pendingRef = useRef<{ key: string; index: number } | null>(null);
  const [requests, request] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const pending = pendingRef.current;
    if (!pending || keys.includes(pending.key)) return;
    pendingRef.current = null;
    const kept = (key: string | undefined) =>
      key === undefined ? emptyElementRef.current : itemsRef.current.get(key);
    (targetOf ?? kept)(keys[Math.min(pending.index, keys.length - 1)])?.focus();
  }, [keys, targetOf, requests]);
  return {
    /** On the element that takes focus for the item `key` (its link, its first button). */
    itemRef: (key: string) => (element: HTMLElement | null) => {
      if (element) itemsRef.current.set(key, element);
    },
    /** On the element that takes focus once the list is empty (given tabIndex -1 if it is not a control). */
    emptyRef: useCallback((element: HTMLElement | null) => {
      emptyElementRef.current = element;
    }, []),
    removed: (key: string, index: number) => {
      pendingRef.current = { key, index };
      request();
    },
  };
}
