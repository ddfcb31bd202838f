import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { ImportBatches, StartImportLink } from '@/features/imports/components/import-batches';
import {
  getQuestionnairesQueryOptions,
  useQuestionnaires,
} from '@/features/questionnaires/api/get-questionnaires';
import { ExportChooser } from '@/features/settings/components/export-chooser';
import { SmallNumberSetting } from '@/features/settings/components/small-number-setting';
import styles from '@/features/settings/components/settings.module.css';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getQuestionnairesQueryOptions());
  return null;
};

/**
 * Spec 01 §2 Settings > Data: the export chooser, the reports' small-number threshold (issue 33), and the import
 * (issue 34, in place of the spec's "email support" note): its button and the imported batches.
 */
export default function SettingsDataRoute() {
  const { t } = useTranslation('settings');
  const questionnaires = useQuestionnaires();
  const names = new Map(
    (questionnaires.data ?? []).map((questionnaire) => [questionnaire.id, questionnaire.name]),
  );
  return (
    <>
      <section className={styles.section} aria-labelledby="settings-export">
        <h2 id="settings-export">{t('data.exportTitle')}</h2>
        <p>{t('data.exportText')}</p>
        <Loader query={questionnaires} entity={t('data.questionnairesEntity')}>
          <ExportChooser questionnaires={questionnaires.data ?? []} />
        </Loader>
      </section>
      <section className={styles.section} aria-labelledby="settings-reports">
        <h2 id="settings-reports">{t('reports.title')}</h2>
        <SmallNumberSetting />
      </section>
      <section className={styles.section} aria-labelledby="settings-import">
        <h2 id="settings-import">{t('data.importTitle')}</h2>
        <p>{t('data.importText')}</p>
        <StartImportLink href={paths.settingsImport.getHref()} />
        <ImportBatches questionnaireNames={names} hrefOf={paths.settingsImportJob.getHref} />
      </section>
    </>
  );
}
