import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './log-in-link.module.css';

/** The header's Log In item, shown to logged-out visitors of an invite page. */
export function LogInLink({ to }: { to: string }) {
  const { t } = useTranslation('invites');
  return (
    <Link to={to} className={styles.link}>
      {t('logIn')}
    </Link>
  );
}
