import { useContext, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFilterSearch } from '../hooks/use-filter-search';
import type { FilterOption } from '../utils/filter-options';
import styles from './home.module.css';
import { SuggestionsIcon } from './suggestions-icon';

/**
 * The focus of the plain field this combo box replaces (deferred-filter-combo-box.tsx), when it had it: where
 * the caret or selection was, and whether its suggestions button was pressed meanwhile, by keyboard or a screen
 * reader (`'first'`: react-aria's button then opens the list at its first option) or by pointer (`null`).
 */
export type FocusHandOver = {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
  open?: 'first' | null;
};

type FilterComboBoxProps = {
  label: string;
  options: readonly FilterOption[];
  /** Ids of the chosen options. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** The text typed, kept by the deferred field so that nothing typed before this module arrived is lost. */
  query: string;
  onQueryChange: (query: string) => void;
  handOver?: FocusHandOver;
};

/**
 * Spec 01 §5 Filter dropdowns: type to search by name (case-insensitive); matches show only when there are at
 * most 10; a choice joins the chosen values below, each removable (Delete or Backspace, or its button).
 */
export function FilterComboBox({
  label,
  options,
  chosen,
  onChange,
  query,
  onQueryChange,
  handOver,
}: FilterComboBoxProps) {
  const { t } = useTranslation('home');
  const { matches, emptyMessage, hint } = useFilterSearch(options, query, chosen);
  const chosenOptions = chosen.map((id) => options.find((option) => option.id === id) ?? { id, name: id });
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  const choose = (key: Key | null) => {
    if (key === null) return;
    onChange([...chosen, String(key)]);
    onQueryChange('');
  };

  return (
    <div className={styles.filter}>
      <ComboBox
        className={styles.combo}
        items={matches}
        inputValue={query}
        onInputChange={onQueryChange}
        selectedKey={null}
        onSelectionChange={choose}
        allowsEmptyCollection
        menuTrigger="focus"
      >
        <Label className={styles.filterLabel}>{label}</Label>
        <div className={styles.comboField}>
          <Input
            ref={input}
            className={styles.comboInput}
            placeholder={t('filters.placeholder')}
            aria-describedby={hintId}
          />
          <Button className={styles.comboButton} aria-label={t('filters.showSuggestions', { filter: label })}>
            <SuggestionsIcon />
          </Button>
        </div>
        <Popover className={styles.popover} placement="bottom start">
          <ListBox<FilterOption>
            className={styles.listBox}
            renderEmptyState={() => <p className={styles.listEmpty}>{emptyMessage}</p>}
          >
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
                {option.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
        {handOver ? <TakeFocus input={input} handOver={handOver} /> : null}
      </ComboBox>
      <p id={hintId} className="visually-hidden">
        {hint}
      </p>
      {chosenOptions.length ? (
        <TagGroup
          aria-label={t('filters.chosen', { filter: label })}
          onRemove={(keys) => onChange(chosen.filter((id) => !keys.has(id)))}
          className={styles.chosen}
        >
          <TagList items={chosenOptions} className={styles.tagList}>
            {(option) => (
              <Tag id={option.id} textValue={option.name} className={styles.tag}>
                {option.name}
                <Button
                  slot="remove"
                  className={styles.tagRemove}
                  aria-label={t('filters.remove', { name: option.name })}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
                    <path
                      d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
                      fill="currentColor"
                    />
                  </svg>
                </Button>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}

/**
 * Takes over the replaced field's focus as the combo box mounts, before the browser handles another event: the
 * caret or selection where it was, and the list opened as react-aria's button opens it if that was pressed.
 * Focusing the input opens the list as well (`menuTrigger="focus"`), as it would have had the field been this
 * combo box all along. Rendered inside the combo box for its state, after the input, whose ref is then set.
 */
function TakeFocus({
  input,
  handOver,
}: {
  input: RefObject<HTMLInputElement | null>;
  handOver: FocusHandOver;
}) {
  const state = useContext(ComboBoxStateContext);
  const done = useRef(false);
  useLayoutEffect(() => {
    const field = input.current;
    if (done.current || !field) return;
    done.current = true;
    field.focus({ preventScroll: true });
    field.setSelectionRange(handOver.start, handOver.end, handOver.direction);
    if (handOver.open !== undefined) state?.open(handOver.open, 'manual');
  }, [input, handOver, state]);
  return null;
}
