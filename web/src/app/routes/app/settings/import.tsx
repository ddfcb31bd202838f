import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loader } from '@/components/ui/loader';
import {
  getQuestionnairesQueryOptions,
  useQuestionnaires,
} from '@/features/questionnaires/api/get-questionnaires';
import { ImportWizard } from '@/features/imports/components/import-wizard';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getQuestionnairesQueryOptions());
  return null;
};

/** Issue 34 /settings/data/import[/{id}]: import past records from a spreadsheet, then follow or undo the import. */
export default function SettingsImportRoute() {
  const { t } = useTranslation('imports');
  const { id } = useParams();
  const questionnaires = useQuestionnaires();
  return (
    <>
      <h2>{t('title')}</h2>
      <Loader query={questionnaires} entity={t('questionnaireEntity')}>
        <ImportWizard questionnaires={questionnaires.data ?? []} importId={id} />
      </Loader>
    </>
  );
}
