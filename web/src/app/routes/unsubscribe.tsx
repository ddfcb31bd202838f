import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ErrorBox } from '@/components/ui/error-box';
import { Loader } from '@/components/ui/loader';
import { useUnsubscribe } from '@/features/account/api/unsubscribe';

/** Spec 01 §2 /unsubscribe/{uid}: calls `Unsubscribe(userID)` once and says how it went (spec 01 §8). */
export default function UnsubscribeRoute() {
  const { t } = useTranslation('account');
  const { uid = '' } = useParams();
  const { mutate, isSuccess, isError } = useUnsubscribe();
  useEffect(() => {
    mutate(uid);
  }, [mutate, uid]);
  return (
    <AppShell width="narrow">
      <Card>
        <h1>{t('unsubscribe.title')}</h1>
        {isError ? <ErrorBox text={t('unsubscribe.failed')} /> : null}
        {isSuccess ? (
          <Alert tone="success" title={t('unsubscribe.successTitle')}>
            <p>{t('unsubscribe.success')}</p>
          </Alert>
        ) : null}
        <Loader loading={!isSuccess && !isError} entity={t('unsubscribe.title')}>
          {null}
        </Loader>
      </Card>
    </AppShell>
  );
}
