import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { FileProblem, type Sheet } from '../utils/read-spreadsheet';
import styles from './imports.module.css';

type FileStepProps = {
  questionnaires: readonly { id: string; name: string }[];
  questionnaire: string;
  onQuestionnaire: (id: string) => void;
  /** Reads the file (and whatever else the next step needs); a FileProblem is shown here. */
  onFile: (file: File) => Promise<void>;
};

/** Step 1: the questionnaire the records are of, and the CSV or .xlsx file, read in the page. */
export function FileStep({ questionnaires, questionnaire, onQuestionnaire, onFile }: FileStepProps) {
  const { t, i18n } = useTranslation('imports');
  const [state, setState] = useState<{ reading: boolean; problem: FileProblem | null }>({
    reading: false,
    problem: null,
  });
  if (questionnaires.length === 0) return <p>{t('file.noQuestionnaires')}</p>;
  const read = async (file: File | undefined) => {
    if (!file) return;
    setState({ reading: true, problem: null });
    try {
      await onFile(file);
      setState({ reading: false, problem: null });
    } catch (error) {
      setState({
        reading: false,
        problem: error instanceof FileProblem ? error : new FileProblem('unreadable'),
      });
    }
  };
  const { problem } = state;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor="import-questionnaire" className={styles.label}>
          {t('file.questionnaire')}
        </label>
        <select
          id="import-questionnaire"
          className={styles.select}
          value={questionnaire}
          onChange={(event) => onQuestionnaire(event.target.value)}
        >
          {questionnaires.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="import-file" className={styles.label}>
          {t('file.file')}
        </label>
        <span id="import-file-hint" className={styles.hint}>
          {t('file.fileHint')}
        </span>
        <input
          id="import-file"
          type="file"
          className={styles.file}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={problem ? 'import-file-hint import-file-problem' : 'import-file-hint'}
          aria-invalid={problem ? true : undefined}
          disabled={state.reading}
          onChange={(event) => {
            void read(event.target.files?.[0]);
            // The same file chosen again (after saving a fix) is a change too.
            event.target.value = '';
          }}
        />
      </div>
      {state.reading ? <p role="status">{t('file.reading')}</p> : null}
      {problem ? (
        <div id="import-file-problem">
          <Alert>
            <p>
              {t(`file.problems.${problem.code}`, {
                count: problem.rows ?? 0,
                formatted: new Intl.NumberFormat(i18n.language).format(problem.rows ?? 0),
              })}
            </p>
          </Alert>
        </div>
      ) : null}
    </>
  );
}

/** "data.csv: 120 rows, 9 columns". */
export function SheetSummary({ fileName, sheet }: { fileName: string; sheet: Sheet }) {
  const { t } = useTranslation('imports');
  return <p>{t('file.read', { fileName, count: sheet.rows.length, columns: sheet.header.length })}</p>;
}
