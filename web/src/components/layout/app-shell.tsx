import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand/brand-logo';
import { useBrand } from '@/components/brand/brand-provider';
import { paths } from '@/config/paths';
import { getBeneficiarySession } from '@/lib/beneficiary-session';
import { AppFooter } from './app-footer';
import styles from './app-shell.module.css';
import { ShellOverlay } from './shell-overlay';

type AppShellProps = {
  children: ReactNode;
  /** Header items at the end (the profile menu for staff). */
  actions?: ReactNode;
  /** The staff navigation, between the logo and the actions (below them on a phone). */
  nav?: ReactNode;
  /** `narrow` centres a single form (login, sign-up). */
  width?: 'narrow' | 'wide';
  /**
   * False on the pages of a beneficiary's link (/smn, /jti, the answering flow): the logo then links nowhere, also
   * when no link session exists (yet, or any more), as home would be the staff sign-in to them.
   */
  homeLink?: boolean;
};

/** The page frame: skip link, header with the brand logo (and the staff navigation), main landmark, footer. */
export function AppShell({ children, actions, nav, width = 'wide', homeLink = true }: AppShellProps) {
  const { t } = useTranslation();
  const { brand } = useBrand();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        {/* Spec 01 §2: a beneficiary's header holds only Log Out; home would be the staff sign-in to them. */}
        {!homeLink || getBeneficiarySession() ? (
          <span className={styles.home}>
            <BrandLogo />
          </span>
        ) : (
          <Link
            to={paths.home.getHref()}
            className={styles.home}
            aria-label={t('homeLink', { name: brand.name })}
          >
            <BrandLogo />
          </Link>
        )}
        {nav ? <div className={styles.nav}>{nav}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <main id="main" tabIndex={-1} className={width === 'narrow' ? styles.narrow : styles.wide}>
        {children}
      </main>
      <AppFooter />
      {/* Only the staff shell (the one with navigation) hosts panels such as the guided tour. */}
      {nav ? <ShellOverlay /> : null}
    </div>
  );
}
