import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/ui/form-field.module.css';
import { parseHexColour } from '@/lib/brand-contrast';
import styles from './branding.module.css';

/** `#rgb` / `#rrggbb` as the colour picker's `#rrggbb`; black while the text is not a colour yet. */
const pickerValue = (value: string) => {
  const rgb = parseHexColour(value);
  return rgb ? `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}` : '#000000';
};

/**
 * A hex colour as text (type or paste) with a colour picker beside it; both edit the same formik field. `action`
 * (e.g. a remove button) sits at the end of the row.
 */
export function ColourField({ name, label, action }: { name: string; label: string; action?: ReactNode }) {
  const { t } = useTranslation('settings');
  const [field, meta, helpers] = useField<string>(name);
  const inputId = `field-${name}`;
  const errorId = `${inputId}-error`;
  const showError = meta.touched && !!meta.error;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.colourRow}>
        <input
          type="color"
          className={styles.picker}
          value={pickerValue(field.value)}
          aria-label={t('branding.picker', { label })}
          onChange={(event) => {
            void helpers.setTouched(true, false);
            void helpers.setValue(event.target.value);
          }}
        />
        <input
          {...field}
          id={inputId}
          className={`${fieldStyles.input} ${styles.hex}`}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
        />
        {action}
      </div>
      {showError ? (
        <span id={errorId} className={fieldStyles.error}>
          {t(meta.error as 'branding.validation.colour')}
        </span>
      ) : null}
    </div>
  );
}
