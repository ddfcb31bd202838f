import { useTranslation } from 'react-i18next';
import type { Questionnaire } from '../api/get-questionnaire';
import { LockIcon } from './lock-icon';
import styles from './questionnaires.module.css';

/** Spec 02 §2: the editor's header, with the lock and the warning for an imported questionnaire. */
export function QuestionnaireHeader({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t } = useTranslation('questionnaires');
  return (
    <>
      <div className={styles.header}>
        <h1>
          {questionnaire.name}
          {questionnaire.readOnly ? <LockIcon /> : null}
        </h1>
      </div>
      {questionnaire.readOnly ? <p className={styles.warning}>{t('editor.readOnlyWarning')}</p> : null}
    </>
  );
}
