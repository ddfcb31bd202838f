import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { ErrorBox } from '@/components/ui/error-box';
import { isApiError } from '@/lib/graphql/api-error';

/** Spec 01 §8: an expired or unknown invite by its error code; anything else 'Failed to load invite'. */
export function InviteLoadError({ error }: { error: unknown }) {
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
  return <ErrorBox text={t('loadFailed')} />;
}
