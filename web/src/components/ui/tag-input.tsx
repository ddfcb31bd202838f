import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { API_LIMITS } from '@/config/api-limits';
import styles from './combo-box.module.css';
import {
  addTag,
  availableSuggestions,
  offersNewTag,
  suggestionMessage,
  tagTooLong,
  type SuggestionState,
} from './tag-input-utils';
import { useTagChanges } from './use-tag-changes';

type TagInputProps = {
  label: string;
  /** The chosen tags. */
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  /** Existing tags to offer; `suggestionState` says whether they are still loading or failed. */
  suggestions?: readonly string[];
  suggestionState?: SuggestionState;
  /** Offer 'Create a new tag' for typed text (default true). */
  allowNew?: boolean;
};

type Item = { id: string; tag: string; isNew: boolean };

/** How many suggested tags are shown as one-click buttons under the input. */
const QUICK_SUGGESTIONS = 8;

/**
 * Spec 01 §2 tag input: chosen tags as removable chips, a combobox suggesting existing tags not already chosen
 * (filtered by the typed text), 'Create a new tag' for new text (or the plus button), and the suggestions' state.
 */
export function TagInput({
  label,
  value,
  onChange,
  onBlur,
  suggestions = [],
  suggestionState = 'ready',
  allowNew = true,
}: TagInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const hintId = useId();
  const longId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const suggestionsRef = useRef<HTMLDivElement>(null);
  const tagChanges = useTagChanges(
    value,
    useCallback(() => inputRef.current, []),
  );
  const tooLong = allowNew && tagTooLong(text);
  const offered = availableSuggestions(suggestions, value, text);
  const isNew = allowNew && offersNewTag(suggestions, value, text);
  // The list opens on typing only (suggestions without text are the buttons below), so it closes by itself
  // once a tag is added and the text is cleared.
  const items: Item[] = text.trim()
    ? [
        ...(isNew ? [{ id: `new:${text.trim()}`, tag: text.trim(), isNew: true }] : []),
        ...offered.map((tag) => ({ id: `tag:${tag}`, tag, isNew: false })),
      ]
    : [];
  /** `used`: the button that added it, which goes away. */
  const add = (tag: string, used?: { buttons: () => HTMLElement | null; index: number }) => {
    // Kept in the box, with its message, so it can be shortened rather than retyped.
    if (tagTooLong(tag)) return;
    const next = addTag(value, tag);
    onChange(next);
    setText('');
    const added = next.find((chosen) => !value.includes(chosen));
    if (added === undefined) return;
    tagChanges.changed(added, true, used);
  };
  const remove = (tag: string, index: number) => {
    onChange(value.filter((other) => other !== tag));
    tagChanges.changed(tag, false, { buttons: () => chipsRef.current, index });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter with typed text adds it (when nothing in the list is focused, react-aria leaves Enter to us) and
    // must not submit the surrounding form.
    const optionFocused = !!event.currentTarget.getAttribute('aria-activedescendant');
    if (
      event.key === 'Enter' &&
      !optionFocused &&
      text.trim() &&
      (allowNew || suggestions.includes(text.trim()))
    ) {
      event.preventDefault();
      add(text);
    }
  };
  const message = suggestionMessage(suggestionState, suggestions, value);
  const quick = availableSuggestions(suggestions, value, '').slice(0, QUICK_SUGGESTIONS);
  return (
    <div className={styles.field}>
      <ComboBox
        aria-describedby={
          [message ? hintId : '', tooLong ? longId : ''].filter(Boolean).join(' ') || undefined
        }
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={(key) => {
          const item = items.find((candidate) => candidate.id === key);
          if (item) add(item.tag);
        }}
        items={items}
        allowsCustomValue
        allowsEmptyCollection={!!text.trim()}
        menuTrigger="input"
        onBlur={onBlur}
        className={styles.combo}
      >
        <Label className={styles.label}>{label}</Label>
        <div className={styles.row}>
          <Input ref={inputRef} className={styles.input} onKeyDown={onKeyDown} />
          {allowNew ? (
            <AriaButton
              slot={null}
              className={styles.iconButton}
              aria-label={t('tags.add')}
              isDisabled={!text.trim() || tooLong}
              // It disables itself as the text clears, so focus goes back to the input.
              onPress={() => add(text, { buttons: () => null, index: 0 })}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
                <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
              </svg>
            </AriaButton>
          ) : null}
        </div>
        <Popover className={styles.popover} placement="bottom start">
          <ListBox<Item>
            className={styles.listBox}
            renderEmptyState={() => <div className={styles.empty}>{t('tags.noMatch')}</div>}
          >
            {(item) => (
              <ListBoxItem
                id={item.id}
                textValue={item.isNew ? `${t('tags.create')}: ${item.tag}` : item.tag}
                className={styles.item}
              >
                {item.isNew ? (
                  <>
                    <Text slot="label">
                      {t('tags.create')}: {item.tag}
                    </Text>
                    <Text slot="description" className={styles.itemHint}>
                      {t('tags.createHint')}
                    </Text>
                  </>
                ) : (
                  item.tag
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {tooLong ? (
        <p id={longId} className={styles.error} role="alert">
          {t('tags.tooLong', { max: API_LIMITS.tag })}
        </p>
      ) : null}
      {value.length ? (
        <ul ref={chipsRef} className={styles.chips} aria-label={t('tags.chosen', { label })}>
          {value.map((tag, index) => (
            <li key={tag} className={styles.chip}>
              {tag}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('tags.remove', { tag })}
                onClick={() => remove(tag, index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={suggestionsRef} className={styles.suggestions}>
        {message ? <span id={hintId}>{t(`tags.state.${message}`)}</span> : null}
        {quick.length ? <span>{t('tags.suggested')}</span> : null}
        {quick.map((tag, index) => (
          <button
            key={tag}
            type="button"
            className={styles.suggestion}
            aria-label={t('tags.addSuggested', { tag })}
            onClick={() => add(tag, { buttons: () => suggestionsRef.current, index })}
          >
            {tag}
          </button>
        ))}
      </div>
      <span role="status" className="visually-hidden">
        {tagChanges.announcement}
      </span>
    </div>
  );
}
