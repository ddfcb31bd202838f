import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import styles from './beneficiaries.module.css';

/** Spec 01 §2 beneficiary page side menu: Journey, Records, New Record, Admin. */
export function BeneficiaryMenu({ beneficiary }: { beneficiary: string }) {
  const { t } = useTranslation('beneficiaries');
  const items = [
    { to: paths.beneficiaryJourney.getHref(beneficiary), label: t('menu.journey'), end: true },
    { to: paths.beneficiaryRecords.getHref(beneficiary), label: t('menu.records'), end: false },
    { to: paths.beneficiaryRecord.getHref(beneficiary), label: t('menu.newRecord'), end: false },
    { to: paths.beneficiaryConfig.getHref(beneficiary), label: t('menu.admin'), end: false },
  ];
  return (
    <nav aria-label={t('menu.label')} className={styles.menu}>
      <ul className={styles.menuList}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) => [styles.menuLink, isActive ? styles.active : ''].join(' ')}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
