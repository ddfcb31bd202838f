import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecordType } from '../utils/new-record-form';
import styles from './records.module.css';

/** Spec 01 §2 record type choice: Live, Remote, Data Entry. `hrefFor` keeps the `ben`/`q` query. */
export function RecordTypeChoice({ hrefFor }: { hrefFor: (type: RecordType) => string }) {
  const { t } = useTranslation('records');
  const types = ['live', 'remote', 'historic'] as const;
  return (
    <ul className={styles.choices}>
      {types.map((type) => (
        <li key={type}>
          <Link to={hrefFor(type)} className={styles.choice}>
            <strong>{t(`choose.${type}`)}</strong>
            <span>{t(`choose.${type}Text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
