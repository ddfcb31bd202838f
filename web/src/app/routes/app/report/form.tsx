import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { EnthusiasmPanel } from '@/features/questionnaires/components/enthusiasm-panel';
import { getReportQuestionnairesQueryOptions } from '@/features/reports/api/get-report-questionnaires';
import { ReportForm } from '@/features/reports/components/report-form';
import { generatedHref } from '@/features/reports/utils/report-form';
import { rememberedQuestionnaire } from '@/lib/preferences';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getReportQuestionnairesQueryOptions());
  return null;
};

/** Spec 02 §2 /report: the report form; `q`, else the remembered questionnaire, preselects one. */
export default function ReportFormRoute() {
  const { t } = useTranslation('reports');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <>
      <h1>{t('form.title')}</h1>
      <EnthusiasmPanel />
      <Card>
        <ReportForm
          questionnaire={search.get('q') ?? rememberedQuestionnaire()}
          allowExport
          askMinRecords
          onSubmit={(values) => void navigate(generatedHref(values, new Date()))}
        />
      </Card>
    </>
  );
}
