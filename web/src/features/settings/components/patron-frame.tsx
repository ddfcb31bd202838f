import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader } from '@/components/ui/loader';
import { paths } from '@/config/paths';
import { usePatronStatus } from '../api/get-patron-status';
import styles from './settings.module.css';

/**
 * Spec 02 §2 patron-only wrapper: patrons see the content as is; others see it framed with a 'Patrons Only'
 * tab linking to /settings/patron.
 */
export function PatronFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('settings');
  const don = usePatronStatus();
  return (
    <Loader query={don} entity={t('patron.organisationEntity')}>
      {don.data ? (
        children
      ) : (
        <section className={styles.frame} aria-label={t('patronsOnly.label')}>
          <Link to={paths.settingsPatron.getHref()} className={styles.frameTab}>
            {t('patronsOnly.tab')}
          </Link>
          <div className={styles.frameBody} inert>
            {children}
          </div>
        </section>
      )}
    </Loader>
  );
}
