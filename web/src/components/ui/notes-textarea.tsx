import type { TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { API_LIMITS } from '@/config/api-limits';
import { notesTooLong } from '@/lib/notes-limit';
import styles from './form-field.module.css';

type NotesTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> & {
  id: string;
  value: string;
};

/**
 * A notes box that, while its text is over the API's limit, says so under it and is marked invalid, so the writer
 * can shorten it before saving. The message does not change while typing, so a screen reader announces it once.
 */
export function NotesTextarea({ id, value, ...props }: NotesTextareaProps) {
  const { t } = useTranslation('common');
  const messageId = `${id}-long`;
  const tooLong = notesTooLong(value);
  return (
    <>
      <textarea
        {...props}
        id={id}
        value={value}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? messageId : undefined}
      />
      {tooLong ? (
        <p id={messageId} className={styles.error} role="alert">
          {t('notes.tooLong', { max: API_LIMITS.notes })}
        </p>
      ) : null}
    </>
  );
}
