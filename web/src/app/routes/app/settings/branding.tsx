import { useTranslation } from 'react-i18next';
import { PatronFrame } from '@/features/settings/components/patron-frame';

/** Spec 02 §2 /settings/branding: patron only; the editor itself arrives with the branding work. */
export default function SettingsBrandingRoute() {
  const { t } = useTranslation('settings');
  return (
    <PatronFrame>
      <h2>{t('branding.title')}</h2>
      <p>{t('branding.text')}</p>
    </PatronFrame>
  );
}
