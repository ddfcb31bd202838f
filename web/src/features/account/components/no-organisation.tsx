import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SUPPORT_EMAIL } from '@/config/support';

/** Spec 01 §2: the blocker for a signed-in user without an organisation. */
export function NoOrganisation({ onLogOut }: { onLogOut: () => void }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  return (
    <Card>
      <h1>{t('blocker.title')}</h1>
      <p>{te('auth.noOrganisation')}</p>
      <p>{t('blocker.advice', { email: SUPPORT_EMAIL })}</p>
      <Button variant="secondary" onClick={onLogOut}>
        {t('menu.logOut')}
      </Button>
    </Card>
  );
}
