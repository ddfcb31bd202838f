import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouteTabs } from '@/components/layout/route-tabs';
import { paths } from '@/config/paths';

const TAB_KEYS = ['data', 'users', 'links', 'branding', 'patron'] as const;

/** The tab of a settings path: its first segment after /settings, else Data (the default tab). */
const tabOf = (pathname: string) => {
  const segment = pathname.split('/')[2] ?? '';
  return (TAB_KEYS as readonly string[]).includes(segment) ? segment : 'data';
};

/** Spec 01 §2 /settings: tabs Data (default), Users, Links (issue 27), Branding and Patron, each its own URL. */
export default function SettingsLayoutRoute() {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  return (
    <>
      <h1>{t('title')}</h1>
      <RouteTabs
        label={t('tabs.label')}
        selected={tabOf(pathname)}
        tabs={[
          { id: 'data', href: paths.settings.getHref(), label: t('tabs.data') },
          { id: 'users', href: paths.settingsUsers.getHref(), label: t('tabs.users') },
          { id: 'links', href: paths.settingsLinks.getHref(), label: t('tabs.links') },
          { id: 'branding', href: paths.settingsBranding.getHref(), label: t('tabs.branding') },
          { id: 'patron', href: paths.settingsPatron.getHref(), label: t('tabs.patron') },
        ]}
      />
    </>
  );
}
