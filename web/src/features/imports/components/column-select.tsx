import { useField } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './imports.module.css';

/** A spreadsheet's name of the column at `index`: A, B, …, Z, AA, AB, … */
export function columnLetter(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

type ColumnSelectProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  header: readonly string[];
  /** Whether the file may lack the column: the first option then reads "Not in this file", not "Choose a column". */
  optional?: boolean;
  onChange?: (value: string) => void;
};

/**
 * A formik select of the file's columns, each named as the spreadsheet shows it ("C · Date of session"), so two
 * columns with the same header stay apart. Its error is announced and linked with aria-describedby.
 */
export function ColumnSelect({ name, label, hint, header, optional = false, onChange }: ColumnSelectProps) {
  const { t } = useTranslation('imports');
  const [field, meta, helpers] = useField<string>(name);
  const id = `column-${name.replace(/\W/g, '-')}`;
  const showError = meta.touched && !!meta.error;
  const describedBy = [hint ? `${id}-hint` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ');
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    void helpers.setTouched(true, false);
    field.onChange(event);
    onChange?.(event.target.value);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <select
        {...field}
        id={id}
        onChange={change}
        className={styles.select}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy || undefined}
      >
        <option value="">{optional ? t('mapping.none') : t('mapping.choose')}</option>
        {header.map((column, index) => (
          <option key={index} value={String(index)}>
            {`${columnLetter(index)} · ${column}`}
          </option>
        ))}
      </select>
      {showError ? (
        <span id={`${id}-error`} className={styles.error}>
          {t((meta.error ?? '') as 'mapping.required')}
        </span>
      ) : null}
    </div>
  );
}
