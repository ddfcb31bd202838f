import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styles from './questionnaires.module.css';

/** Spec 02 §2: the lock of a read-only questionnaire, with the tooltip 'Read only'. */
export function LockIcon() {
  const { t } = useTranslation('questionnaires');
  return (
    <TooltipTrigger delay={0}>
      <Button className={styles.lock} aria-label={t('list.readOnly')}>
        <LockGlyph />
      </Button>
      <Tooltip className={styles.tooltip}>{t('list.readOnly')}</Tooltip>
    </TooltipTrigger>
  );
}

/** The padlock drawn by LockIcon, for text that says why something is locked (decorative: the text says it). */
export function LockGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 1 1 6 0v3H9z"
      />
    </svg>
  );
}
