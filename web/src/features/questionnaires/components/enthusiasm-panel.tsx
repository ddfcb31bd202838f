import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { hasUsableQuestionnaire, useQuestionnaires } from '../api/get-questionnaires';
import styles from './questionnaires.module.css';

/**
 * Spec 01 §2 'We love the enthusiasm!': shown (by the record and report pages) while the organisation has no
 * questionnaire with questions, with a link to /questions; otherwise nothing.
 */
export function EnthusiasmPanel() {
  const { t } = useTranslation('questionnaires');
  const questionnaires = useQuestionnaires();
  if (!questionnaires.data || hasUsableQuestionnaire(questionnaires.data)) return null;
  return (
    <section className={styles.quickStart} aria-labelledby="enthusiasm-title">
      <h2 id="enthusiasm-title">{t('enthusiasm.title')}</h2>
      <p>{t('enthusiasm.text')}</p>
      <Link to={paths.questions.getHref()} className={styles.primaryLink}>
        {t('enthusiasm.link')}
      </Link>
    </section>
  );
}
