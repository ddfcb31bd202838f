import { RouterProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import styles from '@/features/settings/components/settings.module.css';

const TAB_KEYS = ['data', 'users', 'branding', 'patron'] as const;

/** The tab of a settings path: its first segment after /settings, else Data (the default tab). */
const tabOf = (pathname: string) => {
  const segment = pathname.split('/')[2] ?? '';
  return (TAB_KEYS as readonly string[]).includes(segment) ? segment : 'data';
};

/** Spec 01 §2 /settings: tabs Data (default), Users, Branding and Patron, each its own URL. */
export default function SettingsLayoutRoute() {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <h1>{t('title')}</h1>
      <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        <Tabs selectedKey={tabOf(pathname)}>
          <TabList aria-label={t('tabs.label')} className={styles.tabList}>
            <Tab id="data" href={paths.settings.getHref()} className={styles.tab}>
              {t('tabs.data')}
            </Tab>
            <Tab id="users" href={paths.settingsUsers.getHref()} className={styles.tab}>
              {t('tabs.users')}
            </Tab>
            <Tab id="branding" href={paths.settingsBranding.getHref()} className={styles.tab}>
              {t('tabs.branding')}
            </Tab>
            <Tab id="patron" href={paths.settingsPatron.getHref()} className={styles.tab}>
              {t('tabs.patron')}
            </Tab>
          </TabList>
          {/* Only the selected panel mounts, so the route's one Outlet renders in the panel its tab controls. */}
          {TAB_KEYS.map((key) => (
            <TabPanel key={key} id={key}>
              <Outlet />
            </TabPanel>
          ))}
        </Tabs>
      </RouterProvider>
    </>
  );
}
