import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getBillingPortalUrl } from '../api/billing-link';

type PatronManageProps = { go?: (url: string) => void };

const assign = (url: string) => window.location.assign(url);

/** Spec 02 §2/§7: 'Manage' calls the billing redirect with the current url and follows the returned url. */
export function PatronManage({ go = assign }: PatronManageProps) {
  const { t } = useTranslation('settings');
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const manage = async () => {
    setState('loading');
    try {
      go(await getBillingPortalUrl(window.location.href));
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <h2>{t('patron.patronTitle')}</h2>
      <p>{t('patron.patronText')}</p>
      {state === 'failed' ? <Alert>{t('patron.redirectFailed')}</Alert> : null}
      <Button onClick={() => void manage()} disabled={state === 'loading'} aria-busy={state === 'loading'}>
        {t('patron.manage')}
      </Button>
    </>
  );
}
