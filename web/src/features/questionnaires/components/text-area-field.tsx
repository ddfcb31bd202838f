import { useField } from 'formik';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import fieldStyles from '@/components/ui/form-field.module.css';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  translateError: (key: string) => string;
};

/** A labelled formik textarea with its hint and error, like the shared `TextField`. */
export function TextAreaField({ name, label, hint, translateError, id, ...props }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = id ?? `field-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  const error = meta.touched && meta.error ? translateError(meta.error) : undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      <textarea
        {...field}
        {...props}
        value={field.value ?? ''}
        id={inputId}
        rows={props.rows ?? 3}
        className={fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      />
      {error ? (
        <span id={errorId} className={fieldStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
