import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { useRecordImports } from '../api/get-record-imports';
import { isRunning, type RecordImport } from '../api/get-record-import';
import { ImportProgress } from './import-progress';
import { UndoImportButton } from './undo-import-button';
import styles from './imports.module.css';

/** Settings > Data's "Import records" button: the import journey's first step. */
export function StartImportLink({ href }: { href: string }) {
  const { t } = useTranslation('imports');
  return (
    <p>
      <Link className={styles.linkButton} to={href}>
        {t('batches.start')}
      </Link>
    </p>
  );
}

type ImportBatchesProps = {
  /** Questionnaire names by id, to say what each batch went into. */
  questionnaireNames: ReadonlyMap<string, string>;
  /** The import page of a batch. */
  hrefOf: (id: string) => string;
};

/**
 * Settings > Data: every import, newest first — file name, questionnaire, who, when, records — with a running one's
 * progress (read again while it runs, so a job left behind shows here) and "Undo import" for an imported batch.
 * A list of cards rather than a table, so that it reads on a 360 px phone.
 */
export function ImportBatches({ questionnaireNames, hrefOf }: ImportBatchesProps) {
  const { t } = useTranslation('imports');
  const query = useRecordImports();
  const batches = query.data ?? [];
  return (
    <Loader query={query} entity={t('batches.entity')}>
      {batches.length === 0 ? (
        <p>{t('batches.empty')}</p>
      ) : (
        <ul className={styles.batches} aria-label={t('batches.title')}>
          {batches.map((batch) => (
            <li key={batch.id} className={styles.batch}>
              <Batch
                batch={batch}
                questionnaire={questionnaireNames.get(batch.questionnaire)}
                href={hrefOf(batch.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Loader>
  );
}

function Batch({
  batch,
  questionnaire,
  href,
}: {
  batch: RecordImport;
  questionnaire?: string;
  href: string;
}) {
  const { t, i18n } = useTranslation('imports');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(batch.imported ?? batch.created),
  );
  const total = batch.status === 'undoing' ? batch.recordsWritten : batch.rows;
  return (
    <>
      <p className={styles.batchName}>{batch.fileName}</p>
      <dl className={styles.facts}>
        {questionnaire ? (
          <>
            <dt>{t('batches.questionnaire')}</dt>
            <dd>{questionnaire}</dd>
          </>
        ) : null}
        <dt>{t('batches.by')}</dt>
        <dd>{batch.createdByName}</dd>
        <dt>{t('batches.when')}</dt>
        <dd>{when}</dd>
        <dt>{t('batches.records')}</dt>
        <dd>{batch.recordsWritten}</dd>
        <dt>{t('batches.status')}</dt>
        <dd>{t(`batches.statuses.${batch.status}`)}</dd>
      </dl>
      {isRunning(batch.status) ? (
        <ImportProgress label={t(`batches.statuses.${batch.status}`)} done={batch.rowsDone} total={total} />
      ) : null}
      <div className={styles.buttons}>
        <Link to={href} aria-label={t('batches.openLabel', { fileName: batch.fileName })}>
          {t('batches.open')}
        </Link>
        {batch.status === 'imported' ? <UndoImportButton recordImport={batch} /> : null}
      </div>
    </>
  );
}
