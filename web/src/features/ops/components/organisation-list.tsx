import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpsOrganisationRow } from '../api/ops';
import { formatWhen } from './format';
import styles from './ops.module.css';

type OrganisationListProps = {
  organisations: readonly OpsOrganisationRow[];
  /** The href of an organisation's page. */
  hrefOf: (id: string) => string;
};

/** The organisations as cards (readable at 360 px, four facts a row on a desktop), each linking to its page. */
export function OrganisationList({ organisations, hrefOf }: OrganisationListProps) {
  const { t } = useTranslation('ops');
  return (
    <ul className={styles.list}>
      {organisations.map((organisation) => (
        <li key={organisation.id} className={styles.item}>
          <h2 className={styles.itemTitle}>
            <Link to={hrefOf(organisation.id)}>{organisation.name}</Link>{' '}
            {organisation.suspended ? <span className={styles.badge}>{t('suspended')}</span> : null}
          </h2>
          <OrganisationFacts organisation={organisation} />
        </li>
      ))}
    </ul>
  );
}

/** What the console shows of an organisation at a glance. */
export function OrganisationFacts({ organisation }: { organisation: OpsOrganisationRow }) {
  const { t, i18n } = useTranslation('ops');
  const patron = !organisation.patron.patron
    ? t('no')
    : organisation.patron.provider
      ? t('patronProvider')
      : t('patronManual');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('fields.created')}</dt>
        <dd>{formatWhen(organisation.created, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('fields.members')}</dt>
        <dd>{organisation.members}</dd>
      </div>
      <div>
        <dt>{t('fields.records')}</dt>
        <dd>{organisation.records}</dd>
      </div>
      <div>
        <dt>{t('fields.lastActivity')}</dt>
        <dd>
          {organisation.lastActivity ? formatWhen(organisation.lastActivity, i18n.language) : t('never')}
        </dd>
      </div>
      <div>
        <dt>{t('fields.patron')}</dt>
        <dd>{patron}</dd>
      </div>
      <div>
        <dt>{t('fields.plugins')}</dt>
        <dd>{organisation.plugins.map((p) => p.id).join(', ') || t('none')}</dd>
      </div>
      <div>
        <dt>{t('fields.status')}</dt>
        <dd>{organisation.suspended ? t('suspended') : t('active')}</dd>
      </div>
    </dl>
  );
}
