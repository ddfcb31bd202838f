import { useId, useState, type KeyboardEvent } from 'react';
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
  const quick = availableSuggestions(suggestions, value, '').slice(0, QUICK_SUGGESTIONS);
  const {
    add: choose,
    remove,
    chipRef,
    suggestionRef,
    fieldRef,
    focusField,
    status,
  } = useTagChanges(value, onChange, quick);
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
  /** Whether it was added; `suggestion`: the index of the suggestion button that added it, which goes away. */
  const add = (tag: string, suggestion?: number) => {
    // Kept in the box, with its message, so it can be shortened rather than retyped.
    if (tagTooLong(tag)) return false;
    const added = choose(tag, suggestion);
    setText('');
    return added;
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
          <Input ref={fieldRef} className={styles.input} onKeyDown={onKeyDown} />
          {allowNew ? (
            <AriaButton
              slot={null}
              className={styles.iconButton}
              aria-label={t('tags.add')}
              isDisabled={!text.trim() || tooLong}
              // It disables itself as the text clears, so focus goes back to the input.
              onPress={() => {
                if (add(text)) focusField();
              }}
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
        <ul className={styles.chips} aria-label={t('tags.chosen', { label })}>
          {value.map((tag, index) => (
            <li key={tag} className={styles.chip}>
              {tag}
              <button
                ref={chipRef(tag)}
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
      <div className={styles.suggestions}>
        {message ? <span id={hintId}>{t(`tags.state.${message}`)}</span> : null}
        {quick.length ? <span>{t('tags.suggested')}</span> : null}
        {quick.map((tag, index) => (
          <button
            key={tag}
            ref={suggestionRef(tag)}
            type="button"
            className={styles.suggestion}
            aria-label={t('tags.addSuggested', { tag })}
            onClick={() => add(tag, index)}
          >
            {tag}
          </button>
        ))}
      </div>
      {status}
    </div>
  );
}
