import { useTranslation } from 'react-i18next';
import type { OpsAuditEntry } from '../api/ops';
import { formatWhen } from './format';
import styles from './ops.module.css';

/** The operator actions on an organisation, newest first: who, when, what and why. */
export function AuditLog({ entries }: { entries: readonly OpsAuditEntry[] }) {
  const { t, i18n } = useTranslation('ops');
  if (!entries.length) return <p>{t('audit.empty')}</p>;
  return (
    <ol className={styles.audit}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.auditEntry}>
          <p>
            <strong>{t(`audit.actions.${entry.action}`, { plugin: entry.plugin ?? '' })}</strong>
          </p>
          <p className={styles.muted}>
            <time dateTime={entry.at}>{formatWhen(entry.at, i18n.language, true)}</time>
            {' · '}
            {t('audit.via', { email: entry.operatorEmail, via: entry.via })}
          </p>
          <p>
            {t('audit.why')}: {entry.reason}
          </p>
        </li>
      ))}
    </ol>
  );
}
