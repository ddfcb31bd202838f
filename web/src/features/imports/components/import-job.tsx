import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Loader } from '@/components/ui/loader';
import { isApiError } from '@/lib/graphql/api-error';
import { useRecordImport, type RecordImport } from '../api/get-record-import';
import { useRunRecordImport } from '../api/run-record-import';
import { CheckResult } from './check-result';
import { ImportProgress } from './import-progress';
import { UndoImportButton } from './undo-import-button';
import styles from './imports.module.css';

/** The API's refusals of an import with wording of their own (locales/en/errors.json `import.*`). */
const IMPORT_ERRORS = [
  'import.notFound',
  'import.wrongStatus',
  'import.noFile',
  'import.fileTooLarge',
  'import.nothingToImport',
  'import.malformed',
  'import.tooManyRows',
  'import.emptyFile',
  'import.columnMissing',
] as const;

type ImportErrorCode = (typeof IMPORT_ERRORS)[number];

export const isImportErrorCode = (code: unknown): code is ImportErrorCode =>
  (IMPORT_ERRORS as readonly unknown[]).includes(code);

/** An API failure in the person's words: an `import.*` code's own message, else `fallback`. */
export function ImportErrorMessage({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation('errors');
  if (isApiError(error) && isImportErrorCode(error.code)) return <Alert>{t(error.code, { row: '' })}</Alert>;
  return <ErrorBox text={fallback} />;
}

type ImportJobProps = {
  id: string;
  /** Back to the columns, when the file is still in the page (the same visit); else the file must be chosen again. */
  onChangeColumns?: () => void;
  /** "Import another file" and "Back to settings". */
  actions: ReactNode;
};

/**
 * Steps 3 to 5 of one import, read again every second while its job runs: the check's progress and result, the
 * import's progress bar, the report, and undoing it. Opened later (the page was left), it shows where the job is.
 */
export function ImportJob({ id, onChangeColumns, actions }: ImportJobProps) {
  const { t } = useTranslation('imports');
  const query = useRecordImport(id);
  return (
    <Loader query={query} entity={t('importEntity')}>
      {query.data ? (
        <ImportState recordImport={query.data} onChangeColumns={onChangeColumns} actions={actions} />
      ) : null}
    </Loader>
  );
}

function ImportState({
  recordImport,
  onChangeColumns,
  actions,
}: {
  recordImport: RecordImport;
  onChangeColumns?: () => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation('imports');
  const { t: te } = useTranslation('errors');
  const run = useRunRecordImport();
  const [runError, setRunError] = useState<unknown>(null);
  const { status, rows, rowsDone, recordsWritten } = recordImport;
  switch (status) {
    case 'uploading':
    case 'checking':
      return <ImportProgress label={t('check.progress')} done={rowsDone} total={rows} />;
    case 'failed':
      return (
        <>
          <Alert title={t('failed.title')}>
            <p>
              {recordImport.failure && isImportErrorCode(recordImport.failure)
                ? te(recordImport.failure, { row: recordImport.failureRow ?? '' })
                : t('failedStep')}
            </p>
          </Alert>
          <div className={styles.buttons}>
            {onChangeColumns ? (
              <Button variant="secondary" onClick={onChangeColumns}>
                {t('check.changeColumns')}
              </Button>
            ) : null}
            {actions}
          </div>
        </>
      );
    case 'checked':
      return (
        <>
          <CheckResult recordImport={recordImport} />
          {runError ? <ImportErrorMessage error={runError} fallback={t('run.failed')} /> : null}
          <div className={styles.buttons}>
            {recordImport.validRows > 0 ? (
              <Button
                disabled={run.isPending}
                onClick={() => {
                  setRunError(null);
                  run.mutate(recordImport.id, { onError: setRunError });
                }}
              >
                {t('check.import', { count: recordImport.validRows })}
              </Button>
            ) : null}
            {onChangeColumns ? (
              <Button variant="secondary" onClick={onChangeColumns}>
                {t('check.changeColumns')}
              </Button>
            ) : null}
          </div>
          {recordImport.errorRows > 0 ? <p className={styles.hint}>{t('check.fixFile')}</p> : null}
        </>
      );
    case 'importing':
      return (
        <>
          <ImportProgress label={t('run.progress')} done={rowsDone} total={rows} />
          <p>{t('run.leave')}</p>
        </>
      );
    case 'imported':
      return (
        <section aria-labelledby="import-report">
          <h3 id="import-report">{t('report.title')}</h3>
          <Alert tone="success">
            <p>{t('report.done', { count: recordsWritten, fileName: recordImport.fileName })}</p>
          </Alert>
          {recordImport.errorRows > 0 ? (
            <p>{t('report.skipped', { count: recordImport.errorRows })}</p>
          ) : null}
          <p>{t('report.reports')}</p>
          <div className={styles.buttons}>
            <UndoImportButton recordImport={recordImport} />
            {actions}
          </div>
        </section>
      );
    case 'undoing':
      return <ImportProgress label={t('report.undoing')} done={rowsDone} total={recordsWritten} />;
    case 'undone':
      return (
        <>
          <Alert tone="success">
            <p>{t('report.undone')}</p>
          </Alert>
          <div className={styles.buttons}>{actions}</div>
        </>
      );
  }
}
