import { useTranslation } from 'react-i18next';
import type { RequiredTag } from '../utils/required-tags';
import { SelectField } from './select-field';

import styles from './records.module.css';

type RequiredTagFieldsProps = {
  requiredTags: readonly RequiredTag[];
  /** Whether the tag at this position still lacks a value ('Value is required'). */
  missing: (index: number) => boolean;
  /** Show 'Value is required' before the dropdown is touched (a saved record that lacks the tag). */
  showErrors?: boolean;
};

/**
 * Spec 01 §2: one dropdown per required tag, bound to `required.{index}` (see `chosenOptions`). A sequence's tag
 * with no option is one whose questionnaires share none (docs/decisions.md): that is said instead of an empty
 * dropdown, since no choice could start the sequence.
 */
export function RequiredTagFields({ requiredTags, missing, showErrors }: RequiredTagFieldsProps) {
  const { t } = useTranslation('records');
  return requiredTags.map((tag, index) =>
    tag.options.length === 0 ? (
      <div key={index} className={styles.field}>
        <span className={styles.label}>{tag.label}</span>
        <span className={styles.error}>{t('form.noSharedOption', { label: tag.label })}</span>
      </div>
    ) : (
      <SelectField
        key={index}
        name={`required.${index}`}
        label={tag.label}
        error={missing(index) ? t('validation.valueRequired') : undefined}
        showError={showErrors}
      >
        <option value="">{t('form.choose')}</option>
        {tag.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
    ),
  );
}
