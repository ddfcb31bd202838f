import { useEffect, useReducer, useRef } from 'react';

/**
 * Moves focus once a deleted item has left a list: its delete button went with it, and focus would fall to
 * <body> (WCAG 2.4.3). Focus goes to `targetOf` the item now in its place, else the one before it, else
 * `targetOf(undefined)` for the emptied list (its Add button, its empty message). Returns what to call, with the
 * item's key and index, once the delete has succeeded; focus moves when the list no longer holds the key.
 */
export function useFocusAfterRemoval(
  keys: readonly string[],
  targetOf: (key: string | undefined) => HTMLElement | null | undefined,
): (key: string, index: number) => void {
  const pendingRef = useRef<{ key: string; index: number } | null>(null);
  const [requests, request] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const pending = pendingRef.current;
    if (!pending || keys.includes(pending.key)) return;
    pendingRef.current = null;
    targetOf(keys[Math.min(pending.index, keys.length - 1)])?.focus();
  }, [keys, targetOf, requests]);
  return (key, index) => {
    pendingRef.current = { key, index };
    request();
  };
}
