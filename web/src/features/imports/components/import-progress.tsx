import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './imports.module.css';

type ImportProgressProps = {
  /** What is running, the progress bar's name: "Checking rows", "Importing records". */
  label: string;
  done: number;
  /** 0 while the job has not counted the file's rows yet: the bar then shows no value. */
  total: number;
};

/**
 * A job's progress as a progress bar screen readers can read: its name, value and "1,200 of 5,000 rows". Without
 * a total it is indeterminate, as ARIA has a progress bar without `aria-valuenow` be.
 */
export function ImportProgress({ label, done, total }: ImportProgressProps) {
  const { t, i18n } = useTranslation('imports');
  const labelId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const known = total > 0;
  const shown = Math.min(done, total);
  const text = known
    ? t('run.progressText', { done: number.format(shown), total: number.format(total) })
    : '';
  return (
    <div className={styles.progress}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        {...(known ? { 'aria-valuemax': total, 'aria-valuenow': shown, 'aria-valuetext': text } : {})}
        className={styles.track}
      >
        <div
          className={[styles.bar, known ? '' : styles.indeterminate].join(' ')}
          style={known ? { width: `${(shown / total) * 100}%` } : undefined}
        />
      </div>
      {known ? <p aria-hidden="true">{text}</p> : null}
    </div>
  );
}
