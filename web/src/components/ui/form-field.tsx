import { useField } from 'formik';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form-field.module.css';
import { InputField } from './input-field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The error text (already translated); shown after the field is touched. */
  translateError: (key: string) => string;
};

/** A labelled formik input whose error is announced and linked with aria-describedby. */
export function TextField({ name, translateError, ...props }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const showError = meta.touched && !!meta.error;
  return (
    <InputField {...field} {...props} error={showError ? translateError(meta.error ?? '') : undefined} />
  );
}

type CheckboxFieldProps = {
  name: string;
  label: ReactNode;
  translateError: (key: string) => string;
  /** A line under the box that says more, read with it by screen readers. */
  description?: ReactNode;
};

export function CheckboxField({ name, label, translateError, description }: CheckboxFieldProps) {
  const [{ value: _value, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const inputId = `field-${name}`;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const showError = meta.touched && !!meta.error;
  const describedBy = [description ? descriptionId : '', showError ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          {...field}
          type="checkbox"
          id={inputId}
          className={styles.checkbox}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy || undefined}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {description ? (
        <span id={descriptionId} className={styles.hint}>
          {description}
        </span>
      ) : null}
      {showError ? (
        <span id={errorId} className={styles.error}>
          {translateError(meta.error ?? '')}
        </span>
      ) : null}
    </div>
  );
}
