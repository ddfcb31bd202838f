import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** Spec 01 §2 /settings/patron/success: the thank-you page. */
export default function SettingsPatronSuccessRoute() {
  const { t } = useTranslation('settings');
  return (
    <>
      <h2>{t('success.title')}</h2>
      <Alert tone="success">{t('success.text')}</Alert>
      <p>
        <Link to={paths.settings.getHref()}>{t('success.back')}</Link>
      </p>
    </>
  );
}
