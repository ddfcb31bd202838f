import { useTranslation } from 'react-i18next';
import { Link, NavLink, useMatch } from 'react-router';
import { paths } from '@/config/paths';
import styles from './beneficiaries.module.css';

/** Spec 01 §2 beneficiary page side menu: Journey, Records, New Record, Admin. */
export function BeneficiaryMenu({ beneficiary }: { beneficiary: string }) {
  const { t } = useTranslation('beneficiaries');
  // /beneficiary/{id}/journey is the Journey page too (spec 01 §2), which NavLink's own match would miss.
  const onJourneyAlias = !!useMatch(`${paths.beneficiaryJourney.path}/journey`);
  const items = [
    { to: paths.beneficiaryJourney.getHref(beneficiary), label: t('menu.journey'), end: true },
    { to: paths.beneficiaryRecords.getHref(beneficiary), label: t('menu.records'), end: false },
    { to: paths.beneficiaryRecord.getHref(beneficiary), label: t('menu.newRecord'), end: false },
    { to: paths.beneficiaryConfig.getHref(beneficiary), label: t('menu.admin'), end: false },
  ];
  const linkClass = (active: boolean) => [styles.menuLink, active ? styles.active : ''].join(' ');
  return (
    <nav aria-label={t('menu.label')} className={styles.menu}>
      <ul className={styles.menuList}>
        {items.map((item, index) => (
          <li key={item.to}>
            {index === 0 && onJourneyAlias ? (
              <Link to={item.to} aria-current="page" className={linkClass(true)}>
                {item.label}
              </Link>
            ) : (
              <NavLink to={item.to} end={item.end} className={({ isActive }) => linkClass(isActive)}>
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
