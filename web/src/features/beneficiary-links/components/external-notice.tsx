import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import styles from './links.module.css';

/** Spec 01 §2 external link notice; `url` is null when the parameter was not a valid URL. */
export function ExternalNotice({ url }: { url: URL | null }) {
  const { t } = useTranslation('beneficiary-links');
  if (!url) {
    return (
      <Alert title={t('external.invalidTitle')}>
        <p>{t('external.invalidText')}</p>
      </Alert>
    );
  }
  return (
    <section className={styles.panel}>
      <h1>{t('external.title')}</h1>
      <p>{t('external.text', { host: url.host })}</p>
      <a className={styles.continue} href={url.href}>
        {t('external.continue')}
      </a>
    </section>
  );
}
