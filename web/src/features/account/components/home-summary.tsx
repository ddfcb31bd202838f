import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useOrganisation } from '../api/get-organisation';
import { useSelf } from '../api/get-self';
import styles from './home-summary.module.css';

/** The minimal signed-in home: who is signed in, and in which organisation. */
export function HomeSummary() {
  const { t } = useTranslation('account');
  const self = useSelf();
  const organisation = useOrganisation();
  return (
    <Card>
      <h1>{self.data ? t('home.welcome', { name: self.data.profile.name }) : t('home.title')}</h1>
      <dl className={styles.facts}>
        <dt>{t('home.organisation')}</dt>
        <dd data-testid="organisation-name">{organisation.data?.name}</dd>
      </dl>
    </Card>
  );
}
