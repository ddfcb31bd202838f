import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import {
  getCatalogueQuestionnaireQueryOptions,
  useCatalogueQuestionnaire,
} from '@/features/catalogue/api/get-catalogue-questionnaire';
import { ImportButton } from '@/features/catalogue/components/import-button';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { useImportThenList } from './use-import';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getCatalogueQuestionnaireQueryOptions(params.id ?? ''));
    return null;
  };

const TAB_KEYS = ['general', 'questions', 'categories'] as const;

/** Spec 02 §2: the sub-page is derived from the path ending (questions, categories, else general). */
const tabOf = (pathname: string) =>
  pathname.endsWith('/questions') ? 'questions' : pathname.endsWith('/categories') ? 'categories' : 'general';

/**
 * Spec 02 §2 /catalogue/{id}: the questionnaire's name as the title (else "Unknown"), the import button at
 * the top, and the General, Questions and Categories tabs, each its own URL.
 */
export default function CatalogueQuestionnaireRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entry = useCatalogueQuestionnaire(id);
  const importThenList = useImportThenList();
  const name = entry.data?.outcomeset.name;
  return (
    <>
      <div className={styles.header}>
        <h1>{entry.isError ? t('detail.unknown') : (name ?? '')}</h1>
        {name ? <ImportButton name={name} onImport={() => importThenList(id)} /> : null}
      </div>
      <Loader loading={entry.isPending} error={entry.error} entity={t('entitySingle')}>
        <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
          <Tabs selectedKey={tabOf(pathname)}>
            <TabList aria-label={t('detail.tabs')} className={styles.tabList}>
              <Tab id="general" href={paths.catalogueQuestionnaire.getHref(id)} className={styles.tab}>
                {t('detail.general')}
              </Tab>
              <Tab id="questions" href={paths.catalogueQuestions.getHref(id)} className={styles.tab}>
                {t('detail.questions')}
              </Tab>
              <Tab id="categories" href={paths.catalogueCategories.getHref(id)} className={styles.tab}>
                {t('detail.categories')}
              </Tab>
            </TabList>
            {/* Only the selected panel mounts, so the route's one Outlet renders in the panel its tab controls. */}
            {TAB_KEYS.map((key) => (
              <TabPanel key={key} id={key}>
                <Outlet />
              </TabPanel>
            ))}
          </Tabs>
        </RouterProvider>
      </Loader>
    </>
  );
}
