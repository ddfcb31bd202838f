import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './records.module.css';

type LinkType = 'remote' | 'summon';
const LINK_TYPES: readonly LinkType[] = ['remote', 'summon'];

/**
 * Spec 01 §4 Remote and Summon: a link for one beneficiary, or one link that many beneficiaries use, each typing
 * their own ID. The two link pages switch between each other here; `hrefFor` keeps the `q` query.
 */
export function LinkTypeChoice({
  current,
  hrefFor,
}: {
  current: LinkType;
  hrefFor: (type: LinkType) => string;
}) {
  const { t } = useTranslation('records');
  return (
    <nav aria-label={t('linkType.label')}>
      <ul className={styles.choices}>
        {LINK_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={hrefFor(type)}
              className={styles.choice}
              aria-current={type === current ? 'page' : undefined}
              replace
            >
              <strong>{t(`linkType.${type}`)}</strong>
              <span>{t(`linkType.${type}Text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
