import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getRecordImportErrors } from '../api/get-record-import-errors';
import type { RecordImport } from '../api/get-record-import';
import styles from './imports.module.css';

const assign = (path: string) => window.location.assign(path);

type CheckResultProps = {
  recordImport: RecordImport;
  /** The download goes where the API says; tests watch it. */
  download?: (path: string) => void;
};

/**
 * Step 3, the dry run's result: how many rows would be imported and how many have problems, then each problem by
 * spreadsheet row and column, and all of them as a CSV download. Nothing is written until the person imports.
 */
export function CheckResult({ recordImport, download = assign }: CheckResultProps) {
  const { t, i18n } = useTranslation('imports');
  const [downloadFailed, setDownloadFailed] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);
  const { rows, validRows, errorRows, newBeneficiaries, errors } = recordImport;
  const startDownload = async () => {
    setDownloadFailed(false);
    try {
      download(await getRecordImportErrors(recordImport.id));
    } catch {
      setDownloadFailed(true);
    }
  };
  return (
    <section aria-labelledby="import-check">
      <h3 id="import-check">{t('check.title')}</h3>
      <ul className={styles.summary}>
        <li>{t('check.summary', { count: rows, formatted: number.format(rows) })}</li>
        <li>
          <strong>{t('check.valid', { count: validRows })}</strong>
        </li>
        {errorRows > 0 ? <li>{t('check.invalid', { count: errorRows })}</li> : null}
        {newBeneficiaries > 0 ? <li>{t('check.newBeneficiaries', { count: newBeneficiaries })}</li> : null}
      </ul>
      <p>{t('check.nothingWritten')}</p>
      {errors.length > 0 ? (
        <>
          <h4 id="import-problems">{t('check.problemsTitle')}</h4>
          {errors.length < errorRows || errors.length >= 100 ? (
            <p className={styles.hint}>{t('check.problemsFirst', { shown: errors.length })}</p>
          ) : null}
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-labelledby="import-problems">
              <thead>
                <tr>
                  <th scope="col">{t('check.row')}</th>
                  <th scope="col">{t('check.column')}</th>
                  <th scope="col">{t('check.problem')}</th>
                  <th scope="col">{t('check.value')}</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error, index) => (
                  <tr key={index}>
                    <td>{error.row}</td>
                    <td>{error.column ?? t('check.wholeRow')}</td>
                    <td>{t(`problems.${error.problem}`)}</td>
                    <td>{error.value ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => void startDownload()}>
              {t('check.download')}
            </Button>
          </div>
          {downloadFailed ? <Alert>{t('check.downloadFailed')}</Alert> : null}
        </>
      ) : null}
    </section>
  );
}
