import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getQuestionnairesQueryOptions } from '@/features/questionnaires/api/get-questionnaires';
import { QuestionnaireList } from '@/features/questionnaires/components/questionnaire-list';
import styles from '@/features/questionnaires/components/questionnaires.module.css';
import { rememberQuestionnaire } from '@/lib/preferences';
import { QuestionnairesAreaNav } from './area-nav';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getQuestionnairesQueryOptions());
  return null;
};

/** Spec 02 §2: the questionnaire list. */
export default function QuestionnairesRoute() {
  const { t } = useTranslation('questionnaires');
  return (
    <>
      <QuestionnairesAreaNav />
      <div className={styles.header}>
        <h1>{t('list.title')}</h1>
        <Link to={paths.questionsNew.getHref()} className={styles.primaryLink}>
          {t('list.new')}
        </Link>
      </div>
      <QuestionnaireList onSelect={rememberQuestionnaire} />
    </>
  );
}
