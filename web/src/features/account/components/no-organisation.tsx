import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/support';

/**
 * Spec 01 §2: the blocker for a signed-in user without an organisation. Log Out goes through the confirmation
 * screen and comes back here, so that logging in as someone who belongs returns to the page asked for.
 */
export function NoOrganisation() {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Card>
      <h1>{t('blocker.title')}</h1>
      <p>{te('auth.noOrganisation')}</p>
      <p>{t('blocker.advice', { email: SUPPORT_EMAIL })}</p>
      <Button variant="secondary" onClick={() => void navigate(paths.logout.getHref(pathname + search))}>
        {t('menu.logOut')}
      </Button>
    </Card>
  );
}
