import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/graphql/api-error';
import { useAcceptInvite } from '../api/accept-invite';
import { InviteError } from './invite-error';

type AcceptInvitePromptProps = {
  invite: string;
  /** After accepting and the token refresh: reload with `success=true` (injected for tests). */
  onAccepted: () => void;
};

/** Spec 01 §2 Invite page, signed in: an accept prompt calling `AcceptInvite(invite)`. */
export function AcceptInvitePrompt({ invite, onAccepted }: AcceptInvitePromptProps) {
  const { t } = useTranslation('invites');
  const accept = useAcceptInvite();
  return (
    <>
      {isApiError(accept.error, 'invite.alreadyMember') ? (
        <Alert tone="warning">
          <p>{t('alreadyMember')}</p>
        </Alert>
      ) : null}
      {accept.error && !isApiError(accept.error, 'invite.alreadyMember') ? (
        <InviteError error={accept.error} failed="acceptFailed" />
      ) : null}
      <p>{t('acceptIntro')}</p>
      <Button
        disabled={accept.isPending}
        onClick={() => void accept.mutateAsync(invite).then(onAccepted, () => undefined)}
      >
        {accept.isPending ? t('accepting') : t('accept')}
      </Button>
    </>
  );
}
