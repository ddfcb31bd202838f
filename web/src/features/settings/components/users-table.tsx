import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Loader } from '@/components/ui/loader';
import { refusalMessage } from '@/lib/graphql/error-messages';
import { openLinksQueryKey, useOpenLinks } from '../api/get-open-links';
import { useOrgUsers } from '../api/get-org-users';
import { useRemoveUser } from '../api/remove-user';
import { revokeLinksOf } from '../api/revoke-links-of';
import { sortUsers } from '../utils/sort-users';
import styles from './settings.module.css';

/** Why a step failed after the user was removed: the removal stands, the links are still open. */
class LinksNotRevoked extends Error {}

/**
 * Spec 01 §2 Settings > Users: Name, Joined, Actions; active before inactive; inactive shown as blocked.
 * Removing a member offers to revoke the open links they made (issue 27): the links belong to the organisation,
 * so it is a choice in the confirmation, unticked. A removed member's links that are still open can be revoked
 * from their row later.
 */
export function UsersTable() {
  const { t, i18n } = useTranslation('settings');
  const { t: te } = useTranslation('errors');
  const users = useOrgUsers();
  // The counts are a help to the choice: a list that failed to load leaves the choice out, not the table.
  const links = useOpenLinks();
  const remove = useRemoveUser();
  const queryClient = useQueryClient();
  const ids = useId();
  const [revokeToo, setRevokeToo] = useState<Record<string, boolean>>({});
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const linksOf = (userID: string) => links.data?.filter((link) => link.createdBy === userID).length ?? 0;

  const revokeLinks = async (userID: string) => {
    try {
      await revokeLinksOf(userID);
    } finally {
      await queryClient.invalidateQueries({ queryKey: openLinksQueryKey });
    }
  };
  const removeUser = async (userID: string, withLinks: boolean) => {
    await remove.mutateAsync(userID);
    if (!withLinks) return;
    await revokeLinks(userID).catch(() => {
      throw new LinksNotRevoked();
    });
  };
  const describeError = (error: unknown) =>
    error instanceof LinksNotRevoked
      ? t('users.removedLinksFailed')
      : refusalMessage(te, error, ['organisation.lastUser'], t('users.removeFailed'));

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
            {sortUsers(users.data ?? []).map((user) => {
              const count = linksOf(user.id);
              const choiceId = `${ids}-${user.id}`;
              const withLinks = count > 0 && !!revokeToo[user.id];
              return (
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
                        onConfirm={() => removeUser(user.id, withLinks)}
                        describeError={describeError}
                        details={
                          count > 0 ? (
                            <>
                              <div className={styles.choice}>
                                <input
                                  id={choiceId}
                                  type="checkbox"
                                  checked={!!revokeToo[user.id]}
                                  onChange={(event) => {
                                    const checked = event.currentTarget.checked;
                                    setRevokeToo((all) => ({ ...all, [user.id]: checked }));
                                  }}
                                />
                                <label htmlFor={choiceId}>
                                  {t('users.alsoRevokeLinks', { count, name: user.name })}
                                </label>
                              </div>
                              <p className={styles.muted}>{t('users.linksHint')}</p>
                            </>
                          ) : null
                        }
                      >
                        {t('users.remove')} <span className="visually-hidden">{user.name}</span>
                      </ConfirmButton>
                    ) : (
                      <div className={styles.itemActions}>
                        <span role="note">{t('users.blockedWarning')}</span>
                        {count > 0 ? (
                          <ConfirmButton
                            question={t('users.revokeLinksQuestion', { count, name: user.name })}
                            onConfirm={() => revokeLinks(user.id)}
                            describeError={() => t('users.revokeLinksFailed')}
                          >
                            {t('users.revokeLinks', { count })}{' '}
                            <span className="visually-hidden">{user.name}</span>
                          </ConfirmButton>
                        ) : null}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Loader>
  );
}
