import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { forwardHref, type ForwardPage } from '../utils/forward-list';
import { ThanksNotice } from './flow-notice';

type CompleteRecordProps = {
  forward: string[];
  page: ForwardPage;
  /** This tab's link finished the record (Back, a reload, a restored tab): the end of the link thanks again. */
  finishedHere?: boolean;
  /** Called when that thanks is shown (ends the link session as Thanks does). */
  onThanks?: () => void;
};

/**
 * A record the beneficiary's link may no longer open because it is complete (`meeting.complete`). A one-time link
 * always opens its sequence at the first record, so one opened again resumes at the next entry still to do; only
 * when none is left has the link been used up (docs/api-errors.md: Expired), unless this tab finished it.
 */
export function CompleteRecord({ forward, page, finishedHere = false, onThanks }: CompleteRecordProps) {
  const { t } = useTranslation('answering');
  const navigate = useNavigate();
  const onward = forwardHref(forward, page);
  const thanks = !onward && finishedHere;
  useEffect(() => {
    // Replace: Back should not return to a record that can only send them on again.
    if (onward) void navigate(onward, { replace: true });
  }, [onward, navigate]);
  useEffect(() => {
    if (thanks) onThanks?.();
    // Once, on arrival: the callback may change with every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thanks]);
  if (onward) {
    return (
      <Loader loading entity={t('entity')}>
        {null}
      </Loader>
    );
  }
  if (thanks) return <ThanksNotice />;
  return (
    <Alert title={t('errors.expiredTitle')}>
      <p>{t('errors.expired')}</p>
    </Alert>
  );
}
