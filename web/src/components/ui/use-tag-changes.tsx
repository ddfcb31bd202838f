import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Pending = {
  tag: string;
  added: boolean;
  /** The buttons' container (a chip list, the suggestions) once the change has rendered; null if it is gone. */
  buttons: () => HTMLElement | null;
  index: number;
};

/**
 * For a tag widget whose buttons go away when used (a chip's remove button, a suggestion that adds itself):
 * once the chosen tags show the change, focus moves to the button now at the used one's place, else the one
 * before it, else `fallback` (the widget's input), rather than falling to <body>; and the change is announced
 * ('Added X', 'Removed X') in the status region the widget renders with `announcement`.
 */
export function useTagChanges(value: readonly string[], fallback: () => HTMLElement | null) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const pendingRef = useRef<Pending | null>(null);

  useEffect(() => {
    const pending = pendingRef.current;
    if (!pending || value.includes(pending.tag) !== pending.added) return;
    pendingRef.current = null;
    const buttons = [...(pending.buttons()?.querySelectorAll('button') ?? [])];
    (buttons[Math.min(pending.index, buttons.length - 1)] ?? fallback())?.focus();
  }, [value, fallback]);

  return {
    announcement,
    /** Says that `tag` was added or removed; `buttons` and `index` locate the button used, when one was. */
    changed(tag: string, added: boolean, used?: { buttons: () => HTMLElement | null; index: number }) {
      setAnnouncement(t(added ? 'tags.added' : 'tags.removed', { tag }));
      pendingRef.current = used ? { tag, added, ...used } : null;
    },
  };
}
