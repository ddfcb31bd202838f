import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCheckRecordImport } from '../api/check-record-import';
import { createRecordImport, uploadImportFile } from '../api/create-record-import';
import { getImportQuestionnaireQueryOptions } from '../api/get-import-questionnaire';
import { useRecordImport, type RecordImport } from '../api/get-record-import';
import type { DetectedDateFormat } from '../utils/dates';
import { suggestMapping, toMappingInput, type ImportQuestion, type MappingValues } from '../utils/mapping';
import { toCsv } from '../utils/parse-csv';
import { readSpreadsheet, type Sheet } from '../utils/read-spreadsheet';
import { FileStep, SheetSummary } from './file-step';
import { ImportErrorMessage, ImportJob } from './import-job';
import { detectColumnFormat, MappingForm } from './mapping-form';
import styles from './imports.module.css';

/** A file read in this visit: what the mapping step shows, and which import it was uploaded for, once it was. */
type Loaded = {
  questionnaire: string;
  questions: readonly ImportQuestion[];
  fileName: string;
  sheet: Sheet;
  detected: DetectedDateFormat;
  values: MappingValues;
  /** The import the file was uploaded for: checking again with other columns needs no new upload. */
  importId?: string;
};

const STEPS = ['file', 'columns', 'check', 'import'] as const;
type Step = (typeof STEPS)[number];

const stepOf = (status: RecordImport['status'] | undefined): Step =>
  status === undefined || ['uploading', 'checking', 'checked', 'failed'].includes(status)
    ? 'check'
    : 'import';

type ImportWizardProps = {
  questionnaires: readonly { id: string; name: string }[];
  /** The import in the address (`/settings/data/import/{id}`), once the file was sent. */
  importId?: string;
};

/**
 * The import journey of issue 34: file → columns → check → import. The file is read and kept in the page; the
 * check, the import and undoing it are jobs on the server, so the address names the import and the page can be left
 * and opened again at any of them. Changing the columns after a check needs the file still in the page.
 */
export function ImportWizard({ questionnaires, importId }: ImportWizardProps) {
  const { t, i18n } = useTranslation('imports');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const check = useCheckRecordImport();
  const [chosen, setChosen] = useState('');
  const questionnaire = chosen || questionnaires[0]?.id || '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const job = useRecordImport(importId ?? '');

  const readFile = async (file: File) => {
    const [sheet, found] = await Promise.all([
      readSpreadsheet(file),
      queryClient.fetchQuery(getImportQuestionnaireQueryOptions(questionnaire)),
    ]);
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const suggested = suggestMapping(sheet.header, found.questions, { timeZone, dateFormat: 'iso' });
    const detected = detectColumnFormat(sheet.rows, suggested.dateColumn, i18n.language);
    setFailure(null);
    setEditing(true);
    setLoaded({
      questionnaire,
      questions: found.questions,
      fileName: file.name,
      sheet,
      detected,
      values: { ...suggested, dateFormat: detected.format },
    });
  };

  const submit = async (values: MappingValues) => {
    if (!loaded) return;
    setFailure(null);
    try {
      let id = loaded.importId;
      if (!id) {
        const upload = await createRecordImport(loaded.questionnaire, loaded.fileName);
        const csv = new Blob([toCsv([loaded.sheet.header, ...loaded.sheet.rows])], { type: 'text/csv' });
        await uploadImportFile(upload, csv);
        id = upload.import.id;
      }
      await check.mutateAsync({ id, mapping: toMappingInput(values) });
      setLoaded({ ...loaded, values, importId: id });
      setEditing(false);
      await navigate(paths.settingsImportJob.getHref(id));
    } catch (error) {
      setFailure(error);
    }
  };

  const showJob = importId && !(editing && loaded);
  const step: Step = showJob ? stepOf(job.data?.status) : loaded ? 'columns' : 'file';
  const startAgain = (
    <Link
      to={paths.settingsImport.getHref()}
      onClick={() => {
        setLoaded(null);
        setEditing(false);
      }}
    >
      {t('report.another')}
    </Link>
  );
  return (
    <>
      <ol className={styles.steps} aria-label={t('steps.label')}>
        {STEPS.map((name) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            {t(`steps.${name}`)}
          </li>
        ))}
      </ol>
      {showJob ? (
        <ImportJob
          id={importId}
          onChangeColumns={loaded?.importId === importId ? () => setEditing(true) : undefined}
          actions={
            <>
              {startAgain}
              <Link to={paths.settings.getHref()}>{t('report.back')}</Link>
            </>
          }
        />
      ) : loaded ? (
        <section aria-labelledby="import-mapping">
          <h3 id="import-mapping">{t('mapping.title')}</h3>
          <SheetSummary fileName={loaded.fileName} sheet={loaded.sheet} />
          <p>{t('mapping.intro')}</p>
          <MappingForm
            key={loaded.importId ?? loaded.fileName}
            header={loaded.sheet.header}
            rows={loaded.sheet.rows}
            questions={loaded.questions}
            initialValues={loaded.values}
            detected={loaded.detected}
            onSubmit={submit}
            failure={failure ? <ImportErrorMessage error={failure} fallback={t('failedStep')} /> : null}
            secondary={
              <Button
                variant="secondary"
                onClick={() => {
                  setLoaded(null);
                  setEditing(false);
                }}
              >
                {t('mapping.otherFile')}
              </Button>
            }
          />
        </section>
      ) : (
        <>
          <p>{t('intro')}</p>
          <FileStep
            questionnaires={questionnaires}
            questionnaire={questionnaire}
            onQuestionnaire={setChosen}
            onFile={readFile}
          />
        </>
      )}
    </>
  );
}
