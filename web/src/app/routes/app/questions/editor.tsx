import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { RouteTabs } from '@/components/layout/route-tabs';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import {
  getQuestionnaireQueryOptions,
  useQuestionnaire,
} from '@/features/questionnaires/api/get-questionnaire';
import { QuestionnaireHeader } from '@/features/questionnaires/components/questionnaire-header';

export const clientLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(getQuestionnaireQueryOptions(params.id ?? ''));
    return null;
  };

/** The tab of a path: the last segment, else General (the exact path). */
const tabOf = (pathname: string) =>
  pathname.endsWith('/questions') ? 'questions' : pathname.endsWith('/categories') ? 'categories' : 'general';

/** Spec 02 §2 questionnaire editor: the header and the three tabs, each its own URL. */
export default function QuestionnaireEditorRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('questionnaires');
  const { pathname } = useLocation();
  const questionnaire = useQuestionnaire(id);
  return (
    <Loader query={questionnaire} entity={t('entitySingle')}>
      {questionnaire.data ? <QuestionnaireHeader questionnaire={questionnaire.data} /> : null}
      <RouteTabs
        label={t('editor.tabs')}
        selected={tabOf(pathname)}
        tabs={[
          { id: 'general', href: paths.questionnaire.getHref(id), label: t('editor.general') },
          { id: 'questions', href: paths.questionnaireQuestions.getHref(id), label: t('editor.questions') },
          {
            id: 'categories',
            href: paths.questionnaireCategories.getHref(id),
            label: t('editor.categories'),
          },
        ]}
      />
    </Loader>
  );
}
