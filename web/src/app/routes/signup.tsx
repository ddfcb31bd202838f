import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { Card } from '@/components/ui/card';
import { paths, safeRedirect } from '@/config/paths';
import type { LoginState } from '@/features/auth/utils/login-state';
import { SignupForm } from '@/features/auth/components/signup-form';
import { getSession } from '@/lib/auth';
import { decideRoute } from '@/lib/guard';

/** A signed-in user visiting /signup goes to `/`. */
export const clientLoader = () => async () => {
  const decision = decideRoute({
    access: 'guestOnly',
    path: paths.signup.path,
    signedIn: !!(await getSession()),
  });
  return decision.kind === 'redirect' ? redirect(decision.to) : null;
};

export default function SignupRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = safeRedirect(params.get('redirect'));
  return (
    <AppShell width="narrow">
      <Card>
        <h1>{t('signup.title')}</h1>
        <p>{t('signup.intro')}</p>
        <SignupForm
          redirectTo={redirectTo}
          onSuccess={(email) => {
            // In the history state, not the URL: the email stays out of logs and shared links.
            const state: LoginState = { created: true, email };
            void navigate(paths.login.getHref(), { replace: true, state });
          }}
        />
        <p>
          {t('signup.haveAccount')} <Link to={paths.login.getHref()}>{t('signup.loginLink')}</Link>
        </p>
      </Card>
    </AppShell>
  );
}
