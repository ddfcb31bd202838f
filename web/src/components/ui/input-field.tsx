import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form-field.module.css';

export type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The translated error, shown (and linked with aria-describedby) when set. */
  error?: string;
  /** Ids of text elsewhere that describes the input too (e.g. why it is read-only), linked by aria-describedby. */
  describedBy?: string;
};

/** A labelled input with its hint and error; no form library (formik's `TextField` wraps it). */
export function InputField({ name, label, hint, error, id, describedBy, ...inputProps }: InputFieldProps) {
  const inputId = id ?? `field-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
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
        {...inputProps}
        name={name}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hintId, describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
        }
      />
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
