import { useField } from 'formik';
import type { ReactNode } from 'react';

import styles from './records.module.css';

/** A formik dropdown with its label; `error` (translated) shows once the field is touched, or at once with `showError`. */
export function SelectField(props: {
  name: string;
  label: string;
  error?: string;
  showError?: boolean;
  children: ReactNode;
}) {
  const [field, meta] = useField<string>(props.name);
  const id = `field-${props.name}`;
  const show = (meta.touched || props.showError) && props.error;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
      </label>
      <select
        {...field}
        value={field.value ?? ''}
        id={id}
        className={styles.select}
        aria-invalid={show ? true : undefined}
        aria-describedby={show ? `${id}-error` : undefined}
      >
        {props.children}
      </select>
      {show ? (
        <span id={`${id}-error`} className={styles.error}>
          {props.error}
        </span>
      ) : null}
    </div>
  );
}
