import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ErrorBox } from '@/components/ui/error-box';
import { isApiError } from '@/lib/graphql/api-error';

type InviteErrorProps = {
  error: unknown;
  /** What failed, for any other error: opening the invite, or accepting it. */
  failed: 'loadFailed' | 'acceptFailed';
};

/**
 * Spec 01 §8: an expired or unknown invite by its error code, else 'Failed to load invite' or 'Failed to accept
 * invite'. An invite can expire or be replaced between opening it and accepting it, so accepting says so too.
 */
export function InviteError({ error, failed }: InviteErrorProps) {
  const { t } = useTranslation('invites');
  if (isApiError(error, 'invite.expired'))
    return (
      <Alert title={t('expiredTitle')}>
        <p>{t('expired')}</p>
      </Alert>
    );
  if (isApiError(error, 'invite.notFound'))
    return (
      <Alert title={t('notFoundTitle')}>
        <p>{t('notFound')}</p>
      </Alert>
    );
  return <ErrorBox text={t(failed)} />;
}
