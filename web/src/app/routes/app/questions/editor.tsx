import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import {
  getQuestionnaireQueryOptions,
  useQuestionnaire,
} from '@/features/questionnaires/api/get-questionnaire';
import { QuestionnaireHeader } from '@/features/questionnaires/components/questionnaire-header';
import styles from '@/features/questionnaires/components/questionnaires.module.css';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getQuestionnaireQueryOptions(params.id ?? ''));
    return null;
  };

const TAB_KEYS = ['general', 'questions', 'categories'] as const;

/** The tab of a path: the last segment, else General (the exact path). */
const tabOf = (pathname: string) =>
  pathname.endsWith('/questions') ? 'questions' : pathname.endsWith('/categories') ? 'categories' : 'general';

/** Spec 02 §2 questionnaire editor: the header and the three tabs, each its own URL. */
export default function QuestionnaireEditorRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('questionnaires');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const questionnaire = useQuestionnaire(id);
  const selected = tabOf(pathname);
  return (
    <Loader loading={questionnaire.isPending} error={questionnaire.error} entity={t('entitySingle')}>
      {questionnaire.data ? <QuestionnaireHeader questionnaire={questionnaire.data} /> : null}
      <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        <Tabs selectedKey={selected}>
          <TabList aria-label={t('editor.tabs')} className={styles.tabList}>
            <Tab id="general" href={paths.questionnaire.getHref(id)} className={styles.tab}>
              {t('editor.general')}
            </Tab>
            <Tab id="questions" href={paths.questionnaireQuestions.getHref(id)} className={styles.tab}>
              {t('editor.questions')}
            </Tab>
            <Tab id="categories" href={paths.questionnaireCategories.getHref(id)} className={styles.tab}>
              {t('editor.categories')}
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
  );
}
