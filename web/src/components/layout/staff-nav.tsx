import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import styles from './staff-nav.module.css';

/**
 * The staff header's items (spec 01 §2 Shell); the social-value item only for the `sve` plugin, the operator
 * console only for operators.
 */
export function StaffNav({ socialValue, operator = false }: { socialValue: boolean; operator?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Spec 01 §2: the Questionnaires item includes the catalogue and sequences.
  const inQuestionnaires = [paths.catalogue.path, paths.sequences.path].some(
    (area) => pathname === area || pathname.startsWith(`${area}/`),
  );
  const items = [
    { to: paths.home.getHref(), label: t('nav.home'), end: true },
    { to: paths.beneficiary.getHref(), label: t('nav.beneficiary'), tour: 'beneficiary' },
    { to: paths.report.getHref(), label: t('nav.report'), tour: 'report' },
    {
      to: paths.questions.getHref(),
      label: t('nav.questionnaires'),
      tour: 'questionnaires',
      area: inQuestionnaires,
    },
    ...(socialValue ? [{ to: paths.socialValue.getHref(), label: t('nav.socialValue') }] : []),
    { to: paths.settings.getHref(), label: t('nav.settings') },
    ...(operator ? [{ to: paths.ops.getHref(), label: t('nav.ops') }] : []),
  ];
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              // The guided tour points at the items it explains.
              data-tour={item.tour}
              className={({ isActive }) =>
                [styles.link, isActive || item.area ? styles.active : ''].join(' ')
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The plus button to add a record; its text collapses to the icon under 620 px (spec 01 §9). */
export function NewRecordButton() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.record.getHref()}
      className={styles.newRecord}
      aria-label={t('nav.newRecord')}
      data-tour="new-record"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
      </svg>
      <span className={styles.newRecordText} aria-hidden="true">
        {t('nav.newRecord')}
      </span>
    </Link>
  );
}
