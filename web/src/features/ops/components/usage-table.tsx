import { useTranslation } from 'react-i18next';
import type { OpsUsageWeek } from '../api/ops';
import { formatWhen } from './format';
import styles from './ops.module.css';

/** The usage chart's figures as a table: what a screen reader or a careful reader needs beside the picture. */
export function UsageTable({ usage }: { usage: readonly OpsUsageWeek[] }) {
  const { t, i18n } = useTranslation('ops');
  return (
    <details>
      <summary>{t('usage.table')}</summary>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('usage.week')}</th>
              <th scope="col">{t('usage.records')}</th>
              <th scope="col">{t('usage.activeUsers')}</th>
              <th scope="col">{t('usage.sessions')}</th>
            </tr>
          </thead>
          <tbody>
            {usage.map((week) => (
              <tr key={week.week}>
                <th scope="row">{formatWhen(`${week.week}T12:00:00Z`, i18n.language)}</th>
                <td>{week.records}</td>
                <td>{week.activeUsers}</td>
                <td>{week.sessions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
