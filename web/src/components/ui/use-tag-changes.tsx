import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTag } from './tag-input-utils';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/**
 * The chosen tags of a tag widget whose buttons go away when used (a chip's remove button, a suggestion that
 * adds itself): each change is announced ('Added X', 'Removed X') in `status`, which the widget renders, and
 * once the change shows, focus moves to the button now at the used one's place, else the one before it, else
 * the widget's own field (its input, its select), rather than falling to <body>. `offered` are the tags of the
 * widget's suggestion buttons, if it has any.
 */
export function useTagChanges(
  value: readonly string[],
  onChange: (tags: string[]) => void,
  offered: readonly string[] = [],
) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const chips = useFocusAfterRemoval(value);
  const suggestions = useFocusAfterRemoval(offered);
  const fieldElementRef = useRef<HTMLElement | null>(null);
  const { emptyRef: chipsEmptyRef } = chips;
  const { emptyRef: suggestionsEmptyRef } = suggestions;
  const fieldRef = useCallback(
    (element: HTMLElement | null) => {
      fieldElementRef.current = element;
      chipsEmptyRef(element);
      suggestionsEmptyRef(element);
    },
    [chipsEmptyRef, suggestionsEmptyRef],
  );

  return {
    /**
     * Adds `tag` (trimmed, once) and says so; `suggestion` is the index of the suggestion button that added it.
     * Returns whether the tag was new.
     */
    add: (tag: string, suggestion?: number): boolean => {
      const next = addTag(value, tag);
      onChange(next);
      const added = next.find((chosen) => !value.includes(chosen));
      if (added === undefined) return false;
      setAnnouncement(t('tags.added', { tag: added }));
      if (suggestion !== undefined) suggestions.removed(tag, suggestion);
      return true;
    },
    /** Removes `tag`, whose chip is at `index`, and says so. */
    remove: (tag: string, index: number) => {
      onChange(value.filter((other) => other !== tag));
      setAnnouncement(t('tags.removed', { tag }));
      chips.removed(tag, index);
    },
    /** On each chip's remove button. */
    chipRef: chips.itemRef,
    /** On each suggestion button. */
    suggestionRef: suggestions.itemRef,
    /** On the widget's field, where focus goes when no button is left. */
    fieldRef,
    /** Moves focus to the field: for a button that adds the typed tag, which disables itself as the text clears. */
    focusField: () => fieldElementRef.current?.focus(),
    /** Where the changes are announced. */
    status: (
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    ),
  };
}
