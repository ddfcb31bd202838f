import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './app-shell.module.css';

/** Spec 01 §2 Shell footer: terms, cookie policy, privacy policy, about, contact. */
export function AppFooter() {
  const { t } = useTranslation();
  const links = [
    { to: paths.terms.getHref(), label: t('footer.terms') },
    { to: paths.cookies.getHref(), label: t('footer.cookies') },
    { to: paths.privacy.getHref(), label: t('footer.privacy') },
    { to: paths.about.getHref(), label: t('footer.about') },
    { to: paths.contact.getHref(), label: t('footer.contact') },
  ];
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.footerLinks}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
