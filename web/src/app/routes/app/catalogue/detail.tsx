import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { RouteTabs } from '@/components/layout/route-tabs';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import {
  getCatalogueQuestionnaireQueryOptions,
  useCatalogueQuestionnaire,
} from '@/features/catalogue/api/get-catalogue-questionnaire';
import { getQuestionnairesQueryOptions } from '@/features/questionnaires/api/get-questionnaires';
import { ImportButton } from '@/features/catalogue/components/import-button';
import styles from '@/features/catalogue/components/catalogue.module.css';
import { useImportedHref, useImportThenList } from './use-import';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getCatalogueQuestionnaireQueryOptions(params.id ?? ''));
    void queryClient.prefetchQuery(getQuestionnairesQueryOptions());
    return null;
  };

/** Spec 02 §2: the sub-page is derived from the path ending (questions, categories, else general). */
const tabOf = (pathname: string) =>
  pathname.endsWith('/questions') ? 'questions' : pathname.endsWith('/categories') ? 'categories' : 'general';

/**
 * Spec 02 §2 /catalogue/{id}: the questionnaire's name as the title (else "Unknown"), the import button at
 * the top (or, when already imported, a link to the organisation's copy), and the General, Questions and
 * Categories tabs, each its own URL.
 */
export default function CatalogueQuestionnaireRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const { pathname } = useLocation();
  const entry = useCatalogueQuestionnaire(id);
  const importThenList = useImportThenList();
  const importedHref = useImportedHref();
  const name = entry.data?.outcomeset.name;
  return (
    <>
      <div className={styles.header}>
        <h1>{entry.isError ? t('detail.unknown') : (name ?? '')}</h1>
        {name ? (
          <ImportButton name={name} onImport={() => importThenList(id)} importedHref={importedHref(name)} />
        ) : null}
      </div>
      <Loader loading={entry.isPending} error={entry.error} entity={t('entitySingle')}>
        <RouteTabs
          label={t('detail.tabs')}
          selected={tabOf(pathname)}
          tabs={[
            { id: 'general', href: paths.catalogueQuestionnaire.getHref(id), label: t('detail.general') },
            { id: 'questions', href: paths.catalogueQuestions.getHref(id), label: t('detail.questions') },
            { id: 'categories', href: paths.catalogueCategories.getHref(id), label: t('detail.categories') },
          ]}
        />
      </Loader>
    </>
  );
}
