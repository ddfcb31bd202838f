import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { forwardHref, type ForwardPage } from '../utils/forward-list';

/**
 * A record the beneficiary's link may no longer open because it is complete (`meeting.complete`). A one-time link
 * always opens its sequence at the first record, so one opened again resumes at the next entry still to do; only
 * when none is left has the link been used up (docs/api-errors.md: Expired).
 */
export function CompleteRecord({ forward, page }: { forward: string[]; page: ForwardPage }) {
  const { t } = useTranslation('answering');
  const navigate = useNavigate();
  const onward = forwardHref(forward, page);
  useEffect(() => {
    // Replace: Back should not return to a record that can only send them on again.
    if (onward) void navigate(onward, { replace: true });
  }, [onward, navigate]);
  if (onward) {
    return (
      <Loader loading entity={t('entity')}>
        {null}
      </Loader>
    );
  }
  return (
    <Alert title={t('errors.expiredTitle')}>
      <p>{t('errors.expired')}</p>
    </Alert>
  );
}
