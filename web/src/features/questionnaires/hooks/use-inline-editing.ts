import { useCallback, useEffect, useRef, useState } from 'react';

/** What opens the form: an item's key, or `NEW` for the Add button. */
export const NEW = 'new';

/**
 * One inline form at a time in a list (an item's Edit, or the Add button's new item). The button that opens the
 * form is replaced by it, and the form by the button again, so focus would fall to <body> both ways: it moves to
 * the form's heading as the form opens (`formHeadingRef`) and back to the button as it closes.
 */
export function useInlineEditing() {
  const [editing, setEditing] = useState<string | null>(null);
  const openersRef = useRef(new Map<string, HTMLElement>());
  const closedRef = useRef<string | null>(null);

  useEffect(() => {
    const closed = closedRef.current;
    if (editing !== null || closed === null) return;
    closedRef.current = null;
    openersRef.current.get(closed)?.focus();
  }, [editing]);

  /** On each item's Edit button (and the Add button as `NEW`): where focus returns, and what `openerOf` finds. */
  const openerRef = (key: string) => (element: HTMLElement | null) => {
    if (element) openersRef.current.set(key, element);
  };
  const openerOf = useCallback((key: string) => openersRef.current.get(key), []);
  /** On the open form's heading (given tabIndex -1): focused once, as the form opens. */
  const formHeadingRef = useCallback((element: HTMLElement | null) => element?.focus(), []);

  return {
    editing,
    open: (key: string) => setEditing(key),
    close: () => {
      closedRef.current = editing;
      setEditing(null);
    },
    openerRef,
    openerOf,
    formHeadingRef,
  };
}
