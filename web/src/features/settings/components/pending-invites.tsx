import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Loader } from '@/components/ui/loader';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { usePendingInvites } from '../api/get-pending-invites';
import { useRevokeInvite } from '../api/revoke-invite';
import styles from './settings.module.css';

/**
 * Settings > Users: the invites that can still be accepted, who made each, when, and when it expires, with Revoke.
 * Any member may revoke any invite (spec 01 §6: all members have the same permissions).
 */
export function PendingInvites() {
  const { t, i18n } = useTranslation('settings');
  const invites = usePendingInvites();
  const revoke = useRevokeInvite();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // The revoked invite's button goes with it: focus moves to the invite now in its place, else the empty message.
  const { itemRef, emptyRef, removed } = useFocusAfterRemoval(
    invites.data?.map((invite) => invite.code) ?? [],
  );
  return (
    <section className={`${styles.section} ${styles.following}`} aria-labelledby="settings-invites">
      <h2 id="settings-invites">{t('invites.title')}</h2>
      <Loader query={invites} entity={t('invites.entity')}>
        {invites.data?.length === 0 ? (
          <p ref={emptyRef} tabIndex={-1} className={styles.muted}>
            {t('invites.empty')}
          </p>
        ) : (
          <ul className={styles.items}>
            {invites.data?.map((invite, position) => {
              const created = when.format(new Date(invite.created));
              return (
                <li key={invite.code} className={styles.item}>
                  <h3 ref={itemRef(invite.code)} tabIndex={-1} className={styles.itemTitle}>
                    {t('invites.invite', { name: invite.createdByName })}
                  </h3>
                  <dl className={styles.facts}>
                    <div>
                      <dt>{t('invites.created')}</dt>
                      <dd>{created}</dd>
                    </div>
                    <div>
                      <dt>{t('invites.expires')}</dt>
                      <dd>{when.format(new Date(invite.expires))}</dd>
                    </div>
                  </dl>
                  <div className={styles.itemActions}>
                    <ConfirmButton
                      question={t('invites.revokeQuestion')}
                      onConfirm={() =>
                        revoke.mutateAsync(invite.code).then(() => removed(invite.code, position))
                      }
                      describeError={() => t('invites.revokeFailed')}
                    >
                      <span aria-hidden="true">{t('invites.revoke')}</span>
                      <span className="visually-hidden">
                        {t('invites.revokeLabel', { name: invite.createdByName, created })}
                      </span>
                    </ConfirmButton>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Loader>
    </section>
  );
}
