import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getOrgUsersQueryOptions } from '@/features/settings/api/get-org-users';
import { InviteDialog } from '@/features/settings/components/invite-dialog';
import styles from '@/features/settings/components/settings.module.css';
import { UsersTable } from '@/features/settings/components/users-table';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getOrgUsersQueryOptions());
  return null;
};

/** Spec 01 §2 Settings > Users: title, Invite User and the users table. */
export default function SettingsUsersRoute() {
  const { t } = useTranslation('settings');
  return (
    <>
      <div className={styles.header}>
        <h2>{t('users.title')}</h2>
        <InviteDialog />
      </div>
      <UsersTable />
    </>
  );
}
