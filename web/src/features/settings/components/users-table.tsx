import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Loader } from '@/components/ui/loader';
import { isApiError } from '@/lib/graphql/api-error';
import { useOrgUsers } from '../api/get-org-users';
import { useRemoveUser } from '../api/remove-user';
import { sortUsers } from '../utils/sort-users';
import styles from './settings.module.css';

/** Spec 01 §2 Settings > Users: Name, Joined, Actions; active before inactive; inactive shown as blocked. */
export function UsersTable() {
  const { t, i18n } = useTranslation('settings');
  const users = useOrgUsers();
  const remove = useRemoveUser();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const describeError = (error: unknown) =>
    isApiError(error, 'organisation.lastUser') ? t('users.lastUser') : t('users.removeFailed');

  return (
    <Loader query={users} entity={t('users.entity')}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('users.name')}</th>
              <th scope="col">{t('users.joined')}</th>
              <th scope="col">{t('users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {sortUsers(users.data ?? []).map((user) => (
              <tr key={user.id} className={user.active ? undefined : styles.blocked}>
                <td>
                  {user.name}
                  {user.active ? null : (
                    <span className={styles.badge} title={t('users.blockedWarning')}>
                      {t('users.blocked')}
                    </span>
                  )}
                </td>
                <td>{dateFormat.format(new Date(user.joined))}</td>
                <td>
                  {user.active ? (
                    <ConfirmButton
                      question={t('users.removeQuestion', { name: user.name })}
                      onConfirm={() => remove.mutateAsync(user.id)}
                      describeError={describeError}
                    >
                      {t('users.remove')} <span className="visually-hidden">{user.name}</span>
                    </ConfirmButton>
                  ) : (
                    <span role="note">{t('users.blockedWarning')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Loader>
  );
}
