import { useTranslation } from 'react-i18next';
import { API_LIMITS } from '@/config/api-limits';
import { notesTooLong } from '@/lib/notes-limit';
import styles from './form-field.module.css';

/**
 * Under a notes box: says the notes are over the API's limit while they are, so the writer can shorten them before
 * saving. The text does not change while typing, so a screen reader announces it once. `id` is for the box's
 * `aria-describedby`.
 */
export function NotesTooLong({ id, notes }: { id: string; notes: string }) {
  const { t } = useTranslation('common');
  if (!notesTooLong(notes)) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {t('notes.tooLong', { max: API_LIMITS.notes })}
    </p>
  );
}
