import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getCatalogueQueryOptions } from '@/features/catalogue/api/get-catalogue';
import { getQuestionnairesQueryOptions } from '@/features/questionnaires/api/get-questionnaires';
import { CatalogueList } from '@/features/catalogue/components/catalogue-list';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { QuestionnairesAreaNav } from '../questions/area-nav';
import { useImportedHref, useImportThenList } from './use-import';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getCatalogueQueryOptions());
  void queryClient.prefetchQuery(getQuestionnairesQueryOptions());
  return null;
};

/** Spec 02 §2 /catalogue: the catalogue questionnaires, each importable or marked as already imported. */
export default function CatalogueRoute() {
  const { t } = useTranslation('catalogue');
  const importThenList = useImportThenList();
  const importedHref = useImportedHref();
  return (
    <>
      <QuestionnairesAreaNav />
      <div className={styles.header}>
        <h1>{t('list.title')}</h1>
      </div>
      <p className={styles.intro}>{t('list.intro')}</p>
      <CatalogueList onImport={importThenList} importedHref={importedHref} />
    </>
  );
}
