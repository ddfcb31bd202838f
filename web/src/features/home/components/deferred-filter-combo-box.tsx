import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFilterSearch } from '../hooks/use-filter-search';
import type { FilterOption } from '../utils/filter-options';
import type { FilterComboBox as ComboBox, FocusHandOver } from './filter-combo-box';
import styles from './home.module.css';
import { SuggestionsIcon } from './suggestions-icon';

type FilterProps = {
  label: string;
  options: readonly FilterOption[];
  /** Ids of the chosen options. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
};

/**
 * A home filter's field, as it looks and reads, until someone reaches for it: react-aria's combo box, list box
 * and tag group were a third of home's first script, for four filters most visits never use. Pointing at the
 * field, focusing it (Tab, a click, its label) or pressing its button loads the combo box
 * (filter-combo-box.tsx), which takes the field's place with the text typed meanwhile, takes its focus with the
 * caret where it was, and opens its list if the button was pressed. Same elements, roles, names and classes as
 * the combo box renders while closed, so nothing moves and a screen reader hears the same field.
 */
export function DeferredFilterComboBox({ label, options, chosen, onChange }: FilterProps) {
  const { t } = useTranslation('home');
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<{ ComboBox: typeof ComboBox; handOver?: FocusHandOver }>();
  const { hint } = useFilterSearch(options, query, chosen);
  const [inputId, labelId, buttonId, hintId] = [useId(), useId(), useId(), useId()];
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  // The button's press while loading: `'first'` by keyboard or a screen reader, `null` by pointer.
  const pressed = useRef<'first' | null>(undefined);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./filter-combo-box')
      .then(({ FilterComboBox }) => {
        const field = input.current;
        const handOver: FocusHandOver | undefined =
          field && document.activeElement === field
            ? {
                start: field.selectionStart ?? field.value.length,
                end: field.selectionEnd ?? field.value.length,
                direction: field.selectionDirection ?? 'none',
                ...(pressed.current === undefined ? {} : { open: pressed.current }),
              }
            : undefined;
        // Read and replaced in one go: no key, click or Tab can fall between the two.
        flushSync(() => setLoaded({ ComboBox: FilterComboBox, handOver }));
      })
      // A failed download is tried again on the next reach.
      .catch(() => {
        loading.current = false;
        pressed.current = undefined;
      });
  };

  // Chosen values are react-aria tags: a filter holding some needs its combo box at once.
  const hasChosen = chosen.length > 0;
  useEffect(() => {
    if (hasChosen) load();
  });

  // As react-aria's button: it never takes the focus, it puts it in the field and opens the list.
  const press = (open: 'first' | null) => {
    pressed.current = open;
    input.current?.focus();
    load();
  };

  if (loaded)
    return (
      <loaded.ComboBox
        label={label}
        options={options}
        chosen={chosen}
        onChange={onChange}
        query={query}
        onQueryChange={setQuery}
        handOver={loaded.handOver}
      />
    );
  return (
    <div className={styles.filter}>
      <div className={styles.combo} onPointerEnter={load}>
        <label className={styles.filterLabel} id={labelId} htmlFor={inputId}>
          {label}
        </label>
        <div className={styles.comboField}>
          <input
            ref={input}
            id={inputId}
            type="text"
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- as react-aria's closed combo box: the list it controls exists only when open
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            aria-labelledby={labelId}
            aria-describedby={hintId}
            autoComplete="off"
            autoCorrect="off"
            spellCheck="false"
            className={styles.comboInput}
            placeholder={t('filters.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={load}
          />
          <button
            id={buttonId}
            type="button"
            tabIndex={-1}
            className={styles.comboButton}
            aria-label={t('filters.showSuggestions', { filter: label })}
            aria-labelledby={`${buttonId} ${labelId}`}
            aria-haspopup="listbox"
            aria-expanded="false"
            onMouseDown={(event) => event.preventDefault()}
            // A mouse or pen press counts from its start, as react-aria's does; a touch from its end (a click).
            onPointerDown={(event) => {
              if (event.pointerType !== 'touch' && event.button === 0) press(null);
            }}
            onClick={(event) => {
              if (pressed.current === undefined) press(event.detail === 0 ? 'first' : null);
            }}
          >
            <SuggestionsIcon />
          </button>
        </div>
      </div>
      <p id={hintId} className="visually-hidden">
        {hint}
      </p>
    </div>
  );
}
