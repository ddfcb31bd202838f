import { RouterProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router';
import styles from './route-tabs.module.css';

export type RouteTab = { id: string; href: string; label: string };

type RouteTabsProps = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly RouteTab[];
  /** The id of the tab whose URL is the current one. */
  selected: string;
};

/** Tabs that are each their own URL (spec: editor, catalogue entry and settings tabs); a tab is a link. */
export function RouteTabs({ label, tabs, selected }: RouteTabsProps) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Tabs selectedKey={selected}>
        <TabList aria-label={label} className={styles.tabList}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id} href={tab.href} className={styles.tab}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {/* Only the selected panel mounts, so the route's one Outlet renders in the panel its tab controls. */}
        {tabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id}>
            <Outlet />
          </TabPanel>
        ))}
      </Tabs>
    </RouterProvider>
  );
}
