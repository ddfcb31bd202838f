import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getSequencesQueryOptions } from '@/features/sequences/api/get-sequences';
import { SequenceList } from '@/features/sequences/components/sequence-list';
import styles from '@/features/sequences/components/sequences.module.css';
import { QuestionnairesAreaNav } from '../questions/area-nav';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getSequencesQueryOptions());
  return null;
};

/** Spec 02 §2 /sequences: the sequence list and the New Sequence button. */
export default function SequencesRoute() {
  const { t } = useTranslation('sequences');
  return (
    <>
      <QuestionnairesAreaNav />
      <div className={styles.header}>
        <h1>{t('list.title')}</h1>
        <Link to={paths.sequencesNew.getHref()} className={styles.primaryLink}>
          {t('list.new')}
        </Link>
      </div>
      <SequenceList />
    </>
  );
}
