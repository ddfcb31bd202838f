import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { prefetchOpenLinks } from '@/features/settings/api/get-open-links';
import { getOrgUsersQueryOptions } from '@/features/settings/api/get-org-users';
import { getPendingInvitesQueryOptions } from '@/features/settings/api/get-pending-invites';
import { InviteDialog } from '@/features/settings/components/invite-dialog';
import { PendingInvites } from '@/features/settings/components/pending-invites';
import styles from '@/features/settings/components/settings.module.css';
import { UsersTable } from '@/features/settings/components/users-table';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(getOrgUsersQueryOptions());
  void queryClient.prefetchQuery(getPendingInvitesQueryOptions());
  void prefetchOpenLinks(queryClient);
  return null;
};

/** Spec 01 §2 Settings > Users: title, Invite User, the users table, then the invites still pending. */
export default function SettingsUsersRoute() {
  const { t } = useTranslation('settings');
  return (
    <>
      <div className={styles.header}>
        <h2>{t('users.title')}</h2>
        <InviteDialog />
      </div>
      <UsersTable />
      <PendingInvites />
    </>
  );
}
