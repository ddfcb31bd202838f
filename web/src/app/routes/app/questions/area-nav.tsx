import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import styles from '@/features/questionnaires/components/questionnaires.module.css';

/**
 * Spec 01 §2: the header's Questionnaires item includes the catalogue and sequences; this secondary
 * navigation on their list pages reaches each of the three.
 */
export function QuestionnairesAreaNav() {
  const { t } = useTranslation('questionnaires');
  const items = [
    { to: paths.questions.getHref(), label: t('area.questionnaires') },
    { to: paths.sequences.getHref(), label: t('area.sequences') },
    { to: paths.catalogue.getHref(), label: t('area.catalogue') },
  ];
  return (
    <nav aria-label={t('area.label')} className={styles.areaNav}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) => [styles.areaLink, isActive ? styles.areaActive : ''].join(' ')}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
