import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import buttonStyles from '@/components/ui/button.module.css';
import { inviteUrl, useGenerateInvite } from '../api/get-invite-link';
import { CopyBox } from '@/components/ui/copy-box';
import styles from './settings.module.css';

/**
 * Spec 01 §4 Invite generator: opening generates a link, the modal shows it in a copy box, closing resets it.
 * The button shows only its icon under 620 px (spec 02 §9).
 */
export function InviteDialog() {
  const { t } = useTranslation('settings');
  const invite = useGenerateInvite();

  const onOpenChange = (open: boolean) => {
    if (open) invite.mutate();
    else invite.reset();
  };

  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button
        className={[buttonStyles.button, buttonStyles.primary, styles.iconButton].join(' ')}
        aria-label={t('users.invite')}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            d="M15 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.iconButtonText} aria-hidden="true">
          {t('users.invite')}
        </span>
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title">{t('invite.title')}</Heading>
                {invite.isError ? (
                  <Alert>{t('invite.failed')}</Alert>
                ) : (
                  <Loader loading={!invite.data} entity={t('invite.link')}>
                    <p>{t('invite.text')}</p>
                    <CopyBox value={invite.data ? inviteUrl(invite.data) : ''} label={t('invite.link')} />
                  </Loader>
                )}
                <Button className={[buttonStyles.button, buttonStyles.secondary].join(' ')} onPress={close}>
                  {t('invite.close')}
                </Button>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
