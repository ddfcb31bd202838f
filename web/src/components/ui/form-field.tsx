import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The error text (already translated); shown after the field is touched. */
  translateError: (key: string) => string;
};

/** A labelled formik input whose error is announced and linked with aria-describedby. */
export function TextField({ name, label, hint, translateError, id, ...inputProps }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  const showError = meta.touched && !!meta.error;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <input
        {...field}
        {...inputProps}
        id={inputId}
        className={styles.input}
        aria-invalid={showError || undefined}
        aria-describedby={[hintId, showError ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      />
      {showError ? (
        <span id={errorId} className={styles.error}>
          {translateError(meta.error ?? '')}
        </span>
      ) : null}
    </div>
  );
}

type CheckboxFieldProps = { name: string; label: ReactNode; translateError: (key: string) => string };

export function CheckboxField({ name, label, translateError }: CheckboxFieldProps) {
  const [{ value: _value, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const inputId = `field-${name}`;
  const errorId = `${inputId}-error`;
  const showError = meta.touched && !!meta.error;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          {...field}
          type="checkbox"
          id={inputId}
          className={styles.checkbox}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {showError ? (
        <span id={errorId} className={styles.error}>
          {translateError(meta.error ?? '')}
        </span>
      ) : null}
    </div>
  );
}
