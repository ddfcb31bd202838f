import { useId, useState } from 'react';
import {
  Button,
  ComboBox,
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
import { matchFilterOptions, type FilterOption } from '../utils/filter-options';
import styles from './home.module.css';

type FilterComboBoxProps = {
  label: string;
  options: readonly FilterOption[];
  /** Ids of the chosen options. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
};

/**
 * Spec 01 §5 Filter dropdowns: type to search by name (case-insensitive); matches show only when there are at
 * most 10; a choice joins the chosen values below, each removable (Delete or Backspace, or its button).
 */
export function FilterComboBox({ label, options, chosen, onChange }: FilterComboBoxProps) {
  const { t } = useTranslation('home');
  const [query, setQuery] = useState('');
  const result = matchFilterOptions(options, query, chosen);
  const items = result.kind === 'matches' ? result.options : [];
  const chosenOptions = chosen.map((id) => options.find((option) => option.id === id) ?? { id, name: id });
  const hintId = useId();

  const emptyMessage = () => {
    if (result.kind === 'tooMany') return t('filters.tooMany', { count: result.count });
    if (result.kind === 'none' && result.query) return t('filters.none', { query: result.query });
    return t('filters.typeToSearch');
  };

  const choose = (key: Key | null) => {
    if (key === null) return;
    onChange([...chosen, String(key)]);
    setQuery('');
  };

  return (
    <div className={styles.filter}>
      <ComboBox
        className={styles.combo}
        items={items}
        inputValue={query}
        onInputChange={setQuery}
        selectedKey={null}
        onSelectionChange={choose}
        allowsEmptyCollection
        menuTrigger="focus"
      >
        <Label className={styles.filterLabel}>{label}</Label>
        <div className={styles.comboField}>
          <Input
            className={styles.comboInput}
            placeholder={t('filters.placeholder')}
            aria-describedby={hintId}
          />
          <Button className={styles.comboButton} aria-label={t('filters.showSuggestions', { filter: label })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
              <path d="M7 10l5 5 5-5z" fill="currentColor" />
            </svg>
          </Button>
        </div>
        <Popover className={styles.popover} placement="bottom start">
          <ListBox<FilterOption>
            className={styles.listBox}
            renderEmptyState={() => <p className={styles.listEmpty}>{emptyMessage()}</p>}
          >
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
                {option.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <p id={hintId} className="visually-hidden">
        {result.kind === 'matches' ? '' : emptyMessage()}
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
